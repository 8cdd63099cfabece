/**
 * The parts of the local stack, started side by side by startServices: the
 * database (Postgres, its setup, PostgREST), mail (MailDev), the edge
 * functions, storage, and the gateway. Each child is tracked by the
 * supervisor as soon as it is spawned, so an abort or a failure stops it.
 */
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { readAuthSettings } from "./auth/auth-config.ts";
import { createAuthServer } from "./auth/auth-server.ts";
import { applyPendingMigrations, bootstrapDatabase, runSeed } from "./database-setup.ts";
import { functionsWithoutJwtCheck } from "./function-config.ts";
import { functionEnv, startFunction, waitForFunction, type EdgeFunction, type FunctionTarget } from "./functions.ts";
import { startGateway } from "./gateway.ts";
import type { LocalKeys } from "./keys.ts";
import { startMailDev, waitForMailDev } from "./maildev.ts";
import { bootstrapFile, migrationsDir, seedFile, supabaseDir } from "./paths.ts";
import { LOCAL_JWT_SECRET } from "./ports.ts";
import { initCluster, POSTGRES_MAJOR, startPostgres, waitForDatabase, type OsUser } from "./postgres.ts";
import { startPostgrest, waitForPostgrest } from "./postgrest.ts";
import type { StackLogger } from "./processes.ts";
import type { StackLayout } from "./stack-layout.ts";
import { StackStartAborted, type StackSupervisor } from "./stack-supervisor.ts";
import { storageAssets } from "./storage-assets.ts";
import { readStorageFileSizeLimit } from "./storage-api.ts";
import { storageDatabase } from "./storage-buckets.ts";

export interface ServiceContext {
  layout: StackLayout;
  /** This start sets the data up (initdb, bootstrap, seed, parcels, storage assets). */
  fresh: boolean;
  supervisor: StackSupervisor;
  logger: StackLogger;
  /** Who Postgres runs as, when we are root. */
  osUser: OsUser | undefined;
  keys: LocalKeys;
  /** Whether the legacy JWT keys are on (StackOptions.legacyKeys). */
  legacyKeys: boolean;
  functions: EdgeFunction[];
  /** Where the gateway sends each function's requests, and whether it is down; filled by startEdgeFunctions. */
  functionTargets: Map<string, FunctionTarget>;
}

/**
 * Starts every part side by side and waits for all of them. Rejects with
 * StackStartAborted after an abort, else with the first failure (the others
 * are logged). Resolves with the migrations this start applied.
 */
export async function startServices(context: ServiceContext): Promise<string[]> {
  const results = await Promise.allSettled([
    startDatabase(context),
    startMail(context),
    startEdgeFunctions(context),
    prepareStorage(context),
    startApiGateway(context),
  ]);
  if (context.supervisor.aborted) throw new StackStartAborted();
  const failures = results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
  if (failures.length) {
    for (const extra of failures.slice(1)) context.logger.warn(`also failed: ${errorMessage(extra)}`);
    throw failures[0];
  }
  const [database] = results;
  return database.status === "fulfilled" ? database.value : [];
}

/** Postgres (initdb first when fresh), bootstrap, migrations, seed, parcels, then PostgREST. Returns the migrations applied. */
async function startDatabase({ layout, fresh, supervisor, logger, osUser }: ServiceContext): Promise<string[]> {
  const { dbDir, dataDir, databaseUrl, ports, parcelCount } = layout;
  const migrationsApplied: string[] = [];
  if (fresh) await timed(logger, "initdb", () => initCluster(dbDir, osUser));
  const postgres = supervisor.track(await startPostgres({ dbDir, port: ports.postgres, user: osUser, logger }));
  await timed(logger, `Postgres ${POSTGRES_MAJOR} on 127.0.0.1:${ports.postgres}`, () => waitForDatabase(databaseUrl, postgres));
  postgres.ready = true;
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", () => undefined); // a server that dies mid-setup fails the query instead
  await client.connect();
  try {
    if (fresh) await bootstrapDatabase(client, bootstrapFile);
    const applied = await timed(logger, "migrations", () => applyPendingMigrations(client, migrationsDir, logger.warn));
    for (const migration of applied) migrationsApplied.push(`${migration.version}_${migration.name}`);
    logger.info(applied.length ? `applied ${applied.length} migration(s): ${migrationsApplied.join(", ")}` : "no new migrations");
    if (fresh && (await runSeed(client, seedFile))) logger.info("seed.sql applied");
  } finally {
    await client.end();
  }
  if (fresh) await timed(logger, `${parcelCount} parcels`, () => fillParcels(databaseUrl, parcelCount, logger));
  const postgrest = supervisor.track(await startPostgrest({ dataDir, port: ports.postgrest, postgresPort: ports.postgres, logger }));
  await timed(logger, `PostgREST on 127.0.0.1:${ports.postgrest}`, () => waitForPostgrest(ports.postgrest, postgrest));
  postgrest.ready = true;
  return migrationsApplied;
}

