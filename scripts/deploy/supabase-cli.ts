/**
 * `npm run supabase -- <command> [flags]`: any Supabase CLI command with the token, database
 * password and project of `.env.deploy` (the environment first), telemetry and the update
 * check off, linked to SUPABASE_PROJECT_REF first when this checkout is not linked to it. So
 * the README's commands work as printed, e.g.
 *   npm run supabase -- storage ls ss:/// --remote --experimental
 * (docs/decisions/049-deploy-and-smoke-scripts.md).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnvText } from "./deploy-config.ts";
import { CLI_QUIET_ENV } from "./deploy-plan.ts";

const projectRoot = resolve(import.meta.dirname, "../..");
const deployFile = resolve(projectRoot, ".env.deploy");
const fromFile = existsSync(deployFile) ? parseEnvText(readFileSync(deployFile, "utf8")) : {};
const value = (name: string) => process.env[name]?.trim() || fromFile[name]?.trim() || "";

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error("usage: npm run supabase -- <command> [flags]   (e.g. npm run supabase -- functions list)");
  process.exit(2);
}
const ref = value("SUPABASE_PROJECT_REF");
const token = value("SUPABASE_ACCESS_TOKEN");
if (!ref || !token) {
  console.error(`supabase: ${[!ref && "SUPABASE_PROJECT_REF", !token && "SUPABASE_ACCESS_TOKEN"].filter(Boolean).join(" and ")} not set (environment or .env.deploy)`);
  process.exit(2);
}
const env = { ...process.env, ...CLI_QUIET_ENV, SUPABASE_ACCESS_TOKEN: token, ...(value("SUPABASE_DB_PASSWORD") ? { SUPABASE_DB_PASSWORD: value("SUPABASE_DB_PASSWORD") } : {}) };
const run = (argv: string[]) => spawnSync("npx", ["supabase", ...argv], { cwd: projectRoot, env, stdio: "inherit" }).status ?? 1;

const linkedFile = resolve(projectRoot, "supabase/.temp/project-ref");
const linked = existsSync(linkedFile) ? readFileSync(linkedFile, "utf8").trim() : "";
if (linked !== ref && args[0] !== "link") {
  console.error(`supabase: linking this checkout to ${ref} first`);
  const code = run(["link", "--project-ref", ref]);
  if (code !== 0) process.exit(code);
}
process.exit(run(args));
