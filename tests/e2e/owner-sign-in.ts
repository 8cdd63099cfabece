import { Secret, TOTP } from "otpauth";
import type { Page } from "@playwright/test";
import { runOwnerCommand } from "../../scripts/owner/owner-command.ts";
import { REQUESTS_MESSAGES } from "../../src/features/owner-requests/domain/messages.ts";
import { SIGN_IN_MESSAGES } from "../../src/features/owner-auth/domain/sign-in-messages.ts";
import { expect } from "./fixtures.ts";
import { caughtMail, sentTo } from "./maildev.ts";

/**
 * The owner's sign-in as the e2e specs of the desk walk it (docs/decisions/054): a new owner
 * added as `npm run owner -- add` does, the mailed code MailDev caught, and the authenticator's
 * enrolment (the test plays the app: it reads the key shown as text and computes codes with
 * otpauth).
 */

export const unique = (tag: string) => `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new owner, added with the secret key through owner-command.ts (what `npm run owner -- add` runs). */
export async function addOwner(tag: string): Promise<string> {
  const email = `${unique(tag)}@example.com`;
  await runOwnerCommand(["add", email], { url: process.env.E2E_GATEWAY_URL!, secretKey: process.env.E2E_SECRET_KEY! });
  return email;
}

/** The current code of a TOTP secret, as an authenticator app shows it. */
export function totpCode(secret: string): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
}

/**
 * Asks for a code on the sign-in page and types the one MailDev caught (the mail that arrived
 * after asking). Answers when the page has taken it.
 */
export async function signInWithMailedCode(page: Page, email: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: SIGN_IN_MESSAGES.emailHeading })).toBeVisible();
  const before = (await caughtMail()).filter(sentTo(email)).length;
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByRole("heading", { level: 1, name: SIGN_IN_MESSAGES.codeHeading })).toBeVisible();
  await expect(page.getByText(SIGN_IN_MESSAGES.codeSent(email))).toBeVisible();
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mine = (await caughtMail()).filter(sentTo(email));
        const newest = mine.length > before ? mine.at(-1) : undefined;
        code = newest ? /\b(\d{8})\b/.exec(newest.html ?? newest.text)?.[1] : undefined;
        return code;
      },
      { message: `the sign-in code mailed to ${email}`, intervals: [250], timeout: 20_000 },
    )
    .toMatch(/^\d{8}$/);
  await page.getByLabel("Code from the mail").fill(code!);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** A first sign-in from the sign-in page: the mailed code, then the authenticator's enrolment. Answers the TOTP secret. */
export async function signInFirstTime(page: Page, email: string): Promise<string> {
  await signInWithMailedCode(page, email);
  await expect(page.getByRole("heading", { level: 1, name: SIGN_IN_MESSAGES.enrollHeading })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code to add this site to your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel("6-digit code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on and continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: REQUESTS_MESSAGES.heading })).toBeVisible();
  await expect(page).toHaveURL(/\/owner\/requests$/);
  return secret;
}
