/**
 * The words of a refusal by a per-address limit (docs/decisions/035-abuse-limits.md,
 * docs/decisions/059-form-primitives.md): the visitor is told to call, with the business's
 * phone number, and when the form takes them again, in words derived from the window of the
 * rule that refused (rate_limit_rules.window_seconds). Counters run in fixed windows, so the
 * form takes them again at the latest one window from now: the words round up.
 *
 * Pure and Deno-compatible: the app imports it as "#shared/limit-refusal.ts", functions by
 * relative path.
 */

const SMALL = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
];
const TENS: Record<number, string> = { 30: "thirty", 40: "forty", 50: "fifty" };

/** A count as a word ("ten", "thirty"), or its digits when no single word writes it. */
function countInWords(count: number): string {
  return SMALL[count] ?? TENS[count] ?? String(count);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * When a refused caller may try again, in words: "tomorrow" for a day's window, "in an hour",
 * "in ten minutes", "in a minute"; "later" when the window is not known.
 */
export function retryInWords(windowSeconds: number | null): string {
  if (windowSeconds === null || !Number.isFinite(windowSeconds) || windowSeconds <= 0) return "later";
  const minutes = Math.ceil(windowSeconds / MINUTE);
  if (minutes < 60) return minutes === 1 ? "in a minute" : `in ${countInWords(minutes)} minutes`;
  const hours = Math.ceil(windowSeconds / HOUR);
  if (hours < 24) return hours === 1 ? "in an hour" : `in ${countInWords(hours)} hours`;
  return "tomorrow";
}

export interface LimitRefusal {
  /** What was not done and why, one sentence ("Your request was not sent: ..."). */
  what: string;
  /** What calling is for ("to make it now"). */
  callTo: string;
  /** What works again after the window ("The form takes requests again"). */
  againSubject: string;
}

/**
 * The 429 message: what happened, the phone number to call now, and when the form works
 * again, e.g. "Your request was not sent: this connection has sent several already. Please
 * call us at (908) 555-0134 to make it now. The form takes requests again tomorrow."
 */
export function limitRefusalMessage(refusal: LimitRefusal, phone: string, windowSeconds: number | null): string {
  return `${refusal.what} Please call us at ${phone} ${refusal.callTo}. ${refusal.againSubject} ${retryInWords(windowSeconds)}.`;
}

/** send-contact-email's per-address limit (quote requests and contact messages together). */
export const LEADS_REFUSAL: LimitRefusal = {
  what: "Your request was not sent: this connection has sent several already.",
  callTo: "to make it now",
  againSubject: "The form takes requests again",
};

/** booking-hold's per-address limit (the quote's "Pick a time"). */
export const HOLDS_REFUSAL: LimitRefusal = {
  what: "That time was not held: this connection has held many already.",
  callTo: "to book a time",
  againSubject: "Times can be held here again",
};

/** manage-appointment's per-address limit (the appointment page). */
export const MANAGE_REFUSAL: LimitRefusal = {
  what: "Your appointment was not opened: this connection has used this page many times.",
  callTo: "about your appointment",
  againSubject: "The page works again",
};
