/**
 * `npm run dev` (and `npm run stack` = `--no-vite`): starts the local stack
 * on its default ports, then Vite wired to it.
 *
 *   --reset        wipe .local/ and set everything up again
 *   --no-vite      only the stack
 *   --parcels N    how many tax records a fresh database gets (default NJ_PARCELS or 20000)
 *   --parcels-file F  the tax records come from a MOD-IV download (or a fixture of one,
 *                  scripts/parcels/fixture.ts) instead: loaded by `parcels:import` at each
 *                  start, replacing every generated record (docs/decisions/062); with
 *                  --tax-year YYYY (default: the current year)
 *   --no-legacy-keys  refuse the legacy JWT keys, as a hosted project that deactivated them
 *                  (only the publishable and secret keys work; docs/decisions/043)
 *
 * With VITE_SUPABASE_URL and a key (VITE_SUPABASE_PUBLISHABLE_KEY, or the
 * legacy VITE_SUPABASE_ANON_KEY) set (environment, .env.local or .env) to a
 * project that is not on this machine, nothing local starts: Vite runs
 * against that project.
 *
 * Ctrl-C (SIGINT), SIGTERM and SIGHUP stop every part; a second one exits at once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { describeSkipped, importParcels } from "../../scripts/parcels/load-parcels.ts";
import { binaries, repoRoot } from "./paths.ts";
import { DEFAULT_PORTS } from "./ports.ts";
import { isAlive, isPortFree, PortInUseError } from "./processes.ts";
import { StackStartAborted, startStack, type RunningStack } from "./stack.ts";

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

interface DevOptions {
  reset: boolean;
  vite: boolean;
  parcels: number | undefined;
  legacyKeys: boolean;
  parcelsFile: { file: string; taxYear: number } | undefined;
}

function readOptions(): DevOptions {
  try {
    const { values } = parseArgs({
      options: {
        reset: { type: "boolean", default: false },
        "no-vite": { type: "boolean", default: false },
        "no-legacy-keys": { type: "boolean", default: false },
        parcels: { type: "string" },
        "parcels-file": { type: "string" },
        "tax-year": { type: "string" },
      },
      strict: true,
    });
    let parcels: number | undefined;
    if (values.parcels !== undefined) {
      parcels = Number(values.parcels);
      if (!Number.isInteger(parcels) || parcels < 0) fail(`--parcels wants a whole number, got "${values.parcels}"`);
    }
    const taxYear = values["tax-year"] === undefined ? new Date().getFullYear() : Number(values["tax-year"]);
    if (!Number.isInteger(taxYear)) fail(`--tax-year wants a year like 2025, got "${values["tax-year"]}"`);
    const parcelsFile = values["parcels-file"] === undefined ? undefined : { file: values["parcels-file"], taxYear };
    if (parcelsFile && parcels !== undefined) fail("--parcels generates records, --parcels-file loads them: give one of them");
    // A fresh database generates none when the records come from a file.
    if (parcelsFile) parcels = 0;
    return { reset: values.reset, vite: !values["no-vite"], parcels, legacyKeys: !values["no-legacy-keys"], parcelsFile };
  } catch (error) {
    return fail(`${(error as Error).message}\nusage: npm run dev -- [--reset] [--no-vite] [--parcels N | --parcels-file <file> [--tax-year YYYY]] [--no-legacy-keys]`);
  }
}

/** .env.local, then .env (a variable already set wins, as with Vite). */
function loadEnvFiles(): void {
  for (const name of [".env.local", ".env"]) {
    const file = join(repoRoot, name);
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

function hostedProject(): { url: string } | undefined {
  const url = process.env.VITE_SUPABASE_URL;
  const key = process.env.VITE_SUPABASE_PUBLISHABLE_KEY ?? process.env.VITE_SUPABASE_ANON_KEY;
  if (!url || !key) return undefined;
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return fail(`VITE_SUPABASE_URL is not a URL: "${url}"`);
  }
  if (["127.0.0.1", "localhost", "[::1]", "::1", "0.0.0.0"].includes(host)) return undefined;
  if (url.includes("your-project-ref") || key === "your-anon-key" || key === "your-publishable-key") {
    fail("VITE_SUPABASE_URL / VITE_SUPABASE_PUBLISHABLE_KEY still hold the placeholders from .env.example.\nSet your hosted project's values, or remove them to use the local stack.");
  }
  return { url };
}

/**
 * `npm run dev` runs us under npm → sh → tsx. npm passes a SIGTERM only to
 * sh, which dies without passing it on, so we would live on with every child.
 * So we watch that chain up to npm: when any of it is gone, we stop.
 */
function watchLauncher(onGone: (pid: number) => void): void {
  const chain: number[] = [];
  let pid = process.ppid;
  try {
    for (let depth = 0; depth < 6 && pid > 1; depth++) {
      chain.push(pid);
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith("npm")) {
        setInterval(() => {
          const gone = chain.find((ancestor) => !isAlive(ancestor));
          if (gone !== undefined) onGone(gone);
        }, 1000).unref();
        return;
      }
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      pid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    }
  } catch {
    // No /proc (not Linux) or a process vanished meanwhile: nothing to watch.
  }
}

function startVite(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [binaries.vite, "--port", String(DEFAULT_PORTS.vite), "--strictPort"], {
    cwd: repoRoot,
    env,
    stdio: "inherit",
  });
}

