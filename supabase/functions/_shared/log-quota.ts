import { adminClient } from "./admin-client.ts";
import { HttpError } from "./http.ts";
import { callerAddressHash, TOO_MANY_REQUESTS } from "./log-guard.ts";

/**
 * The per-session and per-address write limits of the anonymous log-*
 * functions, kept in Postgres (`consume_log_quota`, migration
 * 20261123002000). Over either limit: 429, nothing stored.
 */

export type LogName = "site_visit" | "campaign_visit" | "showcase_visit" | "property_search";

/**
 * Counts this write against the log's limits. Answers the caller's hashed
 * address (or null) for the row; throws a 429 HttpError when over a limit.
 */
export async function enforceLogQuota(req: Request, logName: LogName, sessionId: string | null): Promise<string | null> {
  const addressHash = await callerAddressHash(req);
  const { data, error } = await adminClient().rpc("consume_log_quota", {
    p_log_name: logName,
    p_session_id: sessionId,
    p_address_hash: addressHash,
  });
  if (error) {
    console.error(`${logName}: rate-limit check failed:`, error.message);
    throw new HttpError(500, "Could not store the visit");
  }
  if (data !== true) throw new HttpError(429, TOO_MANY_REQUESTS);
  return addressHash;
}
