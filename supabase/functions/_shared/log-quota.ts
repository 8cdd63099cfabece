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
    // The generated types call every SQL argument a string; these two take null (no session, no address).
    p_session_id: sessionId as string,
    p_address_hash: addressHash as string,
  });
  if (error) {
    console.error(`${logName}: rate-limit check failed:`, error.message);
    throw new HttpError(500, "Could not store the visit");
  }
  if (data !== true) throw new HttpError(429, TOO_MANY_REQUESTS);
  return addressHash;
}
