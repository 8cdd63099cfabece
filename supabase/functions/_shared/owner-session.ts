import { readEnv } from "./env.ts";
import { HttpError } from "./http.ts";
import { publishableKey } from "./project-keys.ts";

/**
 * The owner behind a request to an owner-only function
 * (docs/decisions/056-owner-appointments-desk.md): the caller's access token
 * (Authorization: Bearer) is checked by the project's own API, the way every
 * owner policy checks it: POST /rest/v1/rpc/is_owner with that token.
 * PostgREST verifies the signature and expiry, and is_owner() asks for a
 * listed owner at aal2. Only then is the token's `sub` read (its claims are
 * the ones just verified). No token: 401; a token PostgREST refuses, or
 * anyone but an aal2 owner: 403. Nothing else is said.
 */

export const OWNER_ONLY = "Only the business owner, signed in with the second factor, may do this";
export const SIGN_IN_FIRST = "Sign in to the owner's desk first";

function bearer(req: Request): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(req.headers.get("authorization") ?? "");
  return match ? match[1]! : null;
}

/** The verified claims an owner's change is recorded with (owner_audit_log: actor, actor_email). */
export interface OwnerClaims {
  sub: string;
  role: "authenticated";
  aal: "aal2";
  email: string | null;
}

function claimsOf(token: string): OwnerClaims {
  const payload = token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/");
  const claims = JSON.parse(atob(payload.padEnd(payload.length + ((4 - (payload.length % 4)) % 4), "="))) as { sub?: unknown; email?: unknown };
  if (typeof claims.sub !== "string" || !/^[0-9a-f-]{36}$/i.test(claims.sub)) throw new HttpError(403, OWNER_ONLY);
  return { sub: claims.sub, role: "authenticated", aal: "aal2", email: typeof claims.email === "string" ? claims.email : null };
}

/** The owner's verified claims, or throws 401/403. */
export async function requireOwner(req: Request): Promise<OwnerClaims> {
  const token = bearer(req);
  if (!token) throw new HttpError(401, SIGN_IN_FIRST);
  const url = readEnv("SUPABASE_URL");
  if (!url) throw new Error("SUPABASE_URL is not set");
  let answer: Response;
  try {
    answer = await fetch(`${url.replace(/\/$/, "")}/rest/v1/rpc/is_owner`, {
      method: "POST",
      headers: { apikey: publishableKey(), authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
      signal: AbortSignal.timeout(5_000),
    });
  } catch (error) {
    console.error("owner check failed:", (error as Error).message);
    throw new HttpError(503, "We could not check your sign-in. Please try again.");
  }
  const body = await answer.text();
  if (answer.status >= 500) {
    console.error(`owner check: ${answer.status}`);
    throw new HttpError(503, "We could not check your sign-in. Please try again.");
  }
  if (answer.status !== 200 || body.trim() !== "true") throw new HttpError(403, OWNER_ONLY);
  return claimsOf(token);
}
