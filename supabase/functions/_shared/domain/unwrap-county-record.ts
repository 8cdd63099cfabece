import type { CountyRecord } from "../schemas/county-record.ts";

/**
 * The county record inside whatever carries it: the property lookup's answer and search
 * results (nested under `countyData`), the `propertyData` a visitor's browser sends with a
 * request or a logged search (the record itself, a summary with `countyData`, or older
 * clients' `rawData` / `countyRecord`). One reading for the app (property summary, lookup
 * by PIN) and the functions (lead pricing and mails, the search log), so both find the
 * same record in the same payload.
 *
 * Pure and Deno-compatible: the app imports it as "#shared/unwrap-county-record.ts",
 * functions by relative path.
 */

/** Where a county record may be nested, in the order they are looked at. */
export const COUNTY_RECORD_KEYS = ["countyData", "rawData", "countyRecord"] as const;

/** A JSON object: not null, not an array. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The first record nested under one of COUNTY_RECORD_KEYS, else `source` itself; an empty record for junk. */
export function unwrapCountyRecord(source: unknown): CountyRecord {
  if (!isObject(source)) return {};
  for (const key of COUNTY_RECORD_KEYS) {
    const nested = source[key];
    if (isObject(nested)) return nested as CountyRecord;
  }
  return source as CountyRecord;
}
