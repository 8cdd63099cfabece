/**
 * The Auth settings the local stand-in obeys, read from the [auth] tables of
 * supabase/config.toml: the same file `npm run deploy` pushes to the hosted
 * project, so local and hosted Auth follow one source (docs/decisions/054).
 * Keys and defaults are the Supabase CLI's (config.toml reference).
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parse } from "smol-toml";

export interface AuthSettings {
  siteUrl: string;
  additionalRedirectUrls: string[];
  /** Access token lifetime, seconds. */
  jwtExpiry: number;
  /** Seconds a rotated refresh token may still be used (answered with the current one). */
  refreshTokenReuseInterval: number;
  /** [auth] enable_signup = false or [auth.email] enable_signup = false. */
  signupDisabled: boolean;
  otpLength: number;
  /** Seconds a mailed code is valid. */
  otpExpiry: number;
  /** Seconds between two codes to one address. */
  maxFrequency: number;
  totpEnroll: boolean;
  totpVerify: boolean;
  maxEnrolledFactors: number;
  magicLinkSubject: string;
  /** The mail body template ({{ .Token }}, {{ .SiteURL }}, {{ .Email }}). */
  magicLinkTemplate: string;
}

type Table = Record<string, unknown>;

function table(value: unknown): Table {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Table) : {};
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === "boolean" ? value : fallback;
}

function num(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** "60s", "1m30s", "2h" (Go durations, as the CLI writes them) → seconds. */
export function durationSeconds(value: unknown, fallback: number): number {
  if (typeof value !== "string") return fallback;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)];
  if (!parts.length || parts.map((part) => part[0]).join("") !== value.trim()) return fallback;
  const unit = { h: 3600, m: 60, s: 1 } as const;
  return parts.reduce((sum, part) => sum + Number(part[1]) * unit[part[2] as keyof typeof unit], 0);
}

const DEFAULT_TEMPLATE = "<h2>Magic Link</h2><p>Enter the code: {{ .Token }}</p>";

export function readAuthSettings(configFile: string): AuthSettings {
  const config = parse(readFileSync(configFile, "utf8")) as Table;
  const auth = table(config.auth);
  const email = table(auth.email);
  const totp = table(table(auth.mfa).totp);
  const magicLink = table(table(email.template).magic_link);
  const contentPath = typeof magicLink.content_path === "string" ? magicLink.content_path : undefined;
  // The CLI resolves content_path against the project directory (the parent of supabase/).
  const template = contentPath ? readFileSync(resolve(dirname(configFile), "..", contentPath), "utf8") : DEFAULT_TEMPLATE;
  return {
    siteUrl: typeof auth.site_url === "string" ? auth.site_url : "http://127.0.0.1:3000",
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls) ? auth.additional_redirect_urls.map(String) : [],
    jwtExpiry: num(auth.jwt_expiry, 3600),
    refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
    signupDisabled: !bool(auth.enable_signup, true) || !bool(email.enable_signup, true),
    otpLength: num(email.otp_length, 6),
    otpExpiry: num(email.otp_expiry, 3600),
    maxFrequency: durationSeconds(email.max_frequency, 1),
    totpEnroll: bool(totp.enroll_enabled, false),
    totpVerify: bool(totp.verify_enabled, false),
    maxEnrolledFactors: num(table(auth.mfa).max_enrolled_factors, 10),
    magicLinkSubject: typeof magicLink.subject === "string" ? magicLink.subject : "Your Magic Link",
    magicLinkTemplate: template,
  };
}
