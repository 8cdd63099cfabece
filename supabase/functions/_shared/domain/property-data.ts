import { isObject, unwrapCountyRecord } from "./unwrap-county-record.ts";

/**
 * Values read out of the `propertyData` a visitor's browser sends with a
 * service request (send-contact-email's pricing) or a logged search
 * (log-property-search), so both read the same PIN from the same payload.
 * Pure and Deno-compatible.
 */

/** A GIS PIN is at most this long (GIS_PIN_PATTERN, schemas/county-record.ts). */
export const MAX_PIN_LENGTH = 64;

/** The first value that is a string or a number with text once trimmed, trimmed to at most `max` characters; else null. */
export function firstText(max: number, ...values: unknown[]): string | null {
  for (const value of values) {
    if ((typeof value === "string" || typeof value === "number") && String(value).trim() !== "") {
      return String(value).trim().slice(0, max);
    }
  }
  return null;
}

/**
 * The property's GIS PIN: the first of the county record's GIS_PIN, then the
 * payload's `gisPin`, then its `pin` that is a non-empty string or a number,
 * trimmed, at most MAX_PIN_LENGTH characters; null when none is.
 */
export function propertyPin(propertyData: unknown): string | null {
  const record = unwrapCountyRecord(propertyData);
  const payload = isObject(propertyData) ? propertyData : {};
  return firstText(MAX_PIN_LENGTH, record.GIS_PIN, payload.gisPin, payload.pin);
}
