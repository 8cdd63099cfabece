/**
 * The local Supabase stack: Postgres 17, PostgREST 12, one Deno process per
 * edge function, MailDev, and a gateway with hosted Supabase's URL layout.
 *
 * Data lives in `dataDir` (default <repo>/.local):
 *   db/        the Postgres cluster          storage/<bucket>/<path>  public files
 *   mail/      caught mail (MailDev)         setup.json               written when first setup finished
 *   run/       pids of the running stack     postgrest.conf           rewritten on every start
 *
 * Data reuse: the first start (or any start after `reset: true`, or after a
 * first setup that did not finish) creates everything: initdb, bootstrap.sql,
 * every migration, seed.sql, the generated parcels, the storage assets.
 * Later starts reuse the data and only apply migrations not yet recorded in
 * supabase_migrations.schema_migrations; seed, parcels and assets are not run
 * again. `reset: true` (`npm run dev -- --reset`) wipes the data directory.
 */
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { applyPendingMigrations, bootstrapDatabase, runSeed } from "./database-setup.ts";
import { discoverFunctions, functionEnv, startFunction, waitForFunction, type FunctionTarget } from "./functions.ts";
import { startGateway, type RunningGateway } from "./gateway.ts";
import { localKeys, type LocalKeys } from "./keys.ts";
import { RETRY_EVERY_MINUTES } from "../functions/_shared/leads/retry-policy.ts";
import { startFunctionTimer, startMailRetryTimer, type MailRetryTimer } from "./mail-retry-timer.ts";
import { startMailDev, waitForMailDev } from "./maildev.ts";
import { bootstrapFile, defaultDataDir, functionsDir as defaultFunctionsDir, migrationsDir, seedFile, supabaseDir } from "./paths.ts";
import { DEFAULT_PORTS, type StackPorts } from "./ports.ts";
import {
  assertTraversable,
  databaseUrl as superuserUrl,
  initCluster,
  POSTGRES_MAJOR,
  postgresOsUser,
  startPostgres,
  waitForDatabase,
} from "./postgres.ts";
import { startPostgrest, waitForPostgrest } from "./postgrest.ts";
import { assertPortsFree, createLogger, findFreePortBlock, type Child, type LogMode, type StackLogger } from "./processes.ts";
import { RunState } from "./run-state.ts";
import { storageAssets } from "./storage-assets.ts";

export { PortInUseError } from "./processes.ts";

export interface StackOptions {
  /** Ports to use; unspecified ones default to DEFAULT_PORTS (`vite` is not used by the stack). */
  ports?: Partial<StackPorts>;
  /** Absolute or cwd-relative data directory; default <repo>/.local. */
  dataDir?: string;
  /** Wipe the data directory and set everything up again. */
  reset?: boolean;
  /** How many nj_parcels rows a first setup generates; default env NJ_PARCELS, else 20000. */
  parcels?: number;
  /**
   * A throwaway stack, for tests: fresh data in a new directory under the OS
   * temp dir (deleted by stop()), and free ports for every port `ports` does
   * not set. `dataDir` and `reset` are ignored.
   */
  ephemeral?: boolean;
  /** "info" or true (default): progress and child output; "quiet" or false: only problems. */
  log?: LogMode | boolean;
  /** Where the edge functions are; default <repo>/supabase/functions. */
  functionsDir?: string;
  /** Aborting it during startup stops what has started and rejects with StackStartAborted. */
  signal?: AbortSignal;
  /**
   * Run the lead-mail retry job (the retry-lead-mail function) on its hosted
   * schedule, every 5 minutes, as Supabase Cron does hosted
   * (mail-retry-timer.ts), and the weekly report mail (send-weekly-report-mail)
   * every hour. Default: on, except for an ephemeral stack (tests call the
   * jobs themselves).
   */
  mailRetry?: boolean;
}

/** startStack's rejection when its `signal` was aborted during startup. */
export class StackStartAborted extends Error {
  constructor() {
    super("local stack startup was interrupted");
    this.name = "StackStartAborted";
  }
}

export interface StackUrls {
  /** What VITE_SUPABASE_URL points at. */
  gateway: string;
  rest: string;
  functions: string;
  /** Prefix of public objects: `${storage}/<bucket>/<path>`. */
  storage: string;
  /** PostgREST itself, behind the gateway (no apikey check). */
  postgrest: string;
  mailWeb: string;
  smtp: string;
}

export interface StackFunction {
  name: string;
  port: number;
  /** Why it is not serving, when it failed to start or crashed. */
  down?: string;
}

