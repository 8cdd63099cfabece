import { BUSINESS_TIME_ZONE } from "#shared/booking/time-zone.ts";
import { formatPrice } from "#shared/en-us-numbers.ts";
import type { PriceTier } from "#shared/pricing.ts";

/** The size tiers in the owner's words. */
export const TIER_LABELS: Record<PriceTier, string> = {
  under_1500: "Under 1,500 sq ft",
  "1500_to_2500": "1,500 to 2,500 sq ft",
  over_2500: "Over 2,500 sq ft",
};

export const priceText = (value: number | string): string => formatPrice(Number(value));

let whenFormat: Intl.DateTimeFormat | undefined;
/** "Nov 28, 2026, 3:05 PM" in the business's time (New York). */
export function formatChangeWhen(iso: string): string {
  whenFormat ??= new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: BUSINESS_TIME_ZONE,
  });
  return whenFormat.format(Date.parse(iso)).replace(/[\u202f\u00a0]/g, " ");
}
