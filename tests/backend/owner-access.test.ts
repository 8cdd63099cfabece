/**
 * Who may see the owners and pass public.is_owner() (docs/decisions/054), from the
 * attacker's side, with tokens the Auth stand-in issues through supabase-js: anon, a
 * signed-in non-owner (even at aal2), an owner at aal1 and an owner at aal2. Then the
 * `npm run owner` command against the stack, and the smoke check of Auth's sign-up setting
 * both ways.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import WebSocket from "ws";
import { readAuthSettings } from "../../supabase/local/auth/auth-config.ts";
import { createAuthServer } from "../../supabase/local/auth/auth-server.ts";
import { LOCAL_JWT_SECRET } from "../../supabase/local/ports.ts";
import { checkAuthSignupsClosed } from "../../scripts/smoke/smoke-checks.ts";
import { runOwnerCommand } from "../../scripts/owner/owner-command.ts";
import { addUser, asSuperuser, signInClient, signInWithMailedCode, totpCode } from "./helpers/owner-auth.ts";

const stack = inject("stack");
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A client whose requests carry this access token (as the app's client after sign-in). */
function asToken(token: string): SupabaseClient {
  return createClient(stack.gatewayUrl, stack.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** Signs in with the mailed code and, with `aal2`, enrols and verifies TOTP; returns the access token. */
async function tokenFor(email: string, aal2: boolean): Promise<string> {
  const client = signInClient();
  await signInWithMailedCode(client, email);
  if (aal2) {
    const factor = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "app" });
    if (factor.error) throw factor.error;
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor.data.id, code: totpCode(factor.data.totp.secret) });
    if (verified.error) throw verified.error;
  }
  return (await client.auth.getSession()).data.session!.access_token;
}

const callers: Record<string, () => SupabaseClient> = {};

beforeAll(async () => {
  const [owner1, owner2, stranger] = [`owner-a-${unique()}@example.com`, `owner-b-${unique()}@example.com`, `stranger-${unique()}@example.com`];
  await addUser(owner1);
  await addUser(owner2);
  await addUser(stranger, false);
  const [ownerAal1, ownerAal2, strangerAal2] = await Promise.all([tokenFor(owner1, false), tokenFor(owner2, true), tokenFor(stranger, true)]);
  callers.anon = () => signInClient();
  callers["signed-in non-owner at aal2"] = () => asToken(strangerAal2);
  callers["owner at aal1"] = () => asToken(ownerAal1);
  callers["owner at aal2"] = () => asToken(ownerAal2);
});

describe("public.owners and public.is_owner(), by caller", () => {
  for (const caller of ["anon", "signed-in non-owner at aal2", "owner at aal1"]) {
    it(`${caller}: is_owner() is not true, the owners are hidden, nothing can be written`, async () => {
      const client = callers[caller]!();
      const isOwner = await client.rpc("is_owner");
      if (caller === "anon") expect(isOwner.error?.code).toBe("42501");
      else expect(isOwner.data).toBe(false);
      const read = await client.from("owners").select("email");
      if (caller === "anon") expect(read.error?.code).toBe("42501");
      else expect(read.data).toEqual([]);
      const { data: me } = await client.auth.getUser();
      const insert = await client.from("owners").insert({ user_id: me.user?.id ?? "00000000-0000-4000-8000-000000000000", email: "x@example.com" });
      expect(insert.error?.code).toBe("42501");
      const before = await asSuperuser<{ n: string }>("select count(*) as n from public.owners");
      await client.from("owners").delete().neq("email", "");
      expect(await asSuperuser<{ n: string }>("select count(*) as n from public.owners")).toEqual(before);
    });
  }

  it("owner at aal2: is_owner() is true and the owners are readable, but not writable", async () => {
    const client = callers["owner at aal2"]!();
    expect((await client.rpc("is_owner")).data).toBe(true);
    const read = await client.from("owners").select("email");
    expect(read.error).toBeNull();
    expect(read.data!.length).toBeGreaterThanOrEqual(2);
    const update = await client.from("owners").update({ email: "taken@example.com" }).neq("email", "");
    expect(update.error?.code).toBe("42501");
  });

  it("a token signed with another secret is refused outright", async () => {
    const forged = await new SignJWT({ role: "authenticated", aal: "aal2", sub: "00000000-0000-4000-8000-000000000000" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("not-the-local-secret-not-the-local-secret"));
    const answer = await asToken(forged).rpc("is_owner");
    expect(answer.error).not.toBeNull();
  });
});

describe("npm run owner", () => {
  it("adds, lists and removes an owner with the secret key; a second add keeps one row", async () => {
    const target = { url: stack.gatewayUrl, secretKey: stack.secretKey };
    const email = `added-${unique()}@example.com`;
    expect((await runOwnerCommand(["add", email.toUpperCase()], target))[0]).toMatch(/is an owner/);
    await runOwnerCommand(["add", email], target);
    expect(await asSuperuser("select 1 from public.owners where email = $1", [email])).toHaveLength(1);
    expect((await runOwnerCommand(["list"], target)).some((line) => line.startsWith(email))).toBe(true);

    // The new owner can ask for a code.
    const { error } = await signInClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toBeNull();

    expect((await runOwnerCommand(["remove", email], target))[0]).toMatch(/no longer an owner/);
    expect(await asSuperuser("select 1 from public.owners where email = $1", [email])).toHaveLength(0);
    expect(await asSuperuser("select 1 from auth.users where email = $1", [email])).toHaveLength(0);
    await expect(runOwnerCommand(["add", "not-an-address"], target)).rejects.toThrow(/not an email address/);
    await expect(runOwnerCommand(["promote", email], target)).rejects.toThrow(/usage/);
    // The publishable key cannot add anyone.
    await expect(runOwnerCommand(["add", `sneaky-${unique()}@example.com`], { url: stack.gatewayUrl, secretKey: stack.publishableKey })).rejects.toThrow();
  });
});

describe("the smoke check of Auth's sign-up setting, against the stand-in", () => {
  it("passes with this project's settings (sign-ups off)", async () => {
    const response = await fetch(`${stack.gatewayUrl}/auth/v1/settings`, { headers: { apikey: stack.publishableKey } });
    const check = checkAuthSignupsClosed({ status: response.status, headers: {}, body: await response.text() });
    expect(check.verdict).toBe("PASS");
  });

  it("fails against a stand-in whose sign-ups are open", async () => {
    const settings = { ...readAuthSettings(new URL("../../supabase/config.toml", import.meta.url).pathname), signupDisabled: false };
    const open = createAuthServer({ databaseUrl: stack.databaseUrl, jwtSecret: LOCAL_JWT_SECRET, issuer: "http://127.0.0.1/auth/v1", smtpPort: stack.smtpPort, settings });
    try {
      const response = await open.app.fetch(new Request("http://127.0.0.1/settings"));
      const check = checkAuthSignupsClosed({ status: response.status, headers: {}, body: await response.text() });
      expect(check.verdict).toBe("FAIL");
    } finally {
      await open.close();
    }
  });
});
