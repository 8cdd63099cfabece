import { z } from "zod";
import { queryRows } from "./database.ts";

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

const verdictRow = z.object({ ok: z.boolean() });

/**
 * Counts one hit; true while every rule holds. Throws when the check itself fails. Over the
 * function's Postgres connection (database.ts), so a function needs no Supabase client for it.
 */
export async function consumeRateLimit(action: string, kind: SubjectKind, subject: string | null): Promise<boolean> {
  try {
    const [row] = await queryRows(verdictRow, "select public.consume_rate_limit($1, $2, $3) as ok", [action, kind, subject]);
    return row?.ok === true;
  } catch (error) {
    throw new Error(`rate-limit check for ${action} by ${kind} failed: ${(error as Error).message}`);
  }
}

/** consume_rate_limit's answer with, on a refusal, the window of the rule that refused. */
export type RateLimitVerdict = { allowed: true } | { allowed: false; windowSeconds: number | null };

/** Counts one hit like consumeRateLimit; a refusal says the window of the rule that refused (refusingWindow). */
export async function consumeRateLimitVerdict(action: string, kind: SubjectKind, subject: string | null): Promise<RateLimitVerdict> {
  if (await consumeRateLimit(action, kind, subject)) return { allowed: true };
  return { allowed: false, windowSeconds: await refusingWindow(action, kind, subject) };
}

const refusingRow = z.object({ window_seconds: z.number().int().positive() });

/**
 * After consume_rate_limit refused `subject`: the window, in seconds, of the rule of
 * rate_limit_rules whose counter for the current window stands past its max_hits (the
 * longest, when several do: the caller is refused until that one turns). The longest rule of
 * the kind when none does (its window turned between the count and this read); null when
 * the rules cannot be read (a refusal is still a refusal: its words then say "later").
 */
export async function refusingWindow(action: string, kind: SubjectKind, subject: string | null): Promise<number | null> {
  try {
    const [row] = await queryRows(
      refusingRow,
      `select r.window_seconds
         from public.rate_limit_rules as r
         left join public.rate_limit_counters as c
           on c.scope = r.action || ':' || r.subject_kind || ':' || r.window_seconds
          and c.subject = left($3, 128)
          and c.window_start = to_timestamp(floor(extract(epoch from now()) / r.window_seconds) * r.window_seconds)
        where r.action = $1 and r.subject_kind = $2
        order by coalesce(c.hits, 0) > r.max_hits desc, r.window_seconds desc
        limit 1`,
      [action, kind, subject ?? ""],
    );
    return row?.window_seconds ?? null;
  } catch (error) {
    console.error(`rate-limit: reading the rule that refused ${action} by ${kind} failed:`, (error as Error).message);
    return null;
  }
}
