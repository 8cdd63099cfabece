/**
 * A fresh Postgres 17 of its own (not the stack's), prepared as a new hosted
 * Supabase project is before its first migration: supabase/local/bootstrap.sql
 * (API roles, extensions, auth and storage schemas, no default privileges),
 * and nothing else: no migrations, no migration history.
 */
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { bootstrapDatabase } from "../../../supabase/local/database-setup.ts";
import { bootstrapFile } from "../../../supabase/local/paths.ts";
import { assertTraversable, databaseUrl, initCluster, postgresOsUser, startPostgres, waitForDatabase } from "../../../supabase/local/postgres.ts";
import { createLogger, findFreePortBlock } from "../../../supabase/local/processes.ts";

export interface HostedLikeDatabase {
  /** Superuser connection string. */
  url: string;
  stop(): Promise<void>;
}

export async function startHostedLikeDatabase(): Promise<HostedLikeDatabase> {
  const logger = createLogger("quiet");
  const dir = await mkdtemp(join(tmpdir(), "njpr-hosted-like-"));
  await chmod(dir, 0o755); // Postgres runs as the `postgres` OS user when we are root
  const user = await postgresOsUser(logger);
  await assertTraversable(dir, user);
  const dbDir = join(dir, "db");
  await initCluster(dbDir, user);
  const port = await findFreePortBlock(1);
  const postgres = await startPostgres({ dbDir, port, user, logger });
  const stop = async () => {
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const url = databaseUrl(port);
    await waitForDatabase(url, postgres);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await bootstrapDatabase(client, bootstrapFile);
    } finally {
      await client.end();
    }
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