export interface RunningStack {
  urls: StackUrls;
  keys: LocalKeys;
  ports: StackPorts;
  /** Superuser connection string. */
  databaseUrl: string;
  dataDir: string;
  storageRoot: string;
  functions: StackFunction[];
  setup: {
    /** True when this start created the data; false when it reused it. */
    fresh: boolean;
    /** Migrations applied by this start ("<version>_<name>"). */
    migrationsApplied: string[];
    /** Time from the call to ready, in ms. */
    startMs: number;
  };
  /** Stops every part and waits until each process is gone. Safe to call twice. */
  stop(): Promise<void>;
}

interface SetupRecord {
  complete: boolean;
  createdAt: string;
  parcels: number;
}

const DEFAULT_PARCELS = 20_000;

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const startedAt = performance.now();
  const logger = createLogger(options.log === false || options.log === "quiet" ? "quiet" : "info");
  const functionsRoot = options.functionsDir ?? defaultFunctionsDir;
  const functionNames = (await discoverFunctions(functionsRoot, 0)).map((fn) => fn.name);
  const ports: StackPorts = options.ephemeral
    ? { ...(await freeStackPorts(functionNames.length)), ...options.ports }
    : { ...DEFAULT_PORTS, ...options.ports };
  const dataDir = options.ephemeral ? await makeTempDataDir() : resolve(options.dataDir ?? defaultDataDir);
  const shownDir = relative(process.cwd(), dataDir) || ".";
  const parcelCount = options.parcels ?? parcelsFromEnv() ?? DEFAULT_PARCELS;
  const dbDir = join(dataDir, "db");
  const storageRoot = join(dataDir, "storage");
  const setupFile = join(dataDir, "setup.json");
  const databaseUrl = superuserUrl(ports.postgres);
  const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;

  await mkdir(dataDir, { recursive: true });
  const runState = await RunState.acquire(dataDir, logger);
  const children: Child[] = [];
  let gateway: RunningGateway | undefined;
  let mailRetryTimer: MailRetryTimer | undefined;
  let weeklyReportTimer: MailRetryTimer | undefined;
  let stopping: Promise<void> | undefined;

  // Safety net: if the process exits without stop(), each child still gets its stop signal.
  const onExit = (): void => {
    for (const child of children) {
      if (!child.running) continue;
      try {
        process.kill(child.pid, child.stopSignal);
      } catch {
        // gone already
      }
    }
  };
  process.on("exit", onExit);

  // Interrupted startup: stop what runs (and whatever starts meanwhile); waits then fail fast.
  let aborted = false;
  const abort = (): void => {
    aborted = true;
    logger.silenceAll();
    for (const child of children) void child.stop();
  };
  options.signal?.addEventListener("abort", abort, { once: true });

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      options.signal?.removeEventListener("abort", abort);
      logger.silenceOutput();
      await mailRetryTimer?.stop();
      await weeklyReportTimer?.stop();
      await gateway?.close();
      const postgres = children.filter((child) => child.name === "postgres");
      await Promise.all(children.filter((child) => child.name !== "postgres").map((child) => child.stop()));
      await Promise.all(postgres.map((child) => child.stop(30_000)));
      process.off("exit", onExit);
      runState.release();
      if (options.ephemeral) await rm(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  const functionTargets = new Map<string, FunctionTarget>();
  const track = (child: Child, onCrash?: (reason: string) => void): Child => {
    children.push(child);
    runState.record(child);
    if (aborted) void child.stop();
    child.onUnexpectedExit((info) => {
      // A terminal's Ctrl-C reaches the children too; give our own shutdown a moment to begin.
      setTimeout(() => {
        if (stopping || !child.ready) return;
        const reason = `exited unexpectedly (${child.describeExit(info)})`;
        onCrash?.(reason);
        logger.warn(`${child.name} ${reason}. Its last output:\n${child.tail()}`);
      }, 300);
    });
    return child;
  };

  try {
    if (options.signal?.aborted) abort();
    const functions = await discoverFunctions(functionsRoot, ports.functionsBase);
    await assertPortsFree({
      gateway: ports.gateway,
      Postgres: ports.postgres,
      PostgREST: ports.postgrest,
      "MailDev web": ports.mailWeb,
      "MailDev SMTP": ports.mailSmtp,
      ...Object.fromEntries(functions.map((fn) => [`function ${fn.name}`, fn.port])),
    });

    const previous = readSetup(setupFile);
    const pgVersion = await readFile(join(dbDir, "PG_VERSION"), "utf8").then((text) => text.trim(), () => undefined);
    if (!options.reset && previous?.complete && pgVersion && pgVersion !== POSTGRES_MAJOR) {
      throw new Error(`${shownDir}/db was created by Postgres ${pgVersion}; this stack runs ${POSTGRES_MAJOR}. Start with --reset to recreate it.`);
    }
    const fresh = Boolean(options.reset) || Boolean(options.ephemeral) || !previous?.complete || pgVersion === undefined;
    if (fresh) {
      const why = options.reset ? "reset requested" : previous ? "the last first-time setup did not finish" : "no local data yet";
      logger.info(`setting up new local data in ${shownDir} (${why}): initdb, bootstrap, migrations, seed, ${parcelCount} parcels, storage assets`);
      logger.info("later starts reuse it and apply only new migrations; --reset starts over");
      await wipe(dataDir);
      runState.write();
    } else {
      logger.info(`reusing the local data in ${shownDir} (set up ${previous?.createdAt ?? "earlier"}): only new migrations run, seed not re-run; --reset starts over`);
    }

    const osUser = await postgresOsUser(logger);
    await assertTraversable(dataDir, osUser);
    const keys = await localKeys();
    const migrationsApplied: string[] = [];

    const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
      const t0 = performance.now();
      const result = await work();
      logger.info(`${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
      return result;
    };

    const database = async (): Promise<void> => {
      if (fresh) await timed("initdb", () => initCluster(dbDir, osUser));
      const postgres = track(await startPostgres({ dbDir, port: ports.postgres, user: osUser, logger }));
      await timed(`Postgres ${POSTGRES_MAJOR} on 127.0.0.1:${ports.postgres}`, () => waitForDatabase(databaseUrl, postgres));
      postgres.ready = true;
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on("error", () => undefined); // a server that dies mid-setup fails the query instead
      await client.connect();
      try {
        if (fresh) await bootstrapDatabase(client, bootstrapFile);
        const applied = await timed("migrations", () => applyPendingMigrations(client, migrationsDir, logger.warn));
        for (const migration of applied) migrationsApplied.push(`${migration.version}_${migration.name}`);
        logger.info(applied.length ? `applied ${applied.length} migration(s): ${migrationsApplied.join(", ")}` : "no new migrations");
        if (fresh && (await runSeed(client, seedFile))) logger.info("seed.sql applied");
      } finally {
        await client.end();
      }
      if (fresh) await timed(`${parcelCount} parcels`, () => fillParcels(databaseUrl, parcelCount, logger));
      const postgrest = track(await startPostgrest({ dataDir, port: ports.postgrest, postgresPort: ports.postgres, logger }));
      await timed(`PostgREST on 127.0.0.1:${ports.postgrest}`, () => waitForPostgrest(ports.postgrest, postgrest));
      postgrest.ready = true;
    };

    const mail = async (): Promise<void> => {
      const child = track(await startMailDev({ smtpPort: ports.mailSmtp, webPort: ports.mailWeb, mailDir: join(dataDir, "mail"), logger }));
      await waitForMailDev(child, ports.mailSmtp, ports.mailWeb);
      child.ready = true;
    };

    const edgeFunctions = async (): Promise<void> => {
      const env = functionEnv({ supabaseUrl: gatewayUrl, anonKey: keys.anon, serviceRoleKey: keys.serviceRole, databaseUrl, smtpPort: ports.mailSmtp });
      await Promise.all(
        functions.map(async (fn) => {
          const target: FunctionTarget = { port: fn.port };
          functionTargets.set(fn.name, target);
          const child = track(await startFunction(fn, env, logger), (reason) => (target.down = reason));
          try {
            await waitForFunction(fn, child);
            child.ready = true;
          } catch (error) {
            // One broken function must not take the stack down: the gateway answers 503 for it.
            target.down = "it failed to start";
            logger.warn(`edge function ${fn.name} failed to start; /functions/v1/${fn.name} answers 503.\n${(error as Error).message}`);
            await child.stop();
          }
        }),
      );
      if (functions.length) logger.info(`edge functions: ${functions.map((fn) => `${fn.name} (:${fn.port})`).join(", ")}`);
    };

    const storage = async (): Promise<void> => {
      await mkdir(storageRoot, { recursive: true });
      if (fresh) for (const generate of storageAssets) await generate(storageRoot);
    };

    const api = async (): Promise<void> => {
      gateway = await startGateway(ports.gateway, { postgrestPort: ports.postgrest, functions: functionTargets, storageRoot, logger });
    };

    const results = await Promise.allSettled([database(), mail(), edgeFunctions(), storage(), api()]);
    if (aborted) throw new StackStartAborted();
    const failures = results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
    if (failures.length) {
      for (const extra of failures.slice(1)) logger.warn(`also failed: ${errorMessage(extra)}`);
      throw failures[0];
    }

    if ((options.mailRetry ?? !options.ephemeral) && functions.some((fn) => fn.name === "retry-lead-mail")) {
      mailRetryTimer = startMailRetryTimer({ url: `${gatewayUrl}/functions/v1/retry-lead-mail`, serviceKey: keys.serviceRole, logger });
      logger.info(`lead-mail retry job: every ${RETRY_EVERY_MINUTES} minutes, as hosted (retry-lead-mail)`);
    }
    if ((options.mailRetry ?? !options.ephemeral) && functions.some((fn) => fn.name === "send-weekly-report-mail")) {
      // Hosted: Mondays, hourly 13:15-22:15 UTC. The job mails only last week's figures and
      // at most once per showcase per week, so locally it runs every hour on the hour.
      weeklyReportTimer = startFunctionTimer({
        url: `${gatewayUrl}/functions/v1/send-weekly-report-mail`,
        serviceKey: keys.serviceRole,
        logger,
        everyMs: 60 * 60_000,
        label: "weekly report mail",
        describe: (answer) => {
          const mails = (answer as { mails?: { status: string }[] }).mails ?? [];
          if (mails.length === 0) return null;
          const sent = mails.filter((mail) => mail.status === "sent").length;
          return `weekly report mail: ${sent} sent, ${mails.length - sent} failed`;
        },
      });
      logger.info("weekly report mail: every hour (send-weekly-report-mail; hosted: Mondays)");
    }

    if (fresh) {
      const record: SetupRecord = { complete: true, createdAt: new Date().toISOString(), parcels: parcelCount };
      await writeFile(setupFile, `${JSON.stringify(record, null, 2)}\n`);
    }

    return {
      urls: {
        gateway: gatewayUrl,
        rest: `${gatewayUrl}/rest/v1`,
        functions: `${gatewayUrl}/functions/v1`,
        storage: `${gatewayUrl}/storage/v1/object/public`,
        postgrest: `http://127.0.0.1:${ports.postgrest}`,
        mailWeb: `http://127.0.0.1:${ports.mailWeb}`,
        smtp: `smtp://127.0.0.1:${ports.mailSmtp}`,
      },
      keys,
      ports,
      databaseUrl,
      dataDir,
      storageRoot,
      get functions(): StackFunction[] {
        return functions.map((fn) => ({ name: fn.name, port: fn.port, down: functionTargets.get(fn.name)?.down }));
      },
      setup: { fresh, migrationsApplied, startMs: Math.round(performance.now() - startedAt) },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One block of consecutive free ports: the five services, then one per function. */
async function freeStackPorts(functionCount: number): Promise<StackPorts> {
  const base = await findFreePortBlock(6 + functionCount);
  return { gateway: base, postgres: base + 1, mailWeb: base + 2, mailSmtp: base + 3, postgrest: base + 4, vite: base + 5, functionsBase: base + 6 };
}

/** A new data directory under the OS temp dir that the `postgres` OS user can enter. */
async function makeTempDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "njpr-stack-"));
  await chmod(dir, 0o755);
  return dir;
}

