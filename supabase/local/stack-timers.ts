/**
 * The scheduled jobs a running local stack calls through its gateway, as
 * Supabase Cron does hosted (due-mail-timer.ts): the due-mail job
 * the weekly report mail and the calendar import (docs/decisions/051), each
 * only when its function exists.
 */
import { RETRY_EVERY_MINUTES } from "../functions/_shared/leads/retry-policy.ts";
import type { EdgeFunction } from "./functions.ts";
import { startFunctionTimer, startDueMailTimer, type JobTimer } from "./due-mail-timer.ts";
import type { StackLogger } from "./processes.ts";
import type { StackSupervisor } from "./stack-supervisor.ts";

export interface ScheduledJobsOptions {
  gatewayUrl: string;
  secretKey: string;
  functions: EdgeFunction[];
  logger: StackLogger;
  /** Gets each timer as it starts, to stop it with the stack. */
  supervisor: StackSupervisor;
}

/** Starts the jobs whose function exists, the due-mail job first. */
export function startScheduledJobs(options: ScheduledJobsOptions): void {
  const has = (name: string): boolean => options.functions.some((fn) => fn.name === name);
  const { supervisor, logger } = options;
  if (has("send-due-mail")) {
    supervisor.timers.push(startDueMailJob(options));
    logger.info(`due-mail job: every ${RETRY_EVERY_MINUTES} minutes, as hosted (send-due-mail)`);
  }
  if (has("send-weekly-report-mail")) {
    supervisor.timers.push(startWeeklyReportJob(options));
    logger.info("weekly report mail: every hour (send-weekly-report-mail; hosted: Mondays)");
  }
  if (has("import-business-calendar")) {
    supervisor.timers.push(startCalendarImportJob(options));
    logger.info("calendar import: every 5 minutes, as hosted (import-business-calendar; does nothing without BUSINESS_CALENDAR_ICS_URL)");
  }
}

/** As hosted (migration 20261127000800): every 5 minutes; says something only when it imported or failed. */
function startCalendarImportJob({ gatewayUrl, secretKey, logger }: ScheduledJobsOptions): JobTimer {
  return startFunctionTimer({
    url: `${gatewayUrl}/functions/v1/import-business-calendar`,
    secretKey,
    logger,
    everyMs: 5 * 60_000,
    label: "calendar import",
    describe: (answer) => {
      const run = answer as { configured?: boolean; busyTimes?: number; events?: number };
      return run.configured ? `calendar import: ${run.busyTimes ?? 0} busy time(s) from ${run.events ?? 0} event(s)` : null;
    },
  });
}

function startDueMailJob({ gatewayUrl, secretKey, logger }: ScheduledJobsOptions): JobTimer {
  return startDueMailTimer({ url: `${gatewayUrl}/functions/v1/send-due-mail`, secretKey, logger });
}

/**
 * Hosted: Mondays, hourly 13:15-22:15 UTC. The job mails only last week's figures and
 * at most once per showcase per week, so locally it runs every hour on the hour.
 */
function startWeeklyReportJob({ gatewayUrl, secretKey, logger }: ScheduledJobsOptions): JobTimer {
  return startFunctionTimer({
    url: `${gatewayUrl}/functions/v1/send-weekly-report-mail`,
    secretKey,
    logger,
    everyMs: 60 * 60_000,
    label: "weekly report mail",
    describe: (answer) => {
      const mails = (answer as { mails?: { status: string }[] }).mails ?? [];
      if (mails.length === 0) return null;
      const sent = mails.filter((mail) => mail.status === "sent").length;
      return `weekly report mail: ${sent} sent, ${mails.length - sent} failed`;
    },
  });
}
