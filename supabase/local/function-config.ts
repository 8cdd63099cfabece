/**
 * Which functions have the platform's JWT check off (`verify_jwt = false` in
 * supabase/config.toml). Hosted, the platform verifies no API key for those:
 * the request reaches the function as sent, and the function authorises it
 * itself (docs/decisions/043-publishable-and-secret-keys.md). The local
 * gateway reads the same file so it treats them alike. A function without a
 * `[functions.<name>]` entry keeps the hosted default, verify_jwt = true.
 */
import { existsSync, readFileSync } from "node:fs";

/** The names of the functions whose `verify_jwt` is false in `configFile` (none when the file is missing). */
export function functionsWithoutJwtCheck(configFile: string): Set<string> {
  const open = new Set<string>();
  if (!existsSync(configFile)) return open;
  let section: string | undefined;
  for (const rawLine of readFileSync(configFile, "utf8").split("\n")) {
    const line = rawLine.replace(/#.*$/, "").trim();
    if (!line) continue;
    const header = /^\[\s*([^\]]+?)\s*\]$/.exec(line);
    if (header) {
      const name = /^functions\.(?:"([^"]+)"|([\w-]+))$/.exec(header[1]!);
      section = name ? (name[1] ?? name[2]) : undefined;
      continue;
    }
    const setting = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (section && setting) {
      if (setting[1] === "false") open.add(section);
      else open.delete(section);
    }
  }
  return open;
}
