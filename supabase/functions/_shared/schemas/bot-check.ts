import { z } from "zod";
import { TURNSTILE_TOKEN_MAX } from "../domain/bot-check.ts";

export { HONEYPOT_FIELD, MIN_FILL_MS, spamSignals, TURNSTILE_TOKEN_MAX, type SpamReason } from "../domain/bot-check.ts";

/**
 * What the contact form and the quote form send beside the visitor's values
 * so that send-contact-email can tell a person from a script
 * (docs/decisions/035-abuse-limits.md, ../domain/bot-check.ts). None of it is
 * stored.
 */
export const botCheckFields = {
  /** The honeypot's value: empty from a person. Any type is taken (a bot may send anything); it only flags. */
  website: z.unknown().optional(),
  /** Milliseconds from the form appearing to the send, as the browser measured it. Anything else flags. */
  fillMs: z.unknown().optional(),
  /** The Turnstile widget's token, when the site runs Turnstile. */
  turnstileToken: z.string().max(TURNSTILE_TOKEN_MAX, `must be at most ${TURNSTILE_TOKEN_MAX} characters`).nullish(),
};
