/**
 * Environment access that works the same under Deno (the edge runtime) and
 * Node (Vitest imports handlers directly).
 */
import { BUSINESS_DEFAULTS } from "./domain/business-defaults.ts";

type DenoEnv = { env: { get(name: string): string | undefined } };

export function readEnv(name: string): string | undefined {
  const deno = (globalThis as { Deno?: DenoEnv }).Deno;
  const value = deno ? deno.env.get(name) : (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[name];
  return value === undefined || value === "" ? undefined : value;
}

/** Reads several required variables at once; the error names every missing one. */
export function requireEnv<const K extends string>(...names: K[]): Record<K, string> {
  const missing: string[] = [];
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = readEnv(name);
    if (value === undefined) missing.push(name);
    else values[name] = value;
  }
  if (missing.length > 0) {
    throw new Error(`Missing environment variable(s): ${missing.join(", ")}`);
  }
  return values;
}

/** Where the public site lives when SITE_URL is not set. */
export const DEFAULT_SITE_URL = BUSINESS_DEFAULTS.siteUrl;

/** The public site's address for absolute links (SITE_URL; locally the stack sets it). */
export function publicSiteUrl(): string {
  return readEnv("SITE_URL") ?? DEFAULT_SITE_URL;
}
