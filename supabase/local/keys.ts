/**
 * The local API keys (docs/decisions/043-publishable-and-secret-keys.md).
 *
 * Today's keys, as hosted Supabase hands out: a publishable key
 * (`sb_publishable_…`, the anon role, safe in a browser) and a secret key
 * (`sb_secret_…`, the service_role, never in a browser). Their values are
 * the Supabase CLI's public local defaults, fixed, so `.env.example` can hold
 * the publishable one.
 *
 * The legacy keys: HS256 JWTs signed with LOCAL_JWT_SECRET, the same claims
 * the Supabase CLI uses locally. No `iat`, fixed header and claim order, so
 * the output never changes. A stack started with `legacyKeys: false` refuses
 * them, as a hosted project whose legacy keys are deactivated does.
 *
 * Print them with `npx tsx supabase/local/keys.ts`.
 */
import { pathToFileURL } from "node:url";
import { jwtVerify, SignJWT } from "jose";
import { LOCAL_JWT_SECRET } from "./ports.ts";

export type ApiRole = "anon" | "service_role";

export interface LocalKeys {
  /** `sb_publishable_…`: the anon role. */
  publishable: string;
  /** `sb_secret_…`: the service_role. */
  secret: string;
  /** Legacy anon JWT. */
  anon: string;
  /** Legacy service_role JWT. */
  serviceRole: string;
}

/** The Supabase CLI's local publishable and secret keys (public: they only open a database on this machine). */
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";
export const LOCAL_SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";

const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);
/** 2032-11-12: the expiry the Supabase CLI's local keys carry. */
const EXPIRES_AT = 1983812996;

export function signLocalKey(role: ApiRole): Promise<string> {
  return new SignJWT({ iss: "supabase-demo", role, exp: EXPIRES_AT })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(secret);
}

export async function localKeys(): Promise<LocalKeys> {
  const [anon, serviceRole] = await Promise.all([signLocalKey("anon"), signLocalKey("service_role")]);
  return { publishable: LOCAL_PUBLISHABLE_KEY, secret: LOCAL_SECRET_KEY, anon, serviceRole };
}

/**
 * Keys verified before: every request carries one of the same few, and
 * jwtVerify imports the secret into WebCrypto each time (about 0.3 ms a
 * request under the search bench). Bounded, so junk keys cannot grow it.
 */
const verified = new Map<string, { role: ApiRole | null; exp: number }>();
const VERIFIED_MAX = 64;

/** The role of a key signed with the local secret, or null when it is not a valid local API key. */
export async function verifyLocalKey(token: string): Promise<ApiRole | null> {
  const known = verified.get(token);
  if (known && known.exp > Date.now() / 1000) return known.role;
  let role: ApiRole | null = null;
  let exp = Number.POSITIVE_INFINITY;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    if (payload.role === "anon" || payload.role === "service_role") role = payload.role;
    exp = payload.exp ?? exp;
  } catch {
    // Not one of ours (or expired): remembered as refused only briefly.
    exp = Date.now() / 1000 + 60;
  }
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, { role, exp });
  return role;
}

export type KeyKind = "publishable" | "secret" | "legacy";

export interface IdentifiedKey {
  role: ApiRole;
  kind: KeyKind;
}

/** Constant-time string comparison. */
function sameKey(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ b[index]!;
  return difference === 0;
}

/**
 * What an `apikey` is: the publishable key (anon), the secret key
 * (service_role), or, while legacy keys are on, a legacy JWT of ours; null
 * for anything else (a garbled or foreign `sb_…` key, a legacy JWT while
 * legacy keys are off).
 */
export async function identifyKey(apikey: string, keys: Pick<LocalKeys, "publishable" | "secret">, legacyKeys: boolean): Promise<IdentifiedKey | null> {
  if (apikey.startsWith("sb_")) {
    if (sameKey(apikey, keys.publishable)) return { role: "anon", kind: "publishable" };
    if (sameKey(apikey, keys.secret)) return { role: "service_role", kind: "secret" };
    return null;
  }
  if (!legacyKeys) return null;
  const role = await verifyLocalKey(apikey);
  return role ? { role, kind: "legacy" } : null;
}

/** How long a JWT the gateway mints for a publishable or secret key lives. */
export const MINTED_JWT_SECONDS = 300;
const minted = new Map<ApiRole, { token: string; exp: number }>();

/**
 * The short-lived JWT the gateway hands PostgREST (and functions) for a
 * request made with the publishable or secret key: the API key is not a JWT,
 * so the gateway stands in one for its role, as hosted Supabase's does
 * (docs/decisions/043). Re-minted when less than a minute is left.
 */
export async function mintRoleJwt(role: ApiRole, now = Date.now()): Promise<string> {
  const seconds = Math.floor(now / 1000);
  const cached = minted.get(role);
  if (cached && cached.exp - seconds > 60) return cached.token;
  const exp = seconds + MINTED_JWT_SECONDS;
  const token = await new SignJWT({ iss: "supabase-local-gateway", role, iat: seconds, exp })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(secret);
  minted.set(role, { token, exp });
  return token;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const keys = await localKeys();
  console.log(`publishable key:     ${keys.publishable}   (VITE_SUPABASE_PUBLISHABLE_KEY)`);
  console.log(`secret key:          ${keys.secret}`);
  console.log(`legacy anon:         ${keys.anon}`);
  console.log(`legacy service_role: ${keys.serviceRole}`);
}
