/**
 * The bot checks of the contact and quote forms (docs/decisions/035-abuse-limits.md),
 * without zod so that the forms' hidden fields can use the names: the browser sends
 * the honeypot's value and the fill time; send-contact-email reads the signals. A
 * request that trips one is stored, flagged as suspected spam and not confirmed by
 * mail; it is never refused for it.
 */

/** Less than this from the form appearing to sending it is not a person typing. */
export const MIN_FILL_MS = 3000;
/** Cloudflare's Turnstile tokens are at most 2048 characters. */
export const TURNSTILE_TOKEN_MAX = 2048;
/** The honeypot input's name and payload key: a field people never see and bots fill. */
export const HONEYPOT_FIELD = "website";

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
