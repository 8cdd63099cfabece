import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { z } from "zod";
import { closeDatabasePool, databasePool, databaseSettings, queryRows } from "../../supabase/functions/_shared/database.ts";

/**
 * The functions' database connection on the pooler path
 * (docs/decisions/044-pooler-caller-address-smtp.md), against the fresh
 * stack's database standing in for the transaction pooler (DB_POOLER_URL = the
 * database), configured as a hosted instance is: one connection per instance
 * (the stack's own functions hold four, docs/decisions/073), the statement
 * timeout set inside each query's own transaction,
 * values sent as exactly themselves, no prepared statement left on the connection.
 */

const stack = inject("stack");

beforeAll(() => {
  vi.stubEnv("DB_POOLER_URL", stack.databaseUrl);
  vi.stubEnv("SUPABASE_DB_URL", "postgres://nobody@127.0.0.1:1/not-this-one");
  vi.stubEnv("DB_POOL_SIZE", "8");
  vi.stubEnv("DB_STATEMENT_TIMEOUT_MS", "400");
});

afterAll(async () => {
  await closeDatabasePool();
  vi.unstubAllEnvs();
});

describe("the functions' database connection through DB_POOLER_URL", () => {
  it("opens one connection per instance, whatever DB_POOL_SIZE says: concurrent queries take turns on it", async () => {
    expect(databaseSettings()).toMatchObject({ via: "pooler", max: 1, url: stack.databaseUrl, statementTimeoutMs: 400 });
    expect(databasePool().options.max).toBe(1);
    const row = z.object({ pid: z.number() });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => queryRows(row, "select pg_backend_pid() as pid from pg_sleep(0.05)", [])),
    );
    expect(new Set(answers.map((rows) => rows[0]?.pid)).size).toBe(1);
    expect(databasePool().totalCount).toBe(1);
  });

  it("cancels a statement that runs past the timeout, and the connection serves the next query", async () => {
    await expect(queryRows(z.object({}), "select pg_sleep(2)", [])).rejects.toMatchObject({ code: "57014" });
    const rows = await queryRows(z.object({ answer: z.number() }), "select $1::int + 1 as answer", [41]);
    expect(rows).toEqual([{ answer: 42 }]);
  });

  it("sets the timeout for the query's own transaction only, never for the (pooled) session", async () => {
    const inside = await queryRows(z.object({ timeout: z.string() }), "select current_setting('statement_timeout') as timeout", []);
    expect(inside).toEqual([{ timeout: "400ms" }]);
    const client = await databasePool().connect();
    try {
      const outside = await client.query<{ timeout: string }>("select current_setting('statement_timeout') as timeout");
      expect(outside.rows[0]?.timeout).not.toBe("400ms");
    } finally {
      client.release();
    }
  });

  it("sends each value as exactly that value: quotes, backslashes, placeholders and statements in text stay text", async () => {
    const hostile = [
      "O'Brien",
      "'; select pg_sleep(5); --",
      "a\\'; drop table public.appointments; --",
      "$1 $$ $tag$ /* -- */",
      'ünïcødé "quoted" \\x41 \u2028',
    ];
    for (const value of hostile) {
      const rows = await queryRows(z.object({ v: z.string(), n: z.number() }), "select $1::text as v, length($1) as n", [value]);
      expect(rows, value).toEqual([{ v: value, n: [...value].length }]);
    }
    const typed = await queryRows(
      z.object({ a: z.array(z.string().nullable()), j: z.unknown(), d: z.date(), b: z.boolean(), x: z.string() }),
      "select $1::text[] as a, $2::jsonb as j, $3::timestamptz as d, $4::boolean as b, encode($5::bytea, 'hex') as x",
      [["a b", null, "c'd"], { path: "/x'y", list: [1, 2] }, new Date("2026-12-01T10:00:00Z"), false, new Uint8Array([0, 171])],
    );
    expect(typed).toEqual([{ a: ["a b", null, "c'd"], j: { path: "/x'y", list: [1, 2] }, d: new Date("2026-12-01T10:00:00Z"), b: false, x: "00ab" }]);
  });

  it("leaves no prepared statement on the connection", async () => {
    await queryRows(z.object({ n: z.number() }), "select $1::int as n", [1]);
    const rows = await queryRows(z.object({ prepared: z.number() }), "select count(*)::int as prepared from pg_prepared_statements", []);
    expect(rows).toEqual([{ prepared: 0 }]);
  });
});
