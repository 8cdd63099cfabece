/**
 * Numbers in county records and request payloads, read the same way by the browser
 * (the property summary, the price it shows) and by the functions (the price
 * `send-contact-email` recomputes): a number, or numeric text ("1,850",
 * "$350,000.00"); anything else is null. Never rounded: 1,499.6 sq ft is in the
 * under_1500 tier on both sides.
 *
 * The app imports it as "#shared/record-numbers.ts"; functions by relative path.
 */

/** A finite number from a number or numeric text ("1,850", "$350,000.00"), else null. */
export function readNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const cleaned = value.trim().replace(/[$,\s]/g, "");
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The living area (Sq_Ft) as priced: a positive number of square feet, else null (size unknown). */
export function readLivingSqft(value: unknown): number | null {
  const sqft = readNumber(value);
  return sqft !== null && sqft > 0 ? sqft : null;
}
