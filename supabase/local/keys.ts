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

/** The role of a key signed with the local secret, or null when it is not a valid local API key. */
export async function verifyLocalKey(token: string): Promise<ApiRole | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    return payload.role === "anon" || payload.role === "service_role" ? payload.role : null;
  } catch {
    return null;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const keys = await localKeys();
  console.log(`anon:         ${keys.anon}`);
  console.log(`service_role: ${keys.serviceRole}`);
}
