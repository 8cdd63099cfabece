import { CAMPAIGN_UTM_KEYS, UTM_KEYS } from "#shared/visit-log.ts";
import type { UtmValues } from "@/lib/utm";

// The reader is shared with the quote's service request (lib/utm.ts); the visit logs read it from here.
export { readUtmValues, type UtmValues } from "@/lib/utm";

/** A campaign landing: utm_source, utm_medium or utm_campaign is present. */
export function isCampaignLanding(values: UtmValues): boolean {
  return CAMPAIGN_UTM_KEYS.some((key) => values[key] !== null);
}

export function hasAnyUtm(values: UtmValues): boolean {
  return UTM_KEYS.some((key) => values[key] !== null);
}

/** One string per distinct set of UTM values: a landing is logged once per set per session. */
export function utmSetKey(values: UtmValues): string {
  return JSON.stringify(UTM_KEYS.map((key) => values[key]));
}
