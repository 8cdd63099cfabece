import { CronExpressionParser } from "cron-parser";
import type { CheckResult } from "./smoke-checks.ts";

/**
 * The verdicts of `npm run smoke -- --db` on the scheduled jobs, as pure functions over rows
 * of pg_cron's `cron.job` and `cron.job_run_details` and pg_net's `net._http_response`
 * (docs/decisions/067-deploy-stores-vault-secrets-and-smoke-checks-jobs.md).
 *
 * A job passes when its latest run started no earlier than its last due time (from its cron
 * schedule, in UTC as pg_cron reads it, a grace period before now), succeeded, called its
 * function (a job whose Vault secrets are missing selects no row and calls nothing), and that
 * call was answered 2xx. pg_net does not record which job made a call: the responses written
 * from the run's start to the end of its call's timeout are charged to it, so jobs that run
 * in the same minute share their answers. With one key for every job, a wrong key refuses
 * all of them alike.
 */

/** The jobs the migrations leave scheduled, each named as the function it calls (tests/tooling/job-checks.test.ts compares them with the migrations). */
export const SCHEDULED_JOBS = ["send-due-mail", "import-business-calendar", "send-weekly-report-mail"] as const;

/** How long after its due time a run may start (pg_cron starts within seconds; a busy database later). */
export const START_GRACE_MS = 2 * 60_000;

/** The calls' timeout (private.cron_job_command) and a margin: a response written later is not the run's. */
export const CALL_WINDOW_MS = 150_000 + 30_000;

export interface CronJobRow {
  jobid: number;
  jobname: string | null;
  schedule: string;
  command: string;
  active: boolean;
}

export interface JobRunRow {
  jobid: number;
  runid: number;
  status: string | null;
  return_message: string | null;
  start_time: Date | null;
  end_time: Date | null;
}

export interface HttpResponseRow {
  id: number;
  status_code: number | null;
  content: string | null;
  created: Date;
  timed_out: boolean | null;
  error_msg: string | null;
}

export interface JobHistory {
  jobs: readonly CronJobRow[];
  /** The latest run of each job (any order); a job without one never ran. */
  latestRuns: readonly JobRunRow[];
  /** net._http_response rows since the earliest of those runs. */
  responses: readonly HttpResponseRow[];
  /** The database's clock. */
  now: Date;
  /**
   * Since when the jobs can call their functions: when the later of the two Vault secrets they read
   * (project_url, secret_key) was created; null when either is missing.
   */
  secretsSince?: Date | null;
}

/** The latest time at or before `at` when the schedule was due, or an error for a schedule cron-parser cannot read. */
export function lastDueTime(schedule: string, at: Date): Date | { error: string } {
  try {
    // prev() answers strictly before currentDate: one millisecond later includes `at` itself.
    return CronExpressionParser.parse(schedule, { currentDate: new Date(at.getTime() + 1), tz: "UTC" }).prev().toDate();
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The first time after `after` when the schedule is due. */
export function nextDueTime(schedule: string, after: Date): Date | { error: string } {
  try {
    return CronExpressionParser.parse(schedule, { currentDate: after, tz: "UTC" }).next().toDate();
  } catch (error) {
    return { error: (error as Error).message };
  }
}

const stamp = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
const shorten = (text: string, length = 100) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** One result per scheduled job of the repository, and one per other job found. */
export function checkScheduledJobs(history: JobHistory, expected: readonly string[] = SCHEDULED_JOBS): CheckResult[] {
  const names = [...expected, ...history.jobs.map((job) => job.jobname ?? `job ${job.jobid}`).filter((name) => !expected.includes(name))];
  return names.map((name) => checkJob(name, history));
}

function checkJob(name: string, history: JobHistory): CheckResult {
  const label = `scheduled job ${name}`;
  const fail = (detail: string): CheckResult => ({ verdict: "FAIL", name: label, detail });
  const job = history.jobs.find((candidate) => (candidate.jobname ?? `job ${candidate.jobid}`) === name);
  if (!job) return fail("not in cron.job: the migrations schedule it where pg_cron, pg_net and Vault are available (npm run deploy)");
  if (!job.active) return fail("paused (cron.job.active is false)");
  const due = lastDueTime(job.schedule, new Date(history.now.getTime() - START_GRACE_MS));
  if (!(due instanceof Date)) return fail(`cannot read its schedule "${job.schedule}": ${due.error}`);
  const run = history.latestRuns.find((candidate) => candidate.jobid === job.jobid);
  const every = `schedule "${job.schedule}"`;
  if (!run || run.start_time === null) {
    // A project deployed after the job's last due time: its first run is still ahead (a weekly job, a day after the deploy).
    const since = history.secretsSince;
    if (since && due.getTime() < since.getTime()) {
      const next = nextDueTime(job.schedule, since);
      const when = next instanceof Date ? `its first run is due ${stamp(next)}` : "its first run is still ahead";
      return { verdict: "WARN", name: label, detail: `not run yet: the deploy stored the jobs' secrets ${stamp(since)}, ${when} (${every})` };
    }
    return fail(`never ran; it was due ${stamp(due)} (${every})`);
  }
  if (run.start_time.getTime() < due.getTime()) return fail(`last ran ${stamp(run.start_time)}, missed its run due ${stamp(due)} (${every})`);
  if (run.status === "failed") return fail(`its run of ${stamp(run.start_time)} failed: ${shorten(run.return_message ?? "no message")}`);
  if (run.status === "succeeded" && /^SELECT 0$/i.test(run.return_message?.trim() ?? "")) {
    return fail(`ran ${stamp(run.start_time)} but called nothing: the Vault secrets project_url and secret_key are missing (npm run deploy stores them)`);
  }
  const from = run.start_time.getTime();
  const calls = history.responses.filter((response) => response.created.getTime() >= from && response.created.getTime() <= from + CALL_WINDOW_MS);
  const refused = calls.find((response) => response.status_code === 401 || response.status_code === 403);
  if (refused) {
    return fail(
      `its call of ${stamp(run.start_time)} was refused (${refused.status_code}): the Vault secret secret_key is not a secret key of this project (npm run deploy stores it)`,
    );
  }
  const broken = calls.find((response) => response.timed_out === true || response.error_msg !== null || (response.status_code ?? 0) >= 400);
  if (broken) {
    const why = broken.timed_out ? "timed out" : broken.error_msg ? shorten(broken.error_msg) : `answered ${broken.status_code}: ${shorten(broken.content ?? "")}`;
    return fail(`its call of ${stamp(run.start_time)} failed: ${why}`);
  }
  const answered = calls.find((response) => response.status_code !== null && response.status_code >= 200 && response.status_code < 300);
  if (answered) return { verdict: "PASS", name: label, detail: `ran ${stamp(run.start_time)}, its function answered ${answered.status_code} (${every})` };
  if (run.status !== "succeeded") return { verdict: "WARN", name: label, detail: `its run of ${stamp(run.start_time)} is ${run.status ?? "in an unknown state"}` };
  return {
    verdict: "WARN",
    name: label,
    detail: `ran ${stamp(run.start_time)}; no answer to its call in net._http_response (pg_net keeps answers for 6 hours)`,
  };
}
