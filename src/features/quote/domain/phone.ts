import { PHONE_DIGITS } from "#schemas/service-request.ts";

/**
 * The quote form's phone field (docs/product.md §1.5): at most 10 digits, shown as
 * (xxx) xxx-xxxx while typing, sent as digits only.
 */

/** Characters people type around the digits of a phone number. */
const FORMATTING = /^[\d\s().+-]*$/;

/** The digits of `value`, without a leading US country code ("+1 908…", "1-908…"). */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  if (digits.length > PHONE_DIGITS && digits.startsWith("1") && /^\s*\+?1[\s.-]*\(?\d/.test(value)) {
    return digits.slice(1, PHONE_DIGITS + 1);
  }
  return digits.slice(0, PHONE_DIGITS);
}

/** Digits as (xxx) xxx-xxxx, partially while typing: "9", "(908) 5", "(908) 555-01". */
export function formatPhoneDigits(digits: string): string {
  const d = digits.replace(/\D/g, "").slice(0, PHONE_DIGITS);
  if (d.length === 0) return "";
  if (d.length <= 3) return d.length === 3 ? `(${d})` : `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/**
 * What the phone input shows after the visitor typed `value`. Digits and formatting
 * characters become (xxx) xxx-xxxx with at most 10 digits. Text with letters ("908-555-CALL")
 * is kept as typed, minus digits past the tenth, so validation can say
 * 'Phone number must contain only numbers' instead of silently dropping what was typed.
 */
export function formatPhoneInput(value: string): string {
  if (FORMATTING.test(value)) {
    const digits = phoneDigits(value);
    // Deleting the ")" of "(908)" must not put it straight back.
    if (digits.length === 3 && !value.includes(")")) return `(${digits}`;
    return formatPhoneDigits(digits);
  }
  let kept = 0;
  let out = "";
  for (const char of value) {
    if (/\d/.test(char)) {
      if (kept === PHONE_DIGITS) continue;
      kept += 1;
    }
    out += char;
  }
  return out.slice(0, 32);
}
