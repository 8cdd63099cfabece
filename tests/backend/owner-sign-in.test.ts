/**
 * The owner's sign-in through the real supabase-js client against the local
 * Auth stand-in (docs/decisions/054): mailed code, TOTP enrolment, challenge,
 * verify, refresh, sign-out, unenroll; and the refusals (unknown address,
 * wrong, expired and replayed codes).
 */
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { addUser, asSuperuser, mailedCode, signInClient, signInWithMailedCode, totpCode } from "./helpers/owner-auth.ts";
import { caughtMail, sentTo } from "./helpers/maildev.ts";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

describe("owner sign-in with supabase-js", () => {
  it("code by mail, TOTP enrolment to aal2, refresh, challenge on the next sign-in, unenroll, sign-out", async () => {
    const email = `owner-${unique()}@example.com`;
    const userId = await addUser(email);
    const client = signInClient();

    await signInWithMailedCode(client, email);
    const first = (await client.auth.getSession()).data.session!;
    const claims = decodeJwt(first.access_token);
    expect(claims).toMatchObject({ sub: userId, role: "authenticated", aal: "aal1", aud: "authenticated", email, session_id: expect.any(String) });
    expect(claims.amr).toEqual([{ method: "otp", timestamp: expect.any(Number) }]);
    expect(claims.iss).toMatch(/\/auth\/v1$/);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);

    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });

    const enrolled = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Authenticator app" });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    expect(factor.type).toBe("totp");
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const wrong = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: "000000" === totpCode(factor.totp.secret) ? "111111" : "000000" });
    expect(wrong.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });
    const verified = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: totpCode(factor.totp.secret) });
    expect(verified.error).toBeNull();
    const aal2 = decodeJwt(verified.data!.access_token);
    expect(aal2).toMatchObject({ aal: "aal2", session_id: claims.session_id });
    expect((aal2.amr as { method: string }[]).map((entry) => entry.method).sort()).toEqual(["otp", "totp"]);
    // A verified challenge is spent.
    const again = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: totpCode(factor.totp.secret) });
    expect(again.error?.status).toBe(422);

    const factors = await client.auth.mfa.listFactors();
    expect(factors.data!.totp.map((f) => f.id)).toEqual([factor.id]);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });

    // getClaims (HS256: checked by GET /user) and refresh keep aal2.
    const checked = await client.auth.getClaims();
    expect(checked.data?.claims).toMatchObject({ sub: userId, aal: "aal2" });
    const before = (await client.auth.getSession()).data.session!;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(before.refresh_token);
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({ aal: "aal2", session_id: claims.session_id });

    await client.auth.signOut();
    expect((await client.auth.getSession()).data.session).toBeNull();
    // The signed-out session's refresh token is gone.
    const stale = await signInClient().auth.refreshSession({ refresh_token: refreshed.data.session!.refresh_token });
    expect(stale.error?.status).toBe(400);

    // The next sign-in (a minute later: one code a minute) is aal1 with a verified factor: the app must challenge it.
    await asSuperuser("update auth.users set recovery_sent_at = now() - interval '61 seconds' where id = $1", [userId]);
    const next = signInClient();
    await signInWithMailedCode(next, email);
    expect((await next.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    const refusedUnenroll = await next.auth.mfa.unenroll({ factorId: factor.id });
    expect(refusedUnenroll.error).toMatchObject({ status: 422, code: "insufficient_aal" });
    const secondChallenge = await next.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret) });
    expect(secondChallenge.error).toBeNull();
    expect(decodeJwt((await next.auth.getSession()).data.session!.access_token).aal).toBe("aal2");

    const unenrolled = await next.auth.mfa.unenroll({ factorId: factor.id });
    expect(unenrolled.error).toBeNull();
    expect(unenrolled.data).toEqual({ id: factor.id });
    const rows = await asSuperuser("select 1 from auth.mfa_factors where user_id = $1", [userId]);
    expect(rows).toHaveLength(0);
    await next.auth.signOut();
  });

  it("an unknown address gets no code and no user", async () => {
    const email = `stranger-${unique()}@example.com`;
    const client = signInClient();
    const { error } = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: "otp_disabled", message: "Signups not allowed for otp" });
    // Even asking to create the user is refused: sign-ups are off.
    const created = await client.auth.signInWithOtp({ email });
    expect(created.error).toMatchObject({ status: 422, code: "signup_disabled" });
    expect(await asSuperuser("select 1 from auth.users where email = $1", [email])).toHaveLength(0);
    expect((await caughtMail()).filter(sentTo(email))).toHaveLength(0);
  });

  it("a wrong code, an expired code and a replayed code are refused", async () => {
    const email = `owner-${unique()}@example.com`;
    await addUser(email);
    const client = signInClient();

    const asked = new Date(Date.now() - 1000);
    expect((await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const code = (await mailedCode(email, asked))!;
    expect(code).toMatch(/^\d{8}$/);
    // Asking again at once is refused (one code a minute per address).
    const tooSoon = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(tooSoon.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });

    const wrongCode = code === "00000000" ? "11111111" : "00000000";
    const wrong = await client.auth.verifyOtp({ email, token: wrongCode, type: "email" });
    expect(wrong.error).toMatchObject({ status: 403, code: "otp_expired" });

    // The code's lifetime (600 s) has passed.
    await asSuperuser("update auth.users set recovery_sent_at = now() - interval '601 seconds' where email = $1", [email]);
    const expired = await client.auth.verifyOtp({ email, token: code, type: "email" });
    expect(expired.error).toMatchObject({ status: 403, code: "otp_expired" });

    await asSuperuser("update auth.users set recovery_sent_at = now() where email = $1", [email]);
    const used = await client.auth.verifyOtp({ email, token: code, type: "email" });
    expect(used.error).toBeNull();
    const replayed = await signInClient().auth.verifyOtp({ email, token: code, type: "email" });
    expect(replayed.error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("two verifies of one code at once: exactly one session", async () => {
    const email = `owner-${unique()}@example.com`;
    const userId = await addUser(email);
    const asked = new Date(Date.now() - 1000);
    expect((await signInClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const code = (await mailedCode(email, asked))!;
    const results = await Promise.all([0, 1, 2].map(() => signInClient().auth.verifyOtp({ email, token: code, type: "email" })));
    expect(results.filter((result) => result.error === null)).toHaveLength(1);
    expect(await asSuperuser("select 1 from auth.sessions where user_id = $1", [userId])).toHaveLength(1);
  });

  it("the admin endpoints want the secret key", async () => {
    const email = `owner-${unique()}@example.com`;
    const asVisitor = signInClient();
    const { error } = await asVisitor.auth.admin.createUser({ email, email_confirm: true });
    expect(error).toMatchObject({ status: 403, code: "not_admin" });
    expect(await asSuperuser("select 1 from auth.users where email = $1", [email])).toHaveLength(0);
  });
});
