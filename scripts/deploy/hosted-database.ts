/**
 * The hosted project's database connection string, from the environment over `.env.deploy`
 * (docs/decisions/062-state-tax-records-import.md): SUPABASE_DB_URL when set (the session
 * pooler, for a machine without IPv6), else the direct connection built from
 * SUPABASE_PROJECT_REF and SUPABASE_DB_PASSWORD. `npm run parcels:import -- --hosted`, the
 * deploy's Vault step and `npm run smoke -- --db` connect with it.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnvText } from "./deploy-config.ts";

export function hostedDatabaseUrl(environment: Readonly<Record<string, string | undefined>>, fileVariables: Readonly<Record<string, string>>): string {
  const value = (name: string) => environment[name]?.trim() || fileVariables[name]?.trim() || "";
  const explicit = value("SUPABASE_DB_URL");
  if (explicit) return explicit;
  const ref = value("SUPABASE_PROJECT_REF");
  const password = value("SUPABASE_DB_PASSWORD");
  const missing = [!ref && "SUPABASE_PROJECT_REF", !password && "SUPABASE_DB_PASSWORD"].filter(Boolean);
  if (missing.length > 0) throw new Error(`${missing.join(" and ")} not set (environment or .env.deploy), nor SUPABASE_DB_URL`);
  return `postgresql://postgres:${encodeURIComponent(password)}@db.${ref}.supabase.co:5432/postgres?sslmode=require`;
}

/** The variables of the repository's git-ignored `.env.deploy`, or none when it is absent. */
export function readDeployFile(): Record<string, string> {
  const file = resolve(import.meta.dirname, "../../.env.deploy");
  return existsSync(file) ? parseEnvText(readFileSync(file, "utf8")) : {};
}
