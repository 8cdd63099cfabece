import { UTM_KEYS, type UtmKey } from "#shared/visit-log.ts";

/**
 * The one reader of a link's campaign tags, for the visit logs (features/tracking) and the
 * service request the quote sends (features/quote): both store what it reads.
 */

export type UtmValues = Record<UtmKey, string | null>;

/** What the logs and service_requests store of one value (the schemas' limit). */
export const MAX_UTM_LENGTH = 256;

/** The five UTM values of a query string; missing or blank ones are null, long ones cut to what is stored. */
export function readUtmValues(search: string): UtmValues {
  const params = new URLSearchParams(search);
  const values = {} as UtmValues;
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    values[key] = value ? value.slice(0, MAX_UTM_LENGTH) : null;
  }
  return values;
}