function parcelsFromEnv(): number | undefined {
  const value = process.env.NJ_PARCELS;
  if (value === undefined || value === "") return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new Error(`NJ_PARCELS must be a whole number, got "${value}"`);
  return count;
}

function readSetup(file: string): SetupRecord | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as SetupRecord;
  } catch {
    return undefined;
  }
}

/** What the stack writes into a data directory; wiping refuses to delete anything else. */
const OWN_ENTRIES = new Set(["db", "storage", "mail", "run", "setup.json", "postgrest.conf", ".initdb-password"]);

/** Empties the data directory, keeping run/ (the pid records of this very start). */
async function wipe(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir);
  const foreign = entries.filter((entry) => !OWN_ENTRIES.has(entry));
  if (foreign.length) {
    throw new Error(`Refusing to wipe ${dataDir}: it holds files the local stack did not create (${foreign.slice(0, 5).join(", ")}). Choose an empty or stack-only data directory.`);
  }
  for (const entry of entries) {
    if (entry !== "run") await rm(join(dataDir, entry), { recursive: true, force: true });
  }
}

/** fillParcels from supabase/local/parcels.ts, when that file exists. */
async function fillParcels(databaseUrl: string, count: number, logger: StackLogger): Promise<void> {
  const file = join(supabaseDir, "local", "parcels.ts");
  if (!existsSync(file)) {
    logger.warn("supabase/local/parcels.ts does not exist yet: nj_parcels stays empty");
    return;
  }
  const mod: unknown = await import(pathToFileURL(file).href);
  const fill = typeof mod === "object" && mod !== null ? (mod as Record<string, unknown>).fillParcels : undefined;
  if (typeof fill !== "function") throw new Error("supabase/local/parcels.ts must export fillParcels(databaseUrl, count)");
  await (fill as (url: string, n: number) => Promise<void>)(databaseUrl, count);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
