import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { server } from "#tests/msw/server.ts";
import { rpcUrl, TEST_SUPABASE_URL } from "#tests/msw/urls.ts";
import { ownerAccessToken } from "#tests/support/owner-session.ts";
import { renderApp } from "#tests/support/render-app.tsx";
import { SIGN_IN_MESSAGES } from "@/features/owner-auth/domain/sign-in-messages";

/**
 * The owner's sign-in page (docs/decisions/054) against a stand-in of Auth's answers:
 * address, mailed code, TOTP enrolment, then the desk; and what each refusal says.
 */
const auth = (path: string) => `${TEST_SUPABASE_URL}/auth/v1${path}`;
const OWNER = "owner@example.com";
const USER_ID = "6a1f0c2e-9b7d-4c3e-8a5f-2d4b6c8e0a11";
const versioned = { headers: { "x-supabase-api-version": "2024-01-01" } };

/** A token supabase-js can read (it decodes; the server verifies). */
function token(aal: "aal1" | "aal2"): string {
  return ownerAccessToken(aal, { sub: USER_ID, email: OWNER, iat: Math.floor(Date.now() / 1000), session_id: "s1", amr: [] });
}

function session(aal: "aal1" | "aal2", factors: object[]) {
  return {
    access_token: token(aal),
    token_type: "bearer",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: `refresh-${aal}`,
    user: { id: USER_ID, aud: "authenticated", role: "authenticated", email: OWNER, app_metadata: {}, user_metadata: {}, factors, created_at: "2026-11-29T00:00:00Z" },
  };
}

const refusal = (status: number, code: string, message: string) => HttpResponse.json({ code, message }, { status, ...versioned });

beforeAll(async () => {
  await import("@/app/routes/owner-sign-in");
  await import("@/app/routes/owner/desk-layout");
  await import("@/app/routes/owner/requests");
}, 30_000);

afterEach(() => localStorage.clear());

describe("/owner/sign-in", () => {
  it("mailed code, then the authenticator enrolment with the QR code and the key, then the desk", async () => {
    let factors: object[] = [];
    const verified = { id: "f1", factor_type: "totp", status: "verified", friendly_name: "Authenticator app", created_at: "", updated_at: "" };
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(auth("/otp"), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({});
      }),
      http.post(auth("/verify"), async ({ request }) => {
        const body = (await request.json()) as { token: string };
        return body.token === "12345678" ? HttpResponse.json(session("aal1", [])) : refusal(403, "otp_expired", "Token has expired or is invalid");
      }),
      http.get(auth("/user"), ({ request }) => {
        const aal2 = (request.headers.get("authorization") ?? "").includes(token("aal2").split(".")[1]!.slice(0, 40));
        return HttpResponse.json(session(aal2 ? "aal2" : "aal1", factors).user);
      }),
      http.post(auth("/factors"), () =>
        HttpResponse.json({
          id: "f1",
          type: "totp",
          friendly_name: "Authenticator app",
          totp: { qr_code: "<svg xmlns='http://www.w3.org/2000/svg'></svg>", secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", uri: "otpauth://totp/x" },
        }),
      ),
      http.post(auth("/factors/f1/challenge"), () => HttpResponse.json({ id: "c1", type: "totp", expires_at: Math.floor(Date.now() / 1000) + 300 })),
      http.post(auth("/factors/f1/verify"), async ({ request }) => {
        const body = (await request.json()) as { code: string };
        if (body.code !== "654321") return refusal(422, "mfa_verification_failed", "Invalid TOTP code entered");
        factors = [verified];
        return HttpResponse.json(session("aal2", factors));
      }),
      http.post(rpcUrl("is_owner"), () => HttpResponse.json(true)),
    );
    const { user } = renderApp("/owner/sign-in");
    expect(await screen.findByRole("heading", { level: 1, name: SIGN_IN_MESSAGES.emailHeading })).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Send me a code" }));
    expect(screen.getByRole("alert")).toHaveTextContent(SIGN_IN_MESSAGES.emailInvalid);
    await user.type(screen.getByLabelText("Email address"), `${OWNER}{Enter}`);
    expect(await screen.findByRole("heading", { level: 1, name: SIGN_IN_MESSAGES.codeHeading })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ email: OWNER, create_user: false });

    await user.type(screen.getByLabelText("Code from the mail"), "87654321{Enter}");
    expect(await screen.findByText(SIGN_IN_MESSAGES.wrongCode)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Code from the mail"));
    await user.type(screen.getByLabelText("Code from the mail"), "1234 5678{Enter}");

    expect(await screen.findByRole("heading", { level: 1, name: SIGN_IN_MESSAGES.enrollHeading })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /QR code/ })).toHaveAttribute("src", expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByTestId("totp-secret")).toHaveTextContent("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");

    await user.type(screen.getByLabelText("6-digit code from the app"), "111111{Enter}");
    expect(await screen.findByText(SIGN_IN_MESSAGES.wrongTotp)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("6-digit code from the app"));
    // The desk's first page: its reads answer with no rows here.
    server.use(
      http.get(`${TEST_SUPABASE_URL}/rest/v1/*`, () => HttpResponse.json([])),
      http.head(`${TEST_SUPABASE_URL}/rest/v1/*`, () => new HttpResponse(null, { headers: { "content-range": "*/0" } })),
    );
    await user.type(screen.getByLabelText("6-digit code from the app"), "654321{Enter}");
    expect(await screen.findByRole("navigation", { name: "Desk" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Requests" })).toBeInTheDocument();
  }, 45_000);

  it("says an unknown address gets no code, and too many tries", async () => {
    let calls = 0;
    server.use(
      http.post(auth("/otp"), () => {
        calls += 1;
        return calls === 1
          ? refusal(422, "otp_disabled", "Signups not allowed for otp")
          : refusal(429, "over_email_send_rate_limit", "For security purposes, you can only request this after 40 seconds.");
      }),
    );
    const { user } = renderApp("/owner/sign-in");
    await user.type(await screen.findByLabelText("Email address"), "stranger@example.com{Enter}");
    expect(await screen.findByText(SIGN_IN_MESSAGES.notOwner)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    expect(await screen.findByText(SIGN_IN_MESSAGES.tooManyTries)).toBeInTheDocument();
  });

  it("sends a visitor without a session from /owner to the sign-in page", async () => {
    renderApp("/owner");
    expect(await screen.findByRole("heading", { level: 1, name: SIGN_IN_MESSAGES.emailHeading })).toBeInTheDocument();
  });
});
