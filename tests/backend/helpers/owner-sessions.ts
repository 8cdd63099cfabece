import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import type pg from "pg";
import { inject } from "vitest";
import { LOCAL_JWT_SECRET } from "../../../supabase/local/ports.ts";

const stack = inject("stack");

/**
 * The four callers the owner policies are tested against (docs/decisions/055): a visitor
 * (the publishable key alone), a signed-in stranger, an owner who stopped after the mailed
 * code (aal1) and an owner with the second factor (aal2). The signed-in ones carry a token
 * as hosted Auth issues it (sub, role authenticated, aal, amr, session_id, email, exp),
 * signed with the local JWT secret that PostgREST verifies.
 */
export type Caller = "anon" | "stranger" | "owner-aal1" | "owner-aal2";
export const CALLERS: readonly Caller[] = ["anon", "stranger", "owner-aal1", "owner-aal2"];

export interface OwnerSessions {
  ownerId: string;
  ownerEmail: string;
  strangerId: string;
  headers(caller: Caller): Record<string, string>;
  remove(): Promise<void>;
}

async function signUserToken(sub: string, email: string, aal: "aal1" | "aal2"): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub,
    role: "authenticated",
    aud: "authenticated",
    email,
    aal,
    amr: aal === "aal2" ? [{ method: "otp", timestamp: now }, { method: "totp", timestamp: now }] : [{ method: "otp", timestamp: now }],
    session_id: randomUUID(),
    iat: now,
    exp: now + 3600,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
}

/** An owner (listed in public.owners) and a stranger (an Auth user only), with their tokens. */
export async function createOwnerSessions(db: pg.Pool, tag: string): Promise<OwnerSessions> {
  const ownerId = randomUUID();
  const strangerId = randomUUID();
  const ownerEmail = `owner-${tag}@example.com`;
  const strangerEmail = `stranger-${tag}@example.com`;
  await db.query("insert into auth.users (id, email, aud, role) values ($1, $2, 'authenticated', 'authenticated'), ($3, $4, 'authenticated', 'authenticated')", [
    ownerId,
    ownerEmail,
    strangerId,
    strangerEmail,
  ]);
  await db.query("insert into public.owners (user_id, email) values ($1, $2)", [ownerId, ownerEmail]);
  const tokens: Record<Exclude<Caller, "anon">, string> = {
    stranger: await signUserToken(strangerId, strangerEmail, "aal2"),
    "owner-aal1": await signUserToken(ownerId, ownerEmail, "aal1"),
    "owner-aal2": await signUserToken(ownerId, ownerEmail, "aal2"),
  };
  return {
    ownerId,
    ownerEmail,
    strangerId,
    headers: (caller) => ({
      apikey: stack.publishableKey,
      Authorization: `Bearer ${caller === "anon" ? stack.publishableKey : tokens[caller]}`,
      "Content-Type": "application/json",
    }),
    remove: async () => {
      await db.query("delete from public.owners where user_id = $1", [ownerId]);
      await db.query("delete from auth.users where id = any($1::uuid[])", [[ownerId, strangerId]]);
    },
  };
}

export interface RestAnswer {
  status: number;
  body: unknown;
}

/** A PostgREST call through the gateway as `caller`. */
export async function restAs(sessions: OwnerSessions, caller: Caller, method: string, path: string, body?: unknown, prefer?: string): Promise<RestAnswer> {
  const response = await fetch(`${stack.gatewayUrl}/rest/v1/${path}`, {
    method,
    headers: { ...sessions.headers(caller), ...(prefer ? { Prefer: prefer } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown) };
}

export function errorCode(answer: RestAnswer): unknown {
  return typeof answer.body === "object" && answer.body !== null && "code" in answer.body ? answer.body.code : undefined;
}
