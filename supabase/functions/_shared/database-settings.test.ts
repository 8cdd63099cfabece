import { describe, expect, it } from "vitest";
import { databaseSettings, DEFAULT_STATEMENT_TIMEOUT_MS } from "./database.ts";

const from = (vars: Record<string, string>) => (name: string) => vars[name];
const POOLER = "postgres://postgres.ref:secret@pooler.example:6543/postgres";
const DIRECT = "postgres://postgres:secret@db.example:5432/postgres";

describe("databaseSettings", () => {
  it("holds one pooler connection per instance unless DB_POOLER_CONNECTIONS says more; DB_POOL_SIZE is the direct path's", () => {
    expect(databaseSettings(from({ DB_POOLER_URL: POOLER, SUPABASE_DB_URL: DIRECT, DB_POOL_SIZE: "8" }))).toEqual({
      url: POOLER,
      max: 1,
      via: "pooler",
      statementTimeoutMs: DEFAULT_STATEMENT_TIMEOUT_MS,
    });
    expect(databaseSettings(from({ DB_POOLER_URL: POOLER, DB_POOLER_CONNECTIONS: "4" })).max).toBe(4);
  });

  it("takes a count only when it is a whole number above zero", () => {
    for (const bad of ["", "0", "-2", "2.5", "four", "Infinity"]) {
      expect(databaseSettings(from({ DB_POOLER_URL: POOLER, DB_POOLER_CONNECTIONS: bad })).max, bad).toBe(1);
      expect(databaseSettings(from({ SUPABASE_DB_URL: DIRECT, DB_POOL_SIZE: bad })).max, bad).toBe(4);
      expect(databaseSettings(from({ SUPABASE_DB_URL: DIRECT, DB_STATEMENT_TIMEOUT_MS: bad })).statementTimeoutMs, bad).toBe(DEFAULT_STATEMENT_TIMEOUT_MS);
    }
  });

  it("falls back to the direct URL with a pool of DB_POOL_SIZE (4 unset), and says which variables are missing", () => {
    expect(databaseSettings(from({ SUPABASE_DB_URL: DIRECT, DB_POOL_SIZE: "6", DB_STATEMENT_TIMEOUT_MS: "750" }))).toEqual({
      url: DIRECT,
      max: 6,
      via: "direct",
      statementTimeoutMs: 750,
    });
    expect(() => databaseSettings(from({}))).toThrow("DB_POOLER_URL or SUPABASE_DB_URL");
  });
});
