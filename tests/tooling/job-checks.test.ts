import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { checkScheduledJobs, lastDueTime, SCHEDULED_JOBS, type CronJobRow, type HttpResponseRow, type JobHistory, type JobRunRow } from "../../scripts/smoke/job-checks.ts";

const at = (iso: string) => new Date(iso);
// A Tuesday: the weekly report last ran the day before, at 22:15 UTC at the latest.
const NOW = at("2026-12-01T10:03:30Z");

const job = (jobid: number, jobname: string, schedule: string, active = true): CronJobRow => ({ jobid, jobname, schedule, command: "select 1", active });
const run = (jobid: number, start: string, status = "succeeded", message = "SELECT 1"): JobRunRow => ({
  jobid,
  runid: jobid * 100,
  status,
  return_message: message,
  start_time: at(start),
  end_time: at(start),
});
const response = (created: string, status_code: number | null, extra: Partial<HttpResponseRow> = {}): HttpResponseRow => ({
  id: 1,
  status_code,
  content: "{}",
  created: at(created),
  timed_out: false,
  error_msg: null,
  ...extra,
});

const JOBS = [job(1, "send-due-mail", "*/5 * * * *"), job(2, "import-business-calendar", "*/5 * * * *"), job(3, "send-weekly-report-mail", "15 13-22 * * 1")];

function history(latestRuns: JobRunRow[], responses: HttpResponseRow[], jobs = JOBS): JobHistory {
  return { jobs, latestRuns, responses, now: NOW };
}

const verdicts = (found: ReturnType<typeof checkScheduledJobs>) => Object.fromEntries(found.map((result) => [result.name.replace("scheduled job ", ""), result.verdict]));

describe("lastDueTime", () => {
  it("reads pg_cron's schedules in UTC: every five minutes, and hourly 13-22 on Mondays", () => {
    expect(lastDueTime("*/5 * * * *", at("2026-12-01T10:01:30Z"))).toEqual(at("2026-12-01T10:00:00Z"));
    expect(lastDueTime("*/5 * * * *", at("2026-12-01T10:00:00Z"))).toEqual(at("2026-12-01T10:00:00Z"));
    expect(lastDueTime("15 13-22 * * 1", NOW)).toEqual(at("2026-11-30T22:15:00Z"));
    expect(lastDueTime("15 13-22 * * 1", at("2026-11-30T14:20:00Z"))).toEqual(at("2026-11-30T14:15:00Z"));
  });

  it("says why a schedule cannot be read", () => {
    expect(lastDueTime("every tuesday", NOW)).toHaveProperty("error");
  });
});

