/**
 * The local stand-in for the hosted Supabase Cron job of migration
 * 20261129001600 (docs/decisions/034): on the same schedule, every
 * RETRY_EVERY_MINUTES on the wall clock (as cron's "*\/5 * * * *"), it calls
 * the send-due-mail function through the gateway with the service-role
 * key. It never runs two calls at once (a tick while one is in flight is
 * skipped; the function's claims would keep two apart anyway). Stopped with
 * the stack: stop() cancels the next tick and aborts a call in flight.
 *
 * The weekly report mail (send-weekly-report-mail, migration 20261126004200)
 * runs on the same machinery (startFunctionTimer), every hour locally.
 */
import { RETRY_EVERY_MINUTES } from "../functions/_shared/leads/retry-policy.ts";
import type { StackLogger } from "./processes.ts";

export interface JobTimer {
  /** Cancels the schedule and waits for a call in flight to end. Safe to call twice. */
  stop(): Promise<void>;
}

export interface DueMailTimerOptions {
  /** The function's URL, `${gateway}/functions/v1/send-due-mail`. */
  url: string;
  /** The project's secret key (`sb_secret_…`), sent as Supabase Cron does (docs/decisions/043). */
  secretKey: string;
  logger: Pick<StackLogger, "info" | "warn">;
  /** Between runs, aligned to the wall clock; default RETRY_EVERY_MINUTES. */
  everyMs?: number;
}

interface JobAnswer {
  leads?: { status: string }[];
  failedReport?: { leads: number; sent: boolean };
}

/** Milliseconds from `now` to the next multiple of `everyMs` since the epoch (never 0). */
export function msUntilNextTick(now: number, everyMs: number): number {
  return everyMs - (now % everyMs);
}

/** The due-mail job's summary of one run, or null when it did nothing worth a line. */
function describeRetryRun(answer: JobAnswer): string | null {
  const leads = answer.leads ?? [];
  const report = answer.failedReport;
  if (leads.length === 0 && !(report && report.leads > 0)) return null;
  const byStatus = new Map<string, number>();
  for (const lead of leads) byStatus.set(lead.status, (byStatus.get(lead.status) ?? 0) + 1);
  const counts = [...byStatus].map(([status, count]) => `${count} ${status}`).join(", ");
  const summary = report && report.leads > 0 ? `; summary of ${report.leads} failed lead(s) ${report.sent ? "sent" : "not sent"}` : "";
  return `due-mail job: ${leads.length} lead(s)${counts ? ` (${counts})` : ""}${summary}`;
}

export function startDueMailTimer(options: DueMailTimerOptions): JobTimer {
  return startFunctionTimer({
    ...options,
    everyMs: options.everyMs ?? RETRY_EVERY_MINUTES * 60_000,
    label: "due-mail job",
    describe: (answer) => describeRetryRun(answer as JobAnswer),
  });
}

export interface FunctionTimerOptions {
  /** The function's URL, `${gateway}/functions/v1/<name>`. */
  url: string;
  /** The project's secret key (`sb_secret_…`), sent as Supabase Cron does (docs/decisions/043). */
  secretKey: string;
  logger: Pick<StackLogger, "info" | "warn">;
  /** Between runs, aligned to the wall clock. */
  everyMs: number;
  /** How the log names the job. */
  label: string;
  /** One log line of a run's answer, or null to say nothing. */
  describe: (answer: unknown) => string | null;
}

/**
 * Calls a scheduled function with the secret key every `everyMs` on the wall
 * clock, one call at a time. The key goes in `apikey` alone, as pg_net
 * callers send it (migration 20261127000200): it is not a JWT.
 */
export function startFunctionTimer(options: FunctionTimerOptions): JobTimer {
  const { everyMs, logger, label } = options;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let controller: AbortController | undefined;
  let stopped = false;

  const run = async (): Promise<void> => {
    controller = new AbortController();
    try {
      const response = await fetch(options.url, {
        method: "POST",
        headers: { apikey: options.secretKey, "Content-Type": "application/json" },
        body: "{}",
        signal: controller.signal,
      });
      const text = await response.text();
      if (!response.ok) {
        logger.warn(`${label} answered ${response.status}: ${text.slice(0, 300)}`);
        return;
      }
      const line = options.describe(JSON.parse(text) as unknown);
      if (line) logger.info(line);
    } catch (error) {
      if (!stopped) logger.warn(`${label} could not be called: ${(error as Error).message}`);
    } finally {
      controller = undefined;
    }
  };

  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      if (!inFlight) inFlight = run().finally(() => (inFlight = undefined));
      schedule();
    }, msUntilNextTick(Date.now(), everyMs));
    // The stack's own processes keep the event loop alive; this timer must not.
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      await inFlight;
    },
  };
}
