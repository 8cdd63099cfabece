// @ts-types="npm:@types/pg@8.23.1"
import pg from "pg";
import type { z } from "zod";
import { readEnv } from "./env.ts";
import { inlineParameters } from "./sql-literals.ts";

/**
 * The function's Postgres connection, for reads and writes that must be fast
 * and are closed to anon (nj_parcels through search_nj_parcels(), the
 * site-visit log). docs/decisions/044-pooler-caller-address-smtp.md:
 *
 * - DB_POOLER_URL set (hosted: the project's Supavisor transaction-mode URL,
 *   port 6543): ONE connection per function instance; the pooler shares the
 *   database's connections among all instances. DB_POOLER_CONNECTIONS raises
 *   it where one process stands for many instances (the local stack,
 *   docs/decisions/073).
 * - otherwise SUPABASE_DB_URL (the platform's direct URL; locally the stack's
 *   database), a pool of DB_POOL_SIZE (default 4) per instance.
 *
 * A transaction pooler hands each transaction to whichever server connection
 * is free, so nothing may outlive a transaction: the statement timeout is set
 * with set_config(..., true) inside each query's own transaction (a startup
 * `options=-c statement_timeout` or a session SET would not hold), and only
 * unnamed statements are used (pg names one only when given a name; queryRows
 * sends none: its statement goes by the simple protocol).
 */

/** Milliseconds a statement may run unless DB_STATEMENT_TIMEOUT_MS says otherwise: longer is a bug or an attack. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

export interface DatabaseSettings {
  url: string;
  /** Connections this instance may open. */
  max: number;
  via: "pooler" | "direct";
  statementTimeoutMs: number;
}

/** Which URL and how many connections, from the environment (pure: tests read it). */
export function databaseSettings(env: (name: string) => string | undefined = readEnv): DatabaseSettings {
  const statementTimeoutMs = positiveWhole(env("DB_STATEMENT_TIMEOUT_MS")) ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pooler = env("DB_POOLER_URL");
  if (pooler) return { url: pooler, max: positiveWhole(env("DB_POOLER_CONNECTIONS")) ?? 1, via: "pooler", statementTimeoutMs };
  const direct = env("SUPABASE_DB_URL");
  if (!direct) throw new Error("Missing environment variable(s): DB_POOLER_URL or SUPABASE_DB_URL");
  return { url: direct, max: positiveWhole(env("DB_POOL_SIZE")) ?? 4, via: "direct", statementTimeoutMs };
}

/** A setting that must be a whole number above zero, or undefined when it is unset or anything else. */
function positiveWhole(value: string | undefined): number | undefined {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : undefined;
}

let pool: pg.Pool | undefined;
let poolKey: string | undefined;

export function databasePool(settings: DatabaseSettings = databaseSettings()): pg.Pool {
  const key = `${settings.url} ${settings.max}`;
  if (!pool || poolKey !== key) {
    void pool?.end().catch(() => undefined);
    pool = new pg.Pool({
      connectionString: settings.url,
      max: settings.max,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
      application_name: "edge-function",
    });
    // An idle connection the server closed must not crash the function.
    pool.on("error", (error) => console.error("database pool:", error.message));
    poolKey = key;
  }
  return pool;
}

/**
 * The rows of one statement, run in a transaction of its own under the statement timeout, each
 * row parsed with `rowSchema` (a row of another shape throws, with zod's account of it).
 * One round trip: the timeout's set_config and the statement travel in one simple-protocol
 * message, which Postgres runs as one implicit transaction (the timeout, local to it, holds
 * through a transaction pooler and ends with it), the values written in as literals by
 * inlineParameters() (./sql-literals.ts; docs/decisions/072). `sql` is one statement.
 */
export async function queryRows<S extends z.ZodType>(rowSchema: S, sql: string, params: unknown[]): Promise<z.output<S>[]> {
  const settings = databaseSettings();
  const results: unknown = await databasePool(settings).query(
    `select set_config('statement_timeout', '${settings.statementTimeoutMs}', true); ${inlineParameters(sql, params)}`,
  );
  const last = (Array.isArray(results) ? results.at(-1) : results) as pg.QueryResult | undefined;
  return rowSchema.array().parse(last?.rows ?? []);
}

/** Closes the pool (tests; a function instance simply exits). */
export async function closeDatabasePool(): Promise<void> {
  const current = pool;
  pool = undefined;
  poolKey = undefined;
  await current?.end();
}

/**
 * Runs `work` on one pooled connection inside one transaction, with the
 * statement timeout set for that transaction only (as queryRows does, so it
 * holds through a transaction pooler): committed when `work` returns, rolled
 * back when it throws (and the error rethrown), so nothing it wrote is
 * half-stored. Advisory locks taken with pg_advisory_xact_lock end with it.
 */
export async function withTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const settings = databaseSettings();
  const client = await databasePool(settings).connect();
  let result: T;
  try {
    await client.query(`begin; select set_config('statement_timeout', '${settings.statementTimeoutMs}', true)`);
    result = await work(client);
    await client.query("commit");
  } catch (error) {
    // A connection whose rollback fails too is in an unknown state: it is closed, not reused.
    const rollbackFailed = await client.query("rollback").then(
      () => undefined,
      (rollbackError: Error) => rollbackError,
    );
    client.release(rollbackFailed);
    throw error;
  }
  client.release();
  return result;
}
