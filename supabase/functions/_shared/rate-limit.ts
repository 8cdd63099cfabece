import { adminClient } from "./admin-client.ts";

/**
 * The one write-limit mechanism of every anonymous write
 * (docs/decisions/035-abuse-limits.md): `consume_rate_limit(action, kind,
 * subject)` in Postgres counts one hit against every rule of
 * `rate_limit_rules` for that action and kind, per fixed window, and says
 * whether all of them still hold. Subjects are session ids or keyed hashes
 * (log-guard.ts), never an address itself. The log functions reach it through
 * consume_log_quota (log-quota.ts); the tables visitors write through
 * PostgREST, through the limit_visitor_inserts trigger.
 */

export type SubjectKind = "session" | "address" | "recipient";

/** Counts one hit; true while every rule holds. Throws when the check itself fails. */
export async function consumeRateLimit(action: string, kind: SubjectKind, subject: string | null): Promise<boolean> {
  const { data, error } = await adminClient().rpc("consume_rate_limit", {
    p_action: action,
    p_subject_kind: kind,
    p_subject: subject,
  });
  if (error) throw new Error(`rate-limit check for ${action} by ${kind} failed: ${error.message}`);
  return data === true;
}
