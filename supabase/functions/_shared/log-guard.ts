import { callerAddress } from "./caller-address.ts";
import { readEnv } from "./env.ts";
import { secretKey } from "./project-keys.ts";

/**
 * The caller's address (as callerAddress() in caller-address.ts decides it),
 * kept only as a keyed hash: stored as ip_hash and used as the per-address
 * rate-limit subject (log-quota.ts, send-contact-email, migration
 * 20261123002000). The raw address is never stored, logged or answered.
 */

/** The answer (429) to a write over the session or address limit. */
export const TOO_MANY_REQUESTS = "Too many requests: try again in a minute";

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

/** The caller's hashed address, or null when the platform did not say (then per-address limits are skipped). */
export async function callerAddressHash(req: Request): Promise<string | null> {
  const address = callerAddress(req.headers);
  return address ? await hashAddress(address) : null;
}

/** The response header that tells a caller what the functions made of its own address. */
export const CALLER_ADDRESS_REPORT_HEADER = "X-Caller-Address";

/**
 * What the functions made of the caller's own address, for the deploy smoke
 * check (docs/decisions/044-pooler-caller-address-smtp.md): "ipv4 <hash>" or
 * "ipv6 <hash>", the first 8 hex characters of the keyed hash of the limit
 * subject, or "none" when the platform did not say. Never the address itself:
 * the same caller sees the same answer whatever forwarding headers it sends.
 */
export async function callerAddressReport(headers: Headers): Promise<string> {
  const address = callerAddress(headers);
  if (!address) return "none";
  return `${address.includes(":") ? "ipv6" : "ipv4"} ${(await hashAddress(address)).slice(0, 8)}`;
}

/** Wraps a handler so that each of its answers carries callerAddressReport() in X-Caller-Address. */
export function withCallerAddressReport(handle: (req: Request) => Promise<Response>): (req: Request) => Promise<Response> {
  return async (req) => {
    const [response, report] = await Promise.all([handle(req), callerAddressReport(req.headers).catch(() => null)]);
    if (report) response.headers.set(CALLER_ADDRESS_REPORT_HEADER, report);
    return response;
  };
}
