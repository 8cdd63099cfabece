import pg from "pg";
import { checkScheduledJobs, SCHEDULED_JOBS, type CronJobRow, type HttpResponseRow, type JobRunRow } from "./job-checks.ts";
import type { CheckResult } from "./smoke-checks.ts";

/**
 * `npm run smoke -- --db`: the checks that need the hosted project's database
 * (docs/decisions/067-deploy-stores-vault-secrets-and-smoke-checks-jobs.md): that it connects,
 * that the functions' DB_POOLER_URL still connects (it holds the database password, which a
 * reset in the dashboard changes without a word to the functions), and that every scheduled
 * job ran when due and its call was accepted (scripts/smoke/job-checks.ts judges the rows).
 * Reads only; never prints a connection string.
 */
export interface DatabaseSmokeOptions {
  /** The deploy's connection (scripts/deploy/hosted-database.ts). */
  databaseUrl: string;
  /** The functions' DB_POOLER_URL, or null when it is not set where the smoke looks. */
  poolerUrl: string | null;
  expectedJobs?: readonly string[];
}

const CONNECT_TIMEOUT_MS = 15_000;

function describeError(error: unknown): string {
  const { message, code } = error as { message?: string; code?: string };
  return [code, message].filter(Boolean).join(": ") || String(error);
}

async function connect(url: string, name: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: name, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return client;
}

export async function runDatabaseChecks(options: DatabaseSmokeOptions): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  if (options.poolerUrl === null) {
    results.push({ verdict: "WARN", name: "DB_POOLER_URL connects", detail: "DB_POOLER_URL is not set in the environment or the functions' secrets file: not checked" });
  } else {
    try {
      const pooler = await connect(options.poolerUrl, "smoke-pooler");
      try {
        await pooler.query("select 1");
      } finally {
        await pooler.end();
      }
      results.push({ verdict: "PASS", name: "DB_POOLER_URL connects", detail: "the functions' pooler connection answers" });
    } catch (error) {
      results.push({
        verdict: "FAIL",
        name: "DB_POOLER_URL connects",
        detail: `${describeError(error)} (after a password reset, set the new password in DB_POOLER_URL and run npm run deploy)`,
      });
    }
  }
  let client: pg.Client;
  try {
    client = await connect(options.databaseUrl, "smoke-db");
  } catch (error) {
    results.push({ verdict: "FAIL", name: "database connection", detail: describeError(error) });
    return results;
  }
  try {
    results.push({ verdict: "PASS", name: "database connection", detail: "connected with the deploy's database settings" });
    const present = await client.query<{ cron: boolean; net: boolean }>(
      "select to_regclass('cron.job_run_details') is not null as cron, to_regclass('net._http_response') is not null as net",
    );
    const missing = [!present.rows[0]!.cron && "pg_cron (cron.job_run_details)", !present.rows[0]!.net && "pg_net (net._http_response)"].filter(Boolean);
    if (missing.length > 0) {
      results.push({ verdict: "FAIL", name: "scheduled jobs", detail: `${missing.join(" and ")} not installed: no job can run` });
      return results;
    }
    const now = (await client.query<{ now: Date }>("select now()")).rows[0]!.now;
    const jobs = (await client.query<CronJobRow>("select jobid::float8 as jobid, jobname, schedule, command, active from cron.job order by jobid")).rows;
    const latestRuns = (
      await client.query<JobRunRow>(
        `select distinct on (jobid) jobid::float8 as jobid, runid::float8 as runid, status, return_message, start_time, end_time
           from cron.job_run_details order by jobid, runid desc`,
      )
    ).rows;
    const earliest = latestRuns.reduce<Date | null>((found, run) => (run.start_time && (!found || run.start_time < found) ? run.start_time : found), null);
    const responses = earliest
      ? (
          await client.query<HttpResponseRow>(
            "select id::float8 as id, status_code, left(content, 500) as content, created, timed_out, error_msg from net._http_response where created >= $1 order by created",
            [earliest],
          )
        ).rows
      : [];
    const hasVault = (await client.query<{ vault: boolean }>("select to_regclass('vault.secrets') is not null as vault")).rows[0]!.vault;
    const secretsSince = hasVault
      ? ((
          await client.query<{ since: Date | null }>(
            "select max(created_at) as since from vault.secrets where name in ('project_url', 'secret_key') having count(distinct name) = 2",
          )
        ).rows[0]?.since ?? null)
      : null;
    results.push(...checkScheduledJobs({ jobs, latestRuns, responses, now, secretsSince }, options.expectedJobs ?? SCHEDULED_JOBS));
  } catch (error) {
    results.push({ verdict: "FAIL", name: "scheduled jobs", detail: `cannot read the job history: ${describeError(error)}` });
  } finally {
    await client.end();
  }
  return results;
}