function printTable(stack: RunningStack, withVite: boolean): void {
  const names = stack.functions.map((fn) => (fn.down ? `${fn.name} (DOWN: ${fn.down})` : fn.name));
  const rows: Array<[string, string]> = [
    ...(withVite ? ([["site", `http://127.0.0.1:${DEFAULT_PORTS.vite}`]] as Array<[string, string]>) : []),
    ["gateway", `${stack.urls.gateway}   (VITE_SUPABASE_URL)`],
    ["REST", `${stack.urls.rest}`],
    ["functions", `${stack.urls.functions}/<name>   ${names.length ? names.join(", ") : "(none yet)"}`],
    ["storage", `${stack.urls.storage}/<bucket>/<path>   (files in ${join(stack.dataDir, "storage")})`],
    ["Postgres", stack.databaseUrl],
    ["MailDev UI", stack.urls.mailWeb],
    ["SMTP", stack.urls.smtp.replace("smtp://", "")],
    ["publishable key", `${stack.keys.publishable}   (VITE_SUPABASE_PUBLISHABLE_KEY)`],
    ["secret key", stack.keys.secret],
    ...(stack.legacyKeys
      ? ([
          ["legacy anon", stack.keys.anon],
          ["legacy service", `${stack.keys.serviceRole}   (off: --no-legacy-keys)`],
        ] as Array<[string, string]>)
      : ([["legacy keys", "off (--no-legacy-keys): the anon and service_role JWTs are refused"]] as Array<[string, string]>)),
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const how = stack.setup.fresh ? "set up fresh" : "reused existing data";
  console.log(`\nLocal stack ready in ${(stack.setup.startMs / 1000).toFixed(1)} s (${how}):\n`);
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
  console.log(`\nCtrl-C stops everything.${withVite ? "" : " (Vite not started: --no-vite)"}\n`);
}

async function main(): Promise<void> {
  const options = readOptions();
  loadEnvFiles();

  const hosted = hostedProject();
  if (hosted) {
    console.log(`Using the hosted Supabase project at ${hosted.url}: no local part starts.`);
    if (!options.vite) return;
    const vite = startVite(process.env);
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => vite.kill(signal));
    vite.on("exit", (code) => process.exit(code ?? 0));
    return;
  }

  if (options.vite && !(await isPortFree(DEFAULT_PORTS.vite))) {
    fail(new PortInUseError(DEFAULT_PORTS.vite, "Vite, the site").message);
  }

  let stack: RunningStack | undefined;
  let vite: ChildProcess | undefined;
  let shuttingDown = false;
  const startup = new AbortController();

  const shutdown = async (code: number): Promise<void> => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log("\nstopping the local stack...");
    if (vite && vite.exitCode === null && vite.signalCode === null) {
      const exited = new Promise((resolve) => vite?.once("exit", resolve));
      vite.kill("SIGTERM");
      await exited;
    }
    await stack?.stop();
    console.log("stopped.");
    process.exit(code);
  };

  // One Ctrl-C can arrive twice (from the terminal, and relayed by tsx's parent
  // process), so only a signal a second or more after the first forces the exit.
  let firstSignalAt = 0;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (shuttingDown) {
        if (Date.now() - firstSignalAt < 1000) return;
        console.log("forced exit");
        process.exit(130);
      }
      firstSignalAt = Date.now();
      if (!stack) {
        // Still starting: startStack stops what it started and rejects.
        shuttingDown = true;
        console.log("\nstopping the local stack...");
        startup.abort();
        return;
      }
      void shutdown(0);
    });
  }

  watchLauncher((pid) => {
    if (shuttingDown) return;
    console.log(`\nthe process that started us (pid ${pid}) is gone.`);
    if (stack) void shutdown(0);
    else {
      shuttingDown = true;
      startup.abort();
    }
  });

  try {
    stack = await startStack({ reset: options.reset, parcels: options.parcels, legacyKeys: options.legacyKeys, log: "info", signal: startup.signal });
  } catch (error) {
    if (error instanceof StackStartAborted) {
      console.log("stopped.");
      process.exit(130);
    }
    if (error instanceof PortInUseError) fail(error.message);
    return fail(`The local stack did not start:\n${error instanceof Error ? error.message : String(error)}`);
  }

  if (options.parcelsFile) {
    try {
      const report = await importParcels({ ...options.parcelsFile, databaseUrl: stack.databaseUrl, allCounties: false, allowOlder: true, replaceGenerated: true });
      console.log(`nj_parcels: ${report.kept} records from ${options.parcelsFile.file} (tax year ${report.taxYear}; left out: ${describeSkipped(report.skipped) || "none"})`);
    } catch (error) {
      await stack.stop();
      return fail(`--parcels-file ${options.parcelsFile.file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  printTable(stack, options.vite);

  if (options.vite) {
    // The publishable key only: a VITE_SUPABASE_ANON_KEY from .env would be a fallback the app never reads.
    vite = startVite({ ...process.env, VITE_SUPABASE_URL: stack.urls.gateway, VITE_SUPABASE_PUBLISHABLE_KEY: stack.keys.publishable, VITE_SUPABASE_ANON_KEY: "" });
    vite.on("exit", (code, signal) => {
      if (shuttingDown) return;
      console.error(`Vite exited (${signal ?? `code ${String(code)}`}); stopping the stack.`);
      void shutdown(code ?? 1);
    });
  }
}

await main();
