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
 *
 * startStack reads as its steps; each lives in its own module:
 *   stack-layout.ts      ports, data directory and paths, URLs
 *   stack-supervisor.ts  what has started and must be stopped (abort, stop, exit safety net)
 *   stack-setup.ts       fresh or reused data, setup.json
 *   stack-services.ts    database, mail, functions, storage, gateway, side by side
 *   stack-timers.ts      the scheduled jobs (due mail, weekly report mail)
 */
import { mkdir } from "node:fs/promises";
import { discoverFunctions, type FunctionTarget } from "./functions.ts";
import { localKeys, type LocalKeys } from "./keys.ts";
import type { StackPorts } from "./ports.ts";
import { assertTraversable, postgresOsUser } from "./postgres.ts";
import { createLogger, type LogMode } from "./processes.ts";
import { RunState } from "./run-state.ts";
import { assertStackPortsFree, planLayout, stackUrls, type StackUrls } from "./stack-layout.ts";
import { startServices } from "./stack-services.ts";
import { prepareData, recordFinishedSetup } from "./stack-setup.ts";
import { StackSupervisor } from "./stack-supervisor.ts";
import { startScheduledJobs } from "./stack-timers.ts";

export { PortInUseError } from "./processes.ts";
export { StackStartAborted } from "./stack-supervisor.ts";
export type { StackUrls } from "./stack-layout.ts";

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
   * Run the due-mail job (the send-due-mail function) on its hosted
   * schedule, every 5 minutes, as Supabase Cron does hosted
   * (due-mail-timer.ts), and the weekly report mail (send-weekly-report-mail)
   * every hour. Default: on, except for an ephemeral stack (tests call the
   * jobs themselves).
   */
  scheduledJobs?: boolean;
  /**
   * Accept the legacy JWT keys (anon, service_role) besides the publishable
   * and secret keys, and give the functions SUPABASE_ANON_KEY and
   * SUPABASE_SERVICE_ROLE_KEY. Default: on. Off is a hosted project whose
   * legacy keys are deactivated (docs/decisions/043); the test stacks run so.
   */
  legacyKeys?: boolean;
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
  /** Whether the legacy keys are accepted (StackOptions.legacyKeys). */
  legacyKeys: boolean;
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

/**
 * Starts the stack: plans ports and directories, takes the data directory,
 * decides fresh or reused data, starts every part side by side, then the
 * scheduled jobs. Whatever fails (or an abort via `signal`) stops what started.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const startedAt = performance.now();
  const logger = createLogger(options.log === false || options.log === "quiet" ? "quiet" : "info");
  const layout = await planLayout(options);
  await mkdir(layout.dataDir, { recursive: true });
  const runState = await RunState.acquire(layout.dataDir, logger);
  const supervisor = new StackSupervisor({ logger, runState, signal: options.signal, ephemeralDataDir: options.ephemeral ? layout.dataDir : undefined });
  const functionTargets = new Map<string, FunctionTarget>();
  try {
    if (options.signal?.aborted) supervisor.abort();
    const functions = await discoverFunctions(layout.functionsRoot, layout.ports.functionsBase);
    await assertStackPortsFree(layout.ports, functions);
    const fresh = await prepareData(options, layout, runState, logger);
    const osUser = await postgresOsUser(logger);
    await assertTraversable(layout.dataDir, osUser);
    const keys = await localKeys();
    const legacyKeys = options.legacyKeys ?? true;
    const migrationsApplied = await startServices({ layout, fresh, supervisor, logger, osUser, keys, legacyKeys, functions, functionTargets });
    if (options.scheduledJobs ?? !options.ephemeral) {
      startScheduledJobs({ gatewayUrl: layout.gatewayUrl, secretKey: keys.secret, functions, logger, supervisor });
    }
    if (fresh) await recordFinishedSetup(layout);

    return {
      urls: stackUrls(layout),
      keys,
      legacyKeys,
      ports: layout.ports,
      databaseUrl: layout.databaseUrl,
      dataDir: layout.dataDir,
      storageRoot: layout.storageRoot,
      get functions(): StackFunction[] {
        return functions.map((fn) => ({ name: fn.name, port: fn.port, down: functionTargets.get(fn.name)?.down }));
      },
      setup: { fresh, migrationsApplied, startMs: Math.round(performance.now() - startedAt) },
      stop: () => supervisor.stop(),
    };
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
}
