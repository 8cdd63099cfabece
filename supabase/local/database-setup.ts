/**
 * What runs inside the local database: the bootstrap (roles hosted Supabase
 * already has), the migrations in filename order, the seed.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import type pg from "pg";

/** authenticator's password on the local database (PostgREST logs in with it). */
export const AUTHENTICATOR_PASSWORD = "postgres";

export interface Migration {
  /** The timestamp prefix, e.g. "20250101120000". */
  version: string;
  /** The rest of the file name without `.sql`, e.g. "create_service_pricing". */
  name: string;
  file: string;
}

/** Runs bootstrap.sql as the superuser, then sets authenticator's password. */
export async function bootstrapDatabase(client: pg.Client, bootstrapFile: string): Promise<void> {
  await runSqlFile(client, bootstrapFile, "bootstrap");
  await client.query(`alter role authenticator with login password '${AUTHENTICATOR_PASSWORD}'`);
}

/** Migration files as the Supabase CLI reads them: `<timestamp>_<name>.sql`, in filename order. */
export async function listMigrations(dir: string): Promise<{ migrations: Migration[]; ignored: string[] }> {
  const files = existsSync(dir) ? (await readdir(dir)).filter((file) => file.endsWith(".sql")).sort() : [];
  const migrations: Migration[] = [];
  const ignored: string[] = [];
  for (const file of files) {
    const match = /^(\d+)_(.+)\.sql$/.exec(file);
    if (match?.[1] && match[2]) migrations.push({ version: match[1], name: match[2], file: join(dir, file) });
    else ignored.push(file);
  }
  return { migrations, ignored };
}

/**
 * The migration history, created as the Supabase CLI creates it on its first
 * `db push` (same statements), so the CLI and this runner read each other's.
 */
const MIGRATION_HISTORY_TABLE = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
  alter table supabase_migrations.schema_migrations add column if not exists statements text[];
  alter table supabase_migrations.schema_migrations add column if not exists name text;
`;

/**
 * Applies every migration not yet recorded in
 * supabase_migrations.schema_migrations, each in its own transaction together
 * with its bookkeeping row. Returns the ones applied.
 */
export async function applyPendingMigrations(client: pg.Client, dir: string, warn: (message: string) => void): Promise<Migration[]> {
  const { migrations, ignored } = await listMigrations(dir);
  for (const file of ignored) warn(`skipping supabase/migrations/${file}: the name is not <timestamp>_<name>.sql`);
  await client.query(MIGRATION_HISTORY_TABLE);
  const recorded = await client.query<{ version: string }>("select version from supabase_migrations.schema_migrations");
  const done = new Set(recorded.rows.map((row) => row.version));
  const known = new Set(migrations.map((migration) => migration.version));
  for (const version of done) {
    if (!known.has(version)) warn(`migration ${version} is recorded in the database but its file is gone (renamed?). Use --reset if the schema is off.`);
  }
  const pending = migrations.filter((migration) => !done.has(migration.version));
  for (const migration of pending) {
    const sql = await readFile(migration.file, "utf8");
    await client.query("begin");
    try {
      await client.query(sql);
      await client.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
        migration.version,
        migration.name,
      ]);
      await client.query("commit");
    } catch (error) {
      await client.query("rollback").catch(() => undefined);
      throw sqlError(error, `migration ${basename(migration.file)}`, sql);
    }
  }
  return pending;
}

/** Runs supabase/seed.sql (if there is one) in one transaction. */
export async function runSeed(client: pg.Client, file: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  await client.query("begin");
  try {
    await runSqlFile(client, file, "seed.sql");
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  }
  return true;
}

async function runSqlFile(client: pg.Client, file: string, label: string): Promise<void> {
  const sql = await readFile(file, "utf8");
  try {
    await client.query(sql);
  } catch (error) {
    throw sqlError(error, label, sql);
  }
}

/** A readable error: which file, which line, Postgres's message, detail and hint. */
function sqlError(error: unknown, label: string, sql: string): Error {
  if (!(error instanceof Error)) return new Error(`${label} failed: ${String(error)}`);
  const details = error as Error & { position?: string; detail?: string; hint?: string; where?: string };
  let where = "";
  const position = Number(details.position);
  if (Number.isFinite(position) && position > 0) {
    const before = sql.slice(0, position - 1);
    const line = before.split("\n").length;
    const text = sql.split("\n")[line - 1] ?? "";
    where = ` at line ${line}: ${text.trim()}`;
  }
  const extra = [details.detail && `DETAIL: ${details.detail}`, details.hint && `HINT: ${details.hint}`, details.where && `CONTEXT: ${details.where}`]
    .filter(Boolean)
    .join("\n");
  return new Error(`${label} failed${where}\n${error.message}${extra ? `\n${extra}` : ""}`, { cause: error });
}
