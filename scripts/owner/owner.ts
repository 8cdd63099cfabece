/**
 * `npm run owner -- [--hosted] add <email> | remove <email> | list` (owner-command.ts).
 * Without --hosted it works on the local stack (`npm run dev` or `npm run stack` running);
 * with --hosted on the project of .env.deploy (SUPABASE_PROJECT_REF and SUPABASE_SECRET_KEY,
 * environment first), README "Owners".
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { LOCAL_SECRET_KEY } from "../../supabase/local/keys.ts";
import { DEFAULT_PORTS } from "../../supabase/local/ports.ts";
import { parseEnvText } from "../deploy/deploy-config.ts";
import { OWNER_USAGE, runOwnerCommand, type OwnerTarget } from "./owner-command.ts";

function hostedTarget(): OwnerTarget {
  const file = resolve(import.meta.dirname, "../../.env.deploy");
  const fromFile = existsSync(file) ? parseEnvText(readFileSync(file, "utf8")) : {};
  const value = (name: string) => process.env[name]?.trim() || fromFile[name]?.trim() || "";
  const ref = value("SUPABASE_PROJECT_REF");
  const secretKey = value("SUPABASE_SECRET_KEY");
  const missing = [!ref && "SUPABASE_PROJECT_REF", !secretKey && "SUPABASE_SECRET_KEY"].filter(Boolean);
  if (missing.length) throw new Error(`${missing.join(" and ")} not set (environment or .env.deploy)`);
  return { url: `https://${ref}.supabase.co`, secretKey };
}

const args = process.argv.slice(2);
const hosted = args.includes("--hosted");
try {
  const target = hosted ? hostedTarget() : { url: `http://127.0.0.1:${DEFAULT_PORTS.gateway}`, secretKey: LOCAL_SECRET_KEY };
  for (const line of await runOwnerCommand(args.filter((arg) => arg !== "--hosted"), target)) console.log(line);
} catch (error) {
  console.error((error as Error).message || OWNER_USAGE);
  process.exitCode = 1;
}
