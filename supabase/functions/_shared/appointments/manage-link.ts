import { publicSiteUrl, readEnv } from "../env.ts";
import { secretKey } from "../project-keys.ts";
import { tokenHash } from "./tokens.ts";

/**
 * The private manage link of a booked appointment, /appointment/<token>
 * (docs/decisions/050-appointment-manage-link-invitations-reminders.md).
 *
 * The token is HMAC-SHA-256("appointment-manage:" + the appointment's id)
 * under a server secret (APPOINTMENT_LINK_SECRET, else the project's secret
 * key), as 43 base64url characters: unguessable without the secret, and the
 * same whenever a mail is composed, so a mail retried hours later (or the
 * reminder a week later) carries the link the first mail carried without the
 * token being stored. The table keeps only its SHA-256 (manage_token_hash),
 * which is what a request's token is looked up by.
 */

let cachedKey: { secret: string; key: Promise<CryptoKey> } | undefined;

function linkKey(): Promise<CryptoKey> {
  const secret = readEnv("APPOINTMENT_LINK_SECRET") ?? secretKey();
  if (!cachedKey || cachedKey.secret !== secret) {
    const key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    cachedKey = { secret, key };
  }
  return cachedKey.key;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

/** The manage token of an appointment. */
export async function manageToken(appointmentId: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await linkKey(), new TextEncoder().encode(`appointment-manage:${appointmentId}`));
  return base64url(new Uint8Array(signature));
}

/** The token and the hash to store for it. */
export async function manageTokenAndHash(appointmentId: string): Promise<{ token: string; hash: string }> {
  const token = await manageToken(appointmentId);
  return { token, hash: await tokenHash(token) };
}

/** The page path of a token (the site's route /appointment/:token). */
export const managePath = (token: string) => `/appointment/${token}`;

/** The absolute link for mails. */
export const manageUrl = (token: string) => `${publicSiteUrl().replace(/\/+$/, "")}${managePath(token)}`;
