import { readEnv } from "./env.ts";
import { secretKey } from "./project-keys.ts";

/**
 * The caller's address for the anonymous log-* functions, kept only as a keyed
 * hash: stored as ip_hash and used as the per-address rate-limit subject
 * (log-quota.ts, migration 20261123002000). The raw address is never stored
 * or logged.
 */

/** The answer (429) to a write over the session or address limit. */
export const TOO_MANY_REQUESTS = "Too many requests: try again in a minute";

/**
 * The caller's address as the platform's edge reports it. Hosted Supabase
 * runs behind Cloudflare, which sets `cf-connecting-ip` (a client cannot
 * forge it); the local gateway sets `x-forwarded-for` to the one address it
 * saw. Null when neither is present.
 */
export function clientAddress(req: Request): string | null {
  const direct = req.headers.get("cf-connecting-ip") ?? req.headers.get("x-real-ip");
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0];
  const address = (direct ?? forwarded ?? "").trim();
  return address === "" ? null : address.slice(0, 64);
}

let cachedKey: Promise<CryptoKey> | undefined;

function hashKey(): Promise<CryptoKey> {
  if (!cachedKey) {
    // A dedicated secret when one is set; otherwise the project's secret key
    // (project-keys.ts), which every function already has and no visitor knows.
    const secret = readEnv("LOG_ADDRESS_HASH_SECRET") ?? secretKey();
    cachedKey = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
  }
  return cachedKey;
}

/** HMAC-SHA-256 of the address under a server secret, as 32 hex characters: stable, not reversible. */
export async function hashAddress(address: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hashKey(), new TextEncoder().encode(address));
  return Array.from(new Uint8Array(signature).slice(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The caller's hashed address, or null when the platform did not say. */
export async function callerAddressHash(req: Request): Promise<string | null> {
  const address = clientAddress(req);
  return address ? await hashAddress(address) : null;
}
