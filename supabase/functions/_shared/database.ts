// @ts-types="npm:@types/pg@8.23.1"
import pg from "pg";
import type { z } from "zod";
import { readEnv, requireEnv } from "./env.ts";

/**
 * A small Postgres pool over SUPABASE_DB_URL (hosted Supabase gives every
 * function this secret; the local stack passes its own). For reads that must
 * be fast and are closed to anon: nj_parcels through search_nj_parcels().
 * DB_POOL_SIZE (default 4) caps the connections one function instance opens.
 */

let pool: pg.Pool | undefined;
let poolUrl: string | undefined;

export function databasePool(): pg.Pool {
  const { SUPABASE_DB_URL } = requireEnv("SUPABASE_DB_URL");
  if (!pool || poolUrl !== SUPABASE_DB_URL) {
    void pool?.end().catch(() => undefined);
    const size = Number(readEnv("DB_POOL_SIZE") ?? "4");
    pool = new pg.Pool({
      connectionString: SUPABASE_DB_URL,
      max: Number.isInteger(size) && size > 0 ? size : 4,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
      // A statement that runs longer than this is a bug or an attack; never let it pile up.
      statement_timeout: 5_000,
      application_name: "edge-function",
    });
    // An idle connection the server closed must not crash the function.
    pool.on("error", (error) => console.error("database pool:", error.message));
    poolUrl = SUPABASE_DB_URL;
  }
  return pool;
}

/**
 * The rows of one statement over the pool, each parsed with `rowSchema` (a
 * row of another shape throws, with zod's account of it).
 */
export async function queryRows<S extends z.ZodType>(rowSchema: S, sql: string, params: unknown[]): Promise<z.output<S>[]> {
  const { rows } = await databasePool().query(sql, params);
  return rowSchema.array().parse(rows);
}

/** Closes the pool (tests; a function instance simply exits). */
export async function closeDatabasePool(): Promise<void> {
  const current = pool;
  pool = undefined;
  poolUrl = undefined;
  await current?.end();
}

/**
 * Runs `work` on one pooled connection inside one transaction: committed when
 * it returns, rolled back when it throws (and the error rethrown), so nothing
 * it wrote is half-stored.
 */
export async function withTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await databasePool().connect();
  let broken = false;
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    // A connection that could not roll back is not given to the next caller.
    client.release(broken ? true : undefined);
  }
}
