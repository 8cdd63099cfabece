/**
 * Where a local stack lives: its ports, its data directory and the paths in
 * it, its addresses, and how many parcels a first setup generates. Decided
 * once at the start of startStack (stack.ts); nothing here starts a process.
 */
import { chmod, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { discoverFunctions, type EdgeFunction } from "./functions.ts";
import { defaultDataDir, functionsDir as defaultFunctionsDir } from "./paths.ts";
import { DEFAULT_PORTS, type StackPorts } from "./ports.ts";
import { databaseUrl as superuserUrl } from "./postgres.ts";
import { assertPortsFree, findFreePortBlock } from "./processes.ts";

export interface LayoutOptions {
  ports?: Partial<StackPorts>;
  dataDir?: string;
  parcels?: number;
  ephemeral?: boolean;
  functionsDir?: string;
}

export interface StackLayout {
  ports: StackPorts;
  /** Where the edge functions are. */
  functionsRoot: string;
  dataDir: string;
  /** dataDir as log lines show it, relative to the working directory. */
  shownDir: string;
  dbDir: string;
  storageRoot: string;
  /** setup.json: written once a first setup finished. */
  setupFile: string;
  /** Superuser connection string. */
  databaseUrl: string;
  gatewayUrl: string;
  /** How many nj_parcels rows a first setup generates. */
  parcelCount: number;
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

const DEFAULT_PARCELS = 20_000;

/**
 * The stack's ports and directories. An ephemeral stack gets free ports (one
 * block, sized by the number of functions) and a new directory under the OS
 * temp dir; otherwise the default ports and <repo>/.local, unless set.
 */
export async function planLayout(options: LayoutOptions): Promise<StackLayout> {
  const functionsRoot = options.functionsDir ?? defaultFunctionsDir;
  const functionNames = (await discoverFunctions(functionsRoot, 0)).map((fn) => fn.name);
  const ports: StackPorts = options.ephemeral
    ? { ...(await freeStackPorts(functionNames.length)), ...options.ports }
    : { ...DEFAULT_PORTS, ...options.ports };
  const dataDir = options.ephemeral ? await makeTempDataDir() : resolve(options.dataDir ?? defaultDataDir);
  return {
    ports,
    functionsRoot,
    dataDir,
    shownDir: relative(process.cwd(), dataDir) || ".",
    dbDir: join(dataDir, "db"),
    storageRoot: join(dataDir, "storage"),
    setupFile: join(dataDir, "setup.json"),
    databaseUrl: superuserUrl(ports.postgres),
    gatewayUrl: `http://127.0.0.1:${ports.gateway}`,
    parcelCount: options.parcels ?? parcelsFromEnv() ?? DEFAULT_PARCELS,
  };
}

/** Throws PortInUseError for the first port of the stack that is taken. */
export async function assertStackPortsFree(ports: StackPorts, functions: EdgeFunction[]): Promise<void> {
  await assertPortsFree({
    gateway: ports.gateway,
    Postgres: ports.postgres,
    PostgREST: ports.postgrest,
    "MailDev web": ports.mailWeb,
    "MailDev SMTP": ports.mailSmtp,
    ...Object.fromEntries(functions.map((fn) => [`function ${fn.name}`, fn.port])),
  });
}

export function stackUrls(layout: StackLayout): StackUrls {
  const { gatewayUrl, ports } = layout;
  return {
    gateway: gatewayUrl,
    rest: `${gatewayUrl}/rest/v1`,
    functions: `${gatewayUrl}/functions/v1`,
    storage: `${gatewayUrl}/storage/v1/object/public`,
    postgrest: `http://127.0.0.1:${ports.postgrest}`,
    mailWeb: `http://127.0.0.1:${ports.mailWeb}`,
    smtp: `smtp://127.0.0.1:${ports.mailSmtp}`,
  };
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
