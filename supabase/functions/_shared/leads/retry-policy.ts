/**
 * When a lead's mail is tried again (docs/decisions/034-lead-mail-retry.md).
 * Pure: the numbers and the arithmetic, shared by send-contact-email (the
 * first attempt), send-due-mail (every later one) and the local stack's
 * timer (supabase/local/due-mail-timer.ts).
 *
 * The job runs every RETRY_EVERY_MINUTES (hosted: pg_cron, migration
 * 20261129001600; locally: the stack's timer). After the n-th failed attempt
 * the next one is due FIRST_RETRY_DELAY_MINUTES * 2^(n-1) later, at most
 * MAX_RETRY_DELAY_MINUTES: 5, 10, 20, 40, 80, 160, 320, 360, 360 minutes.
 * The MAX_MAIL_ATTEMPTS-th failed attempt (about 22.6 hours after the first)
 * marks the lead 'failed', and the business is told in a summary mail.
 */

/** The job's schedule, in minutes; the hosted cron expression is cronEvery(RETRY_EVERY_MINUTES). */
export const RETRY_EVERY_MINUTES = 5;
export const FIRST_RETRY_DELAY_MINUTES = 5;
export const MAX_RETRY_DELAY_MINUTES = 360;
/** Attempts in all, the request's own first one included. */
export const MAX_MAIL_ATTEMPTS = 10;
/** How long a run holds a claimed lead; far longer than its two mails can take (SMTP timeouts: 5 s connect, 10 s idle). */
export const CLAIM_SECONDS = 600;

/** The cron expression of a job every `minutes` minutes (a divisor of 60). */
export function cronEvery(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 1 || 60 % minutes !== 0) throw new RangeError(`not a divisor of 60: ${minutes}`);
  return minutes === 1 ? "* * * * *" : `*/${minutes} * * * *`;
}

/** Minutes from the `attempts`-th failed attempt (1 = the request's own) to the next one. */
export function retryDelayMinutes(attempts: number): number {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be a whole number from 1: ${attempts}`);
  // 2^(attempts-1) overflows nothing before the cap: the cap is reached at attempt 8.
  return Math.min(MAX_RETRY_DELAY_MINUTES, FIRST_RETRY_DELAY_MINUTES * 2 ** Math.min(attempts - 1, 30));
}

export type AfterFailure = { status: "retry"; nextAttemptAt: Date } | { status: "failed"; nextAttemptAt: null };

/** What becomes of a lead whose `attempts`-th attempt (counted with this one) failed at `now`. */
export function afterFailedAttempt(attempts: number, now: Date): AfterFailure {
  if (attempts >= MAX_MAIL_ATTEMPTS) return { status: "failed", nextAttemptAt: null };
  return { status: "retry", nextAttemptAt: new Date(now.getTime() + retryDelayMinutes(attempts) * 60_000) };
}

/** The delays of a lead that never gets through, in minutes: what the README and decision 034 quote. */
export function retrySchedule(): number[] {
  return Array.from({ length: MAX_MAIL_ATTEMPTS - 1 }, (_, index) => retryDelayMinutes(index + 1));
}
