import { BUSINESS_DEFAULTS } from "./domain/business-defaults.ts";
import { limitRefusalMessage, type LimitRefusal } from "./domain/limit-refusal.ts";
import { readEnv } from "./env.ts";
import { HttpError } from "./http.ts";

/** The business's phone number as the functions say it (BUSINESS_PHONE, else the shared default). */
export function businessPhone(): string {
  return readEnv("BUSINESS_PHONE") ?? BUSINESS_DEFAULTS.phone;
}

/**
 * The 429 of a per-address limit (docs/decisions/059-form-primitives.md): its message names
 * the phone number to call now and when the form works again, from the window of the rule
 * that refused (rate-limit.ts refusingWindow).
 */
export function limitRefused(refusal: LimitRefusal, windowSeconds: number | null): HttpError {
  return new HttpError(429, limitRefusalMessage(refusal, businessPhone(), windowSeconds));
}
