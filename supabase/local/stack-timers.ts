/**
 * The scheduled jobs a running local stack calls through its gateway, as
 * Supabase Cron does hosted (mail-retry-timer.ts): the lead-mail retry job
 * and the weekly report mail, each only when its function exists.
 */
import { RETRY_EVERY_MINUTES } from "../functions/_shared/leads/retry-policy.ts";
import type { EdgeFunction } from "./functions.ts";
import { startFunctionTimer, startMailRetryTimer, type MailRetryTimer } from "./mail-retry-timer.ts";
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

/** Starts the jobs whose function exists, the retry job first. */
export function startScheduledJobs(options: ScheduledJobsOptions): void {
  const has = (name: string): boolean => options.functions.some((fn) => fn.name === name);
  const { supervisor, logger } = options;
  if (has("retry-lead-mail")) {
    supervisor.timers.push(startLeadMailRetryJob(options));
    logger.info(`lead-mail retry job: every ${RETRY_EVERY_MINUTES} minutes, as hosted (retry-lead-mail)`);
  }
  if (has("send-weekly-report-mail")) {
    supervisor.timers.push(startWeeklyReportJob(options));
    logger.info("weekly report mail: every hour (send-weekly-report-mail; hosted: Mondays)");
  }
}

function startLeadMailRetryJob({ gatewayUrl, secretKey, logger }: ScheduledJobsOptions): MailRetryTimer {
  return startMailRetryTimer({ url: `${gatewayUrl}/functions/v1/retry-lead-mail`, secretKey, logger });
}

/**
 * Hosted: Mondays, hourly 13:15-22:15 UTC. The job mails only last week's figures and
 * at most once per showcase per week, so locally it runs every hour on the hour.
 */
function startWeeklyReportJob({ gatewayUrl, secretKey, logger }: ScheduledJobsOptions): MailRetryTimer {
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
