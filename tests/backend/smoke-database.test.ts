// @vitest-environment node
/**
 * `npm run smoke -- --db` (scripts/smoke/smoke-database.ts) against a database shaped like a
 * hosted project, with stand-in pg_cron and pg_net tables holding a job history in which one
 * job ran and was answered 200, one ran and was refused with 401, and one never ran.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastDueTime, START_GRACE_MS } from "../../scripts/smoke/job-checks.ts";
import { runDatabaseChecks } from "../../scripts/smoke/smoke-database.ts";
import { startHostedLikeDatabase, type HostedLikeDatabase } from "./helpers/hosted-like-database.ts";
import { CRON_AND_NET_STAND_IN, VAULT_STAND_IN } from "./helpers/platform-stand-ins.ts";

let database: HostedLikeDatabase | undefined;
const WEEKLY = "15 13-22 * * 1";

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = await startHostedLikeDatabase();
  await withClient((client) => client.query(CRON_AND_NET_STAND_IN));
}, 120_000);

afterAll(async () => {
  await database?.stop();
});

describe("npm run smoke -- --db", () => {
  it("says which job ran and was accepted, which was refused (401) and which never ran; both connections connect", async () => {
    // A run that started a second ago is never late, whatever the schedule. The weekly job's
    // run is at its last due time, so its call's window ends before the other's run starts.
    const now = Date.now();
    const weeklyDue = lastDueTime(WEEKLY, new Date(now - START_GRACE_MS)) as Date;
    await withClient(async (client) => {
      const job = async (name: string, schedule: string) =>
        (await client.query<{ jobid: string }>("insert into cron.job (jobname, schedule, command) values ($1, $2, 'select 1') returning jobid", [name, schedule])).rows[0]!.jobid;
      const dueMail = await job("send-due-mail", "*/5 * * * *");
      const weekly = await job("send-weekly-report-mail", WEEKLY);
      await job("import-business-calendar", "*/5 * * * *");
      const ran = (jobid: string, start: Date) =>
        client.query("insert into cron.job_run_details (jobid, status, return_message, start_time, end_time) values ($1, 'succeeded', 'SELECT 1', $2, $2)", [jobid, start]);
      const answered = (created: Date, status: number, content: string) =>
        client.query("insert into net._http_response (id, status_code, content, created, timed_out) values ($1, $2, $3, $4, false)", [status, status, content, created]);
      await ran(weekly, new Date(weeklyDue.getTime() + 1_000));
      await answered(new Date(weeklyDue.getTime() + 3_000), 401, '{"error":"unauthorized"}');
      await ran(dueMail, new Date(now - 1_000));
      await answered(new Date(now + 1_000), 200, '{"sent":0}');
    });

    const results = await runDatabaseChecks({ databaseUrl: database!.url, poolerUrl: database!.url });
    const byName = Object.fromEntries(results.map((result) => [result.name, result]));
    expect(byName["DB_POOLER_URL connects"]?.verdict).toBe("PASS");
    expect(byName["database connection"]?.verdict).toBe("PASS");
    expect(byName["scheduled job send-due-mail"]).toMatchObject({ verdict: "PASS", detail: expect.stringMatching(/answered 200/) });
    expect(byName["scheduled job send-weekly-report-mail"]).toMatchObject({
      verdict: "FAIL",
      detail: expect.stringMatching(/refused \(401\): the Vault secret secret_key/),
    });
    expect(byName["scheduled job import-business-calendar"]).toMatchObject({ verdict: "FAIL", detail: expect.stringMatching(/^never ran/) });
  }, 60_000);

  it("on a project whose deploy stored the jobs' secrets after a job's last due time, that job's first run is awaited, not failed", async () => {
    await withClient(async (client) => {
      await client.query(VAULT_STAND_IN);
      await client.query("select vault.create_secret('http://project.example', 'project_url'), vault.create_secret('sb_secret_example', 'secret_key')");
    });
    const results = await runDatabaseChecks({ databaseUrl: database!.url, poolerUrl: database!.url });
    const byName = Object.fromEntries(results.map((result) => [result.name, result]));
    expect(byName["scheduled job import-business-calendar"]).toMatchObject({
      verdict: "WARN",
      detail: expect.stringMatching(/^not run yet: the deploy stored the jobs' secrets .*, its first run is due /),
    });
    // The job that ran and was refused still fails.
    expect(byName["scheduled job send-weekly-report-mail"]?.verdict).toBe("FAIL");
  });

  it("fails a DB_POOLER_URL that no longer connects, and a database that does not answer, without printing either address", async () => {
    const nowhere = "postgresql://postgres:old-password@127.0.0.1:1/postgres";
    const results = await runDatabaseChecks({ databaseUrl: nowhere, poolerUrl: nowhere });
    expect(results.map((result) => [result.name, result.verdict])).toEqual([
      ["DB_POOLER_URL connects", "FAIL"],
      ["database connection", "FAIL"],
    ]);
    expect(results[0]!.detail).toMatch(/ECONNREFUSED[\s\S]*password reset/);
    expect(JSON.stringify(results)).not.toContain("old-password");
  }, 60_000);
});
