/**
 * The project's API keys, as the edge runtime hands them to every function
 * (docs/decisions/043-publishable-and-secret-keys.md). The one place
 * functions read them: everything else asks here.
 *
 * New variables first: SUPABASE_PUBLISHABLE_KEYS and SUPABASE_SECRET_KEYS,
 * JSON maps from a key's name to the key (`{"default":"sb_secret_…"}`; a
 * project may hold more than one secret key). Where a map is missing the
 * singular SUPABASE_PUBLISHABLE_KEY / SUPABASE_SECRET_KEY (self-hosted) is
 * read, as Supabase's own @supabase/server reads them. The legacy JWT keys,
 * SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY, are the fallback of an
 * older project, and are accepted by the scheduled jobs while present.
 */
import { readEnv } from "./env.ts";

export interface ProjectKeys {
  /** Publishable keys by name (`sb_publishable_…`). */
  publishable: Readonly<Record<string, string>>;
  /** Secret keys by name (`sb_secret_…`). */
  secret: Readonly<Record<string, string>>;
  /** The legacy anon JWT, when the project still hands it out. */
  legacyAnon: string | undefined;
  /** The legacy service_role JWT, when the project still hands it out. */
  legacyServiceRole: string | undefined;
}

/**
 * A JSON map of key names to keys. Anything else (malformed JSON, not an
 * object, a value that is not a non-empty string) counts as no key: a broken
 * variable must not become a key, and is reported once in the log.
 */
export function parseKeyMap(raw: string | undefined, variable: string): Record<string, string> {
  if (raw === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    warnOnce(variable, `${variable} is not valid JSON: its keys are ignored`);
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    warnOnce(variable, `${variable} is not a JSON object of key names to keys: its keys are ignored`);
    return {};
  }
  const keys: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === "string" && value.trim() !== "") keys[name] = value.trim();
  }
  return keys;
}

const warned = new Set<string>();
function warnOnce(variable: string, message: string): void {
  if (warned.has(variable)) return;
  warned.add(variable);
  console.error(`project-keys: ${message}`);
}

function keyMap(plural: string, singular: string): Record<string, string> {
  const map = readEnv(plural);
  if (map !== undefined) return parseKeyMap(map, plural);
  const single = readEnv(singular);
  return single ? { default: single } : {};
}

/** The keys the runtime gives this function now. */
export function projectKeys(): ProjectKeys {
  return {
    publishable: keyMap("SUPABASE_PUBLISHABLE_KEYS", "SUPABASE_PUBLISHABLE_KEY"),
    secret: keyMap("SUPABASE_SECRET_KEYS", "SUPABASE_SECRET_KEY"),
    legacyAnon: readEnv("SUPABASE_ANON_KEY"),
    legacyServiceRole: readEnv("SUPABASE_SERVICE_ROLE_KEY"),
  };
}

/** The `default` key of a map, else its first, else undefined. */
function preferred(keys: Readonly<Record<string, string>>): string | undefined {
  return keys.default ?? Object.values(keys)[0];
}

/** The key for reads as a visitor (anon role, under RLS): the publishable key, else the legacy anon key. */
export function publishableKey(): string {
  const keys = projectKeys();
  const key = preferred(keys.publishable) ?? keys.legacyAnon;
  if (!key) throw new Error("No publishable key: SUPABASE_PUBLISHABLE_KEYS (or the legacy SUPABASE_ANON_KEY) is not set");
  return key;
}

/** The key for the service role (bypasses RLS): the secret key, else the legacy service-role key. */
export function secretKey(): string {
  const keys = projectKeys();
  const key = preferred(keys.secret) ?? keys.legacyServiceRole;
  if (!key) throw new Error("No secret key: SUPABASE_SECRET_KEYS (or the legacy SUPABASE_SERVICE_ROLE_KEY) is not set");
  return key;
}

/** Constant-time comparison of two strings (the time depends only on `expected`'s length). */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ b[index]!;
  return difference === 0;
}

/**
 * Whether `given` is one of the project's secret keys or its legacy
 * service-role key. Compared against every one of them, each in constant
 * time, with no early exit, so the answer's timing says nothing about which
 * (or how much of one) matched.
 */
export function isProjectSecret(given: string): boolean {
  const keys = projectKeys();
  const candidates = [...Object.values(keys.secret), ...(keys.legacyServiceRole ? [keys.legacyServiceRole] : [])];
  let matched = false;
  for (const candidate of candidates) matched = sameSecret(given, candidate) || matched;
  return matched;
}
