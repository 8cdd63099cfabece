/**
 * Edge functions: one Deno process per folder of supabase/functions that has
 * an index.ts (not `_shared`), on 127.0.0.1:(functionsBase + i) in name
 * order, each with its own deno.json, npm packages cached in Deno's cache
 * under userCacheDir (supabase/local/paths.ts).
 */
import { existsSync } from "node:fs";
import { mkdir, readdir } from "node:fs/promises";
import { join } from "node:path";
import { BUSINESS_DEFAULTS } from "../functions/_shared/domain/business-defaults.ts";
import type { LocalKeys } from "./keys.ts";
import { binaries, denoCacheDir, denoWrapper } from "./paths.ts";
import { Child, waitForPort, type StackLogger } from "./processes.ts";

export interface EdgeFunction {
  name: string;
  dir: string;
  port: number;
}

/** What the gateway needs to route /functions/v1/<name>. */
export interface FunctionTarget {
  port: number;
  /**
   * false when supabase/config.toml sets `verify_jwt = false` for it: the
   * gateway then checks no API key, as hosted (function-config.ts).
   */
  verifyJwt?: boolean;
  /** Why it is not serving (failed to start, crashed), or undefined while it runs. */
  down?: string;
}

export async function discoverFunctions(functionsDir: string, basePort: number): Promise<EdgeFunction[]> {
  if (!existsSync(functionsDir)) return [];
  const entries = await readdir(functionsDir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_") && !entry.name.startsWith("."))
    .filter((entry) => existsSync(join(functionsDir, entry.name, "index.ts")))
    .map((entry) => entry.name)
    .sort()
    .map((name, index) => ({ name, dir: join(functionsDir, name), port: basePort + index }));
}

/** Environment variables passed through from ours to every function. */
const PASS_THROUGH = /^(NJPR_|SMTP_|BUSINESS_|TURNSTILE_|CALENDAR_|SITE_BUILD_HOOK_URL$)/;
/** What Deno itself needs from our environment (cache, registry, proxies, certificates). */
const DENO_RUNTIME = /^(PATH|HOME|TMPDIR|LANG|TZ|NPM_CONFIG_REGISTRY|npm_config_registry|HTTPS?_PROXY|https?_proxy|NO_PROXY|no_proxy|DENO_CERT|DENO_TLS_CA_STORE|SSL_CERT_FILE|SSL_CERT_DIR|NODE_EXTRA_CA_CERTS)$/;
/** MailDev takes plain, unauthenticated SMTP: credentials meant for a real server are dropped locally. */
const SMTP_REAL_SERVER_ONLY = /^SMTP_(USER|USERNAME|PASS|PASSWORD|SECURE|TLS)$/;

/** Connections one local function process holds to the database (one per core would do; a few more let a slow statement not hold up the rest). */
export const LOCAL_POOLER_CONNECTIONS = 4;

/** Where the local stack's send-contact-email sends the business's mail (MailDev catches it), unless BUSINESS_EMAIL is set. */
export const LOCAL_BUSINESS_EMAIL = BUSINESS_DEFAULTS.email;
/** "<name> <no-reply@<the business's mail domain>>". */
export const LOCAL_SMTP_FROM = `${BUSINESS_DEFAULTS.name} <no-reply@${BUSINESS_DEFAULTS.email.split("@")[1]}>`;

export function functionEnv(vars: {
  supabaseUrl: string;
  keys: LocalKeys;
  /** Whether the legacy keys are on: only then do SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY exist. */
  legacyKeys: boolean;
  databaseUrl: string;
  smtpPort: number;
}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (DENO_RUNTIME.test(key) || (PASS_THROUGH.test(key) && !SMTP_REAL_SERVER_ONLY.test(key))) env[key] = value;
  }
  return {
    // Deno fetches the functions' npm: imports from the registry. Where the
    // registry is reached through a proxy whose CA only the OS (or
    // NODE_EXTRA_CA_CERTS) trusts, Deno's built-in roots alone refuse it.
    DENO_TLS_CA_STORE: "mozilla,system",
    ...(env.NODE_EXTRA_CA_CERTS && !env.DENO_CERT ? { DENO_CERT: env.NODE_EXTRA_CA_CERTS } : {}),
    ...env,
    DENO_DIR: denoCacheDir,
    DENO_NO_UPDATE_CHECK: "1",
    NO_COLOR: "1",
    // What the hosted edge runtime provides: the keys as JSON maps by name
    // (docs/decisions/043), the legacy keys only while they are on.
    SUPABASE_URL: vars.supabaseUrl,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: vars.keys.publishable }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: vars.keys.secret }),
    ...(vars.legacyKeys ? { SUPABASE_ANON_KEY: vars.keys.anon, SUPABASE_SERVICE_ROLE_KEY: vars.keys.serviceRole } : {}),
    SUPABASE_DB_URL: vars.databaseUrl,
    // Hosted, a secret with the transaction pooler's URL; locally the database itself, so the
    // functions run the pooler path: timeouts set per transaction, no named statements (decision 044).
    DB_POOLER_URL: vars.databaseUrl,
    // Hosted, each instance holds one pooler connection and the platform runs as many instances
    // as the traffic needs; here one process stands for all of them, so it holds several
    // (docs/decisions/073): concurrent callers reach the database side by side, as hosted.
    DB_POOLER_CONNECTIONS: String(LOCAL_POOLER_CONNECTIONS),
    // The public site's address, for absolute links (the sitemap function).
    SITE_URL: process.env.SITE_URL ?? process.env.VITE_SITE_URL ?? "http://localhost:5173",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(vars.smtpPort),
    BUSINESS_EMAIL: env.BUSINESS_EMAIL ?? LOCAL_BUSINESS_EMAIL,
    SMTP_FROM: env.SMTP_FROM ?? LOCAL_SMTP_FROM,
  };
}

export async function startFunction(fn: EdgeFunction, env: Record<string, string>, logger: StackLogger): Promise<Child> {
  await mkdir(denoCacheDir, { recursive: true });
  const config = join(fn.dir, "deno.json");
  const args = ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-sys", "--no-prompt"];
  if (existsSync(config)) args.push("--config", config);
  // Use the function's deno.lock when it has one; never write one into supabase/functions.
  if (!existsSync(join(fn.dir, "deno.lock"))) args.push("--no-lock");
  // Resolve npm: imports from Deno's cache as the hosted runtime does, not from the repo's node_modules.
  args.push("--node-modules-dir=none", denoWrapper, fn.dir);
  return new Child(
    { name: `fn:${fn.name}`, command: binaries.deno, args, env: { ...env, PORT: String(fn.port) } },
    logger,
  );
}

/** Waits for the function's port; the first start may download npm packages, hence the long timeout. */
export function waitForFunction(fn: EdgeFunction, child: Child, timeoutMs = 120_000): Promise<void> {
  return waitForPort(fn.port, child, timeoutMs, `Edge function ${fn.name}`);
}
