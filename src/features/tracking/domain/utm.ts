import { CAMPAIGN_UTM_KEYS, UTM_KEYS, type UtmKey } from "@domain/visit-log.ts";

export type UtmValues = Record<UtmKey, string | null>;

const MAX_UTM_LENGTH = 256;

/** The five UTM values of a query string; missing or blank ones are null, long ones cut to what the log stores. */
export function readUtmValues(search: string): UtmValues {
  const params = new URLSearchParams(search);
  const values = {} as UtmValues;
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    values[key] = value ? value.slice(0, MAX_UTM_LENGTH) : null;
  }
  return values;
}

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
