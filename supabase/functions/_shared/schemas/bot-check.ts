import { z } from "zod";

/**
 * What the contact form and the quote form send beside the visitor's values
 * so that send-contact-email can tell a person from a script
 * (docs/decisions/035-abuse-limits.md). None of it is stored: a request that
 * trips a check is stored, flagged as suspected spam and not confirmed by
 * mail; it is never refused for it, so a person caught by mistake still
 * reaches the business.
 */

/** Less than this from opening the form to sending it is not a person typing. */
export const MIN_FILL_MS = 3000;
/** Cloudflare's Turnstile tokens are at most 2048 characters. */
export const TURNSTILE_TOKEN_MAX = 2048;

/** The honeypot input's name: a field people never see and bots fill. */
export const HONEYPOT_FIELD = "website";

export const botCheckFields = {
  /** The honeypot's value: empty from a person. Any type is taken (a bot may send anything); it only flags. */
  website: z.unknown().optional(),
  /** Milliseconds from the form opening to the send, as the browser measured it. Anything else flags. */
  fillMs: z.unknown().optional(),
  /** The Turnstile widget's token, when the site runs Turnstile. */
  turnstileToken: z.string().max(TURNSTILE_TOKEN_MAX, `must be at most ${TURNSTILE_TOKEN_MAX} characters`).nullish(),
};

export type SpamReason = "honeypot" | "too_fast" | "no_timing" | "turnstile_unverified";

/** The bot signals a request's extra fields show, in a fixed order. */
export function spamSignals(fields: { website?: unknown; fillMs?: unknown }): SpamReason[] {
  const reasons: SpamReason[] = [];
  const honeypot = fields.website;
  if (honeypot !== undefined && honeypot !== null && !(typeof honeypot === "string" && honeypot.trim() === "")) reasons.push("honeypot");
  const fillMs = fields.fillMs;
  if (typeof fillMs !== "number" || !Number.isFinite(fillMs) || fillMs < 0) reasons.push("no_timing");
  else if (fillMs < MIN_FILL_MS) reasons.push("too_fast");
  return reasons;
}
