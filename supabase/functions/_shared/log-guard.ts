import { adminClient } from "./admin-client.ts";
import { readEnv, requireEnv } from "./env.ts";
import { HttpError } from "./http.ts";

/**
 * What every anonymous log-* function does before it stores a row: find the
 * caller's address, keep only a keyed hash of it, and count the write against
 * the per-session and per-address limits kept in Postgres
 * (`consume_log_quota`, migration 20261123002000). Over either limit: 429,
 * nothing stored. The raw address is never stored or logged.
 */

export type LogName = "site_visit" | "campaign_visit" | "showcase_visit";

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
    // A dedicated secret when one is set; otherwise the service-role key, which
    // every function already has and no visitor knows.
    const secret = readEnv("LOG_ADDRESS_HASH_SECRET") ?? requireEnv("SUPABASE_SERVICE_ROLE_KEY").SUPABASE_SERVICE_ROLE_KEY;
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

/**
 * Counts this write against the log's limits. Answers the caller's hashed
 * address (or null) for the row; throws a 429 HttpError when over a limit.
 */
export async function enforceLogQuota(req: Request, logName: LogName, sessionId: string | null): Promise<string | null> {
  const address = clientAddress(req);
  const addressHash = address ? await hashAddress(address) : null;
  const { data, error } = await adminClient().rpc("consume_log_quota", {
    p_log_name: logName,
    p_session_id: sessionId,
    p_address_hash: addressHash,
  });
  if (error) {
    console.error(`${logName}: rate-limit check failed:`, error.message);
    throw new HttpError(500, "Could not store the visit");
  }
  if (data !== true) throw new HttpError(429, "Too many requests: try again in a minute");
  return addressHash;
}
