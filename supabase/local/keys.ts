/**
 * The local API keys: HS256 JWTs signed with LOCAL_JWT_SECRET, the same
 * claims the Supabase CLI uses locally. No `iat`, fixed header and claim
 * order, so the output never changes and `.env.example` can hold the anon
 * key. Print them with `npx tsx supabase/local/keys.ts`.
 */
import { pathToFileURL } from "node:url";
import { jwtVerify, SignJWT } from "jose";
import { LOCAL_JWT_SECRET } from "./ports.ts";

export type ApiRole = "anon" | "service_role";

export interface LocalKeys {
  anon: string;
  serviceRole: string;
}

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
  return { anon, serviceRole };
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const keys = await localKeys();
  console.log(`anon:         ${keys.anon}`);
  console.log(`service_role: ${keys.serviceRole}`);
}