/** MailDev: SMTP for the functions, a web page to read what they sent. */
async function startMail({ layout, supervisor, logger }: ServiceContext): Promise<void> {
  const { ports, dataDir } = layout;
  const child = supervisor.track(await startMailDev({ smtpPort: ports.mailSmtp, webPort: ports.mailWeb, mailDir: join(dataDir, "mail"), logger }));
  await waitForMailDev(child, ports.mailSmtp, ports.mailWeb);
  child.ready = true;
}

/** One Deno process per function; one that fails to start is marked down (the gateway answers 503), not fatal. */
async function startEdgeFunctions({ layout, supervisor, logger, keys, legacyKeys, functions, functionTargets }: ServiceContext): Promise<void> {
  const { gatewayUrl, databaseUrl, ports } = layout;
  const env = functionEnv({ supabaseUrl: gatewayUrl, keys, legacyKeys, databaseUrl, smtpPort: ports.mailSmtp });
  const withoutJwtCheck = functionsWithoutJwtCheck(join(dirname(layout.functionsRoot), "config.toml"));
  await Promise.all(
    functions.map(async (fn) => {
      const target: FunctionTarget = { port: fn.port, verifyJwt: !withoutJwtCheck.has(fn.name) };
      functionTargets.set(fn.name, target);
      const child = supervisor.track(await startFunction(fn, env, logger), (reason) => (target.down = reason));
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
}

/** The storage directory; when fresh, the generated assets in it. */
async function prepareStorage({ layout, fresh }: ServiceContext): Promise<void> {
  await mkdir(layout.storageRoot, { recursive: true });
  if (fresh) for (const generate of storageAssets) await generate(layout.storageRoot);
}

/** The gateway (and its bucket lookups), handed to the supervisor to close on stop. */
async function startApiGateway({ layout, supervisor, logger, keys, legacyKeys, functionTargets }: ServiceContext): Promise<void> {
  const { ports, storageRoot, databaseUrl } = layout;
  const buckets = storageDatabase(databaseUrl);
  // The Auth stand-in: its settings from supabase/config.toml, its mail to MailDev (docs/decisions/054).
  const auth = createAuthServer({
    databaseUrl,
    jwtSecret: LOCAL_JWT_SECRET,
    issuer: `${layout.gatewayUrl}/auth/v1`,
    smtpPort: ports.mailSmtp,
    settings: readAuthSettings(join(supabaseDir, "config.toml")),
  });
  const closeAll = () => Promise.allSettled([buckets.close(), auth.close()]).then(() => undefined);
  try {
    const gateway = await startGateway(ports.gateway, {
      postgrestPort: ports.postgrest,
      functions: functionTargets,
      storageRoot,
      isPublicBucket: (bucket) => buckets.isPublic(bucket),
      storage: { database: buckets, maxFileSize: readStorageFileSizeLimit(join(supabaseDir, "config.toml")) },
      logger,
      keys,
      legacyKeys,
      auth: (request) => auth.app.fetch(request),
    });
    supervisor.gateway = { url: gateway.url, close: () => gateway.close().finally(closeAll) };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

async function timed<T>(logger: StackLogger, label: string, work: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await work();
  logger.info(`${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  return result;
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
