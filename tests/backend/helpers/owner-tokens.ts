import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import type pg from "pg";
import { inject } from "vitest";
import { LOCAL_JWT_SECRET } from "../../../supabase/local/ports.ts";

/**
 * The four callers of the owner's desk (docs/decisions/056): anon (the
 * publishable key only), a signed-in stranger, an owner who stopped after the
 * mailed code (aal1) and an owner with the second factor (aal2). Tokens carry
 * the claims hosted Auth puts in an access token, signed with the local JWT
 * secret that PostgREST verifies.
 */

const stack = inject("stack");
const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);

export type Caller = "anon" | "stranger" | "owner-aal1" | "owner-aal2";
export const CALLERS: readonly Caller[] = ["anon", "stranger", "owner-aal1", "owner-aal2"];

export function accessToken(sub: string, aal: "aal1" | "aal2"): Promise<string> {
  return new SignJWT({
    sub,
    role: "authenticated",
    aud: "authenticated",
    aal,
    amr: aal === "aal2" ? [{ method: "otp", timestamp: 1 }, { method: "totp", timestamp: 1 }] : [{ method: "otp", timestamp: 1 }],
    session_id: randomUUID(),
    email: `${sub.slice(0, 8)}@example.com`,
    exp: Math.floor(Date.now() / 1000) + 3600,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(secret);
}

export interface DeskCallers {
  ownerId: string;
  headers(caller: Caller): Promise<Record<string, string>>;
}

/** Lists a new owner (and its Auth user where the stack has auth.users) and answers each caller's headers. */
export async function deskCallers(db: pg.Pool): Promise<DeskCallers> {
  const ownerId = randomUUID();
  const strangerId = randomUUID();
  const email = `owner.${ownerId.slice(0, 8)}@example.com`;
  const { rows } = await db.query<{ users: string | null }>("select to_regclass('auth.users')::text as users");
  if (rows[0]?.users) {
    for (const [id, mail] of [[ownerId, email], [strangerId, `stranger.${strangerId.slice(0, 8)}@example.com`]] as const) {
      await db.query("insert into auth.users (id, email) values ($1, $2)", [id, mail]);
    }
  }
  await db.query("insert into public.owners (user_id, email) values ($1, $2)", [ownerId, email]);
  return {
    ownerId,
    async headers(caller) {
      const base = { apikey: stack.publishableKey, "Content-Type": "application/json" };
      if (caller === "anon") return { ...base, Authorization: `Bearer ${stack.publishableKey}` };
      const token = caller === "stranger" ? await accessToken(strangerId, "aal2") : await accessToken(ownerId, caller === "owner-aal1" ? "aal1" : "aal2");
      return { ...base, Authorization: `Bearer ${token}` };
    },
  };
}