describe("checkScheduledJobs", () => {
  it("passes jobs that ran when due and whose calls were answered 200", () => {
    const found = checkScheduledJobs(
      history(
        [run(1, "2026-12-01T10:00:01Z"), run(2, "2026-12-01T10:00:01Z"), run(3, "2026-11-30T22:15:00Z")],
        [response("2026-12-01T10:00:03Z", 200), response("2026-11-30T22:15:40Z", 200)],
      ),
    );
    expect(found.map((result) => result.verdict)).toEqual(["PASS", "PASS", "PASS"]);
    expect(found[0]!.detail).toMatch(/ran 2026-12-01 10:00 UTC, its function answered 200/);
  });

  it("gives the last run its grace: a five-minute job that ran at 09:55 is not late at 10:01", () => {
    const found = checkScheduledJobs({ ...history([run(1, "2026-12-01T09:55:02Z")], [response("2026-12-01T09:55:04Z", 200)]), now: at("2026-12-01T10:01:00Z") }, ["send-due-mail"]);
    expect(found[0]!.verdict).toBe("PASS");
  });

  it("fails a job that never ran, or missed its last due run", () => {
    const found = checkScheduledJobs(history([run(1, "2026-12-01T09:50:00Z"), run(3, "2026-11-30T22:15:00Z")], [response("2026-11-30T22:15:40Z", 200)]));
    expect(verdicts(found)).toEqual({ "send-due-mail": "FAIL", "import-business-calendar": "FAIL", "send-weekly-report-mail": "PASS" });
    expect(found[0]!.detail).toBe('last ran 2026-12-01 09:50 UTC, missed its run due 2026-12-01 10:00 UTC (schedule "*/5 * * * *")');
    expect(found[1]!.detail).toMatch(/^never ran; it was due 2026-12-01 10:00 UTC/);
  });

  it("waits for the first run of a job due only after the deploy stored its secrets, and fails one that was due since", () => {
    // Deployed on Tuesday morning: the weekly job's first run is next Monday; the five-minute job was due at 10:00.
    const found = checkScheduledJobs({ ...history([], []), secretsSince: at("2026-12-01T09:58:00Z") });
    expect(verdicts(found)).toEqual({ "send-due-mail": "FAIL", "import-business-calendar": "FAIL", "send-weekly-report-mail": "WARN" });
    expect(found[2]!.detail).toBe(
      'not run yet: the deploy stored the jobs\' secrets 2026-12-01 09:58 UTC, its first run is due 2026-12-07 13:15 UTC (schedule "15 13-22 * * 1")',
    );
    // Without the secrets (or before they were stored) a job that never ran fails.
    expect(verdicts(checkScheduledJobs({ ...history([], []), secretsSince: null }))["send-weekly-report-mail"]).toBe("FAIL");
    expect(verdicts(checkScheduledJobs({ ...history([], []), secretsSince: at("2026-11-20T09:00:00Z") }))["send-weekly-report-mail"]).toBe("FAIL");
  });

  it("fails a weekly job that missed Monday, on Tuesday", () => {
    const found = checkScheduledJobs(history([run(3, "2026-11-23T22:15:00Z")], []), ["send-weekly-report-mail"]);
    expect(found[0]).toMatchObject({ verdict: "FAIL", detail: expect.stringMatching(/missed its run due 2026-11-30 22:15 UTC/) });
  });

  it("fails a job whose call was refused with 401: the key in Vault is wrong", () => {
    const found = checkScheduledJobs(history([run(1, "2026-12-01T10:00:01Z")], [response("2026-12-01T10:00:02Z", 401)]), ["send-due-mail"]);
    expect(found[0]).toMatchObject({ verdict: "FAIL", detail: expect.stringMatching(/refused \(401\): the Vault secret secret_key/) });
  });

  it("fails a job that called nothing (no Vault secrets), a failed run, a paused or missing job, a call that errored or timed out", () => {
    const cases: [JobRunRow[], HttpResponseRow[], CronJobRow[], RegExp][] = [
      [[run(1, "2026-12-01T10:00:01Z", "succeeded", "SELECT 0")], [], JOBS, /called nothing: the Vault secrets project_url and secret_key are missing/],
      [[run(1, "2026-12-01T10:00:01Z", "failed", 'ERROR: schema "net" does not exist')], [], JOBS, /failed: ERROR: schema "net" does not exist/],
      [[run(1, "2026-12-01T10:00:01Z")], [], [job(1, "send-due-mail", "*/5 * * * *", false)], /paused/],
      [[], [], [], /not in cron\.job/],
      [[run(1, "2026-12-01T10:00:01Z")], [response("2026-12-01T10:02:31Z", null, { timed_out: true })], JOBS, /failed: timed out/],
      [[run(1, "2026-12-01T10:00:01Z")], [response("2026-12-01T10:00:03Z", 404, { content: "function not found" })], JOBS, /answered 404: function not found/],
    ];
    for (const [runs, responses, jobs, detail] of cases) {
      const found = checkScheduledJobs(history(runs, responses, jobs), ["send-due-mail"]);
      expect(found[0], String(detail)).toMatchObject({ verdict: "FAIL", detail: expect.stringMatching(detail) });
    }
  });

  it("does not charge a job with an answer written outside its call's window", () => {
    const found = checkScheduledJobs(history([run(1, "2026-12-01T10:00:01Z")], [response("2026-12-01T09:55:03Z", 401), response("2026-12-01T10:04:00Z", 401)]), ["send-due-mail"]);
    expect(found[0]).toMatchObject({ verdict: "WARN", detail: expect.stringMatching(/no answer to its call/) });
  });

  it("reports a job the repository does not schedule, too", () => {
    const found = checkScheduledJobs(history([run(9, "2026-12-01T10:00:00Z")], [response("2026-12-01T10:00:02Z", 200)], [job(9, "hand-made", "* * * * *")]), []);
    expect(found).toEqual([expect.objectContaining({ name: "scheduled job hand-made", verdict: "FAIL" })]);
  });
});

describe("SCHEDULED_JOBS", () => {
  it("names exactly the jobs the migrations leave scheduled", () => {
    const dir = resolve(process.cwd(), "supabase/migrations");
    const sql = readdirSync(dir)
      .filter((file) => file.endsWith(".sql"))
      .sort()
      .map((file) => readFileSync(resolve(dir, file), "utf8"))
      .join("\n");
    const scheduled = new Set([...sql.matchAll(/cron\.schedule\(\s*'([a-z-]+)'/g)].map((match) => match[1]!));
    for (const match of sql.matchAll(/cron\.unschedule\([^;]*?jobname = '([a-z-]+)'/g)) scheduled.delete(match[1]!);
    expect([...scheduled].sort()).toEqual([...SCHEDULED_JOBS].sort());
  });
});
