/**
 * en-US numbers for the app, without an Intl formatter while a page hydrates (decision 036):
 * the one implementation lives in #shared/en-us-numbers.ts, shared with the edge functions'
 * mails; dates are in lib/format-date.ts.
 */
export { formatNumber, formatPrice, formatUsd, formatWholeDollars, type FractionDigits } from "#shared/en-us-numbers.ts";

/** "12-oak-lane_flemington" → "12 Oak Lane Flemington". */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
