/**
 * What the owner's sign-in says (docs/decisions/054). Hosted Auth answers a wrong and an
 * expired mailed code alike (403 otp_expired), so the page tells them apart by the code's
 * age: OTP_LIFETIME_SECONDS is supabase/config.toml's [auth.email] otp_expiry (a tooling
 * test keeps them equal).
 */
export const OTP_LIFETIME_SECONDS = 600;
export const OTP_LENGTH = 8;

export const SIGN_IN_MESSAGES = {
  emailHeading: "Owner sign-in",
  emailIntro: "Enter your address. We mail you a one-time code; no password.",
  emailInvalid: "Enter an email address like name@example.com.",
  codeHeading: "Enter the code from your mail",
  codeSent: (email: string) => `We sent an ${OTP_LENGTH}-digit code to ${email}. It works once, for ${OTP_LIFETIME_SECONDS / 60} minutes.`,
  codeInvalid: `Enter the ${OTP_LENGTH} digits from the mail.`,
  wrongCode: "That code is not right. Check the newest mail from us and try again.",
  expiredCode: "That code has expired. Ask for a new one.",
  notOwner: "No code was sent: this address is not an owner of the desk.",
  tooManyTries: "Too many tries. Wait a minute, then try again.",
  enrollHeading: "Set up your authenticator app",
  enrollIntro: "Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy…), or type the key below into it. Then enter the 6-digit code it shows.",
  challengeHeading: "Enter the code from your authenticator app",
  challengeIntro: "Open your authenticator app and enter the 6-digit code it shows for this site.",
  totpInvalid: "Enter the 6 digits your app shows.",
  wrongTotp: "That code is not right. Enter the newest code your app shows; check that your phone's clock is set automatically.",
  offline: "We can't reach the server. Check your connection and try again.",
  failed: "Something went wrong. Try again.",
  noOwner: "This account is not an owner of the desk. You have been signed out.",
  loading: "Checking your sign-in…",
} as const;

/** An error as supabase-js gives it (AuthError): HTTP status and GoTrue's error code. */
export interface AuthFailure {
  status?: number;
  code?: string;
}

export type SignInStep = "email" | "code" | "totp";

/** The message for a failed step; `codeAgeSeconds` is how long ago the mailed code was asked for. */
export function signInErrorMessage(error: AuthFailure, step: SignInStep, codeAgeSeconds = 0): string {
  if (error.status === 429 || error.code === "over_email_send_rate_limit" || error.code === "over_request_rate_limit") {
    return SIGN_IN_MESSAGES.tooManyTries;
  }
  if (error.status === 0) return SIGN_IN_MESSAGES.offline;
  if (step === "email" && (error.code === "otp_disabled" || error.code === "signup_disabled")) return SIGN_IN_MESSAGES.notOwner;
  if (step === "code" && error.code === "otp_expired") {
    return codeAgeSeconds >= OTP_LIFETIME_SECONDS ? SIGN_IN_MESSAGES.expiredCode : SIGN_IN_MESSAGES.wrongCode;
  }
  if (step === "totp" && (error.code === "mfa_verification_failed" || error.code === "mfa_challenge_expired")) return SIGN_IN_MESSAGES.wrongTotp;
  return SIGN_IN_MESSAGES.failed;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Digits only (spaces and dashes typed or pasted are dropped). */
export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function isMailedCode(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(digitsOf(value));
}

export function isTotpCode(value: string): boolean {
  return /^\d{6}$/.test(digitsOf(value));
}
