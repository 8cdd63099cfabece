import { readLivingSqft, readNumber } from "#shared/record-numbers.ts";
import type { CountyRecord } from "#schemas/county-record.ts";
import { unwrapCountyRecord } from "#shared/unwrap-county-record.ts";

/**
 * County tax record (MOD-IV, docs/product.md §1.3) → the property summary the site shows and
 * prices. Pure: no React, no I/O. The records API (and `njpr-properties`) answer a
 * record either bare or nested under `countyData`, with numbers sometimes sent as text
 * ("1,850", "$350,000") and flags as "Y"/"N": every field is read defensively and a
 * value that cannot be read becomes null rather than a wrong number.
 */

export const DEFAULT_STATE = "NJ";
export const LESS_THAN_ONE_YEAR = "Less than 1 year";

export interface PropertySummary {
  /** Street address ("12 Oak Ridge Rd"), empty when the record has none. */
  address: string;
  city: string;
  /** Two-letter state; NJ when the record has none. */
  state: string;
  zip: string;
  /** "Flemington, NJ 08822" (parts that are missing are left out). */
  cityStateZip: string;
  /** "12 Oak Ridge Rd, Flemington, NJ 08822". */
  fullAddress: string;
  /** Bare county name in title case ("Hunterdon"), null when unknown. */
  county: string | null;
  gisPin: string | null;
  livingSqft: number | null;
  salePrice: number | null;
  /** ISO date (YYYY-MM-DD) of the last sale. */
  saleDate: string | null;
  yearBuilt: number | null;
  acreage: number | null;
  annualTaxes: number | null;
  ownerName: string | null;
  absentee: boolean | null;
  corporateOwned: boolean | null;
  block: string | null;
  lot: string | null;
  qual: string | null;
  landAssessment: number | null;
  buildingAssessment: number | null;
  totalAssessment: number | null;
  /** The record as received (sent on with a request and logged with a search). */
  raw: CountyRecord;
}

/** What a search result or a pin lookup answers: a record, possibly nested under countyData. */
export type CountyRecordSource = CountyRecord | { countyData: CountyRecord; [key: string]: unknown };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Trimmed text, or null for nothing / blank. Numbers become their decimal text. */
export function readText(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim().replace(/\s+/g, " ");
  return trimmed ? trimmed : null;
}

function readPositive(value: unknown): number | null {
  const parsed = readNumber(value);
  return parsed !== null && parsed > 0 ? parsed : null;
}

function readNonNegative(value: unknown): number | null {
  const parsed = readNumber(value);
  return parsed !== null && parsed >= 0 ? parsed : null;
}

/** true/false from a boolean, "Y"/"N", "Yes"/"No", "true"/"false", 1/0; else null. */
export function readFlag(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value === 1 ? true : value === 0 ? false : null;
  if (typeof value !== "string") return null;
  const normalized = value.trim().toLowerCase();
  if (["y", "yes", "true", "t", "1"].includes(normalized)) return true;
  if (["n", "no", "false", "f", "0"].includes(normalized)) return false;
  return null;
}

const pad = (value: number) => String(value).padStart(2, "0");

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1700 || year > 2200) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A calendar date (YYYY-MM-DD) from "2019-05-14", "2019-05-14T00:00:00Z", "05/14/2019",
 * "20190514" or a millisecond timestamp; null when it is not a real date.
 */
export function readDate(value: unknown): string | null {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    const date = new Date(value);
    return Number.isNaN(date.getTime())
      ? null
      : isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  if (typeof value !== "string") return null;
  const text = value.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T\s])/.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) return isoDate(Number(match[3]), Number(match[1]), Number(match[2]));
  match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  return null;
}

/** "HUNTERDON", "hunterdon county" → "Hunterdon"; "CAPE MAY" → "Cape May". */
export function countyDisplayName(value: unknown): string | null {
  const text = readText(value);
  if (!text) return null;
  const bare = text.replace(/\s+county$/i, "").trim();
  if (!bare) return null;
  return bare
    .toLowerCase()
    .split(" ")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * Whole years owned since the last sale ("7 years", "1 year"), 'Less than 1 year' under
 * a year, null without a usable sale date or when the date lies in the future.
 */
export function ownershipDuration(saleDate: string | null, now: Date): string | null {
  if (!saleDate) return null;
  const [year, month, day] = saleDate.split("-").map(Number) as [number, number, number];
  const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  if (year > today.year || (year === today.year && (month > today.month || (month === today.month && day > today.day)))) {
    return null;
  }
  let years = today.year - year;
  if (today.month < month || (today.month === month && today.day < day)) years -= 1;
  if (years < 1) return LESS_THAN_ONE_YEAR;
  return years === 1 ? "1 year" : `${years} years`;
}

/** "Flemington, NJ 08822"; parts that are missing are left out. */
export function formatCityStateZip(city: string, state: string, zip: string): string {
  const stateZip = [state, zip].filter(Boolean).join(" ");
  return [city, stateZip].filter(Boolean).join(", ");
}

/** Builds the property summary from a county record, nested under `countyData` or not. */
export function toPropertySummary(source: unknown): PropertySummary {
  const record = unwrapCountyRecord(source);
  const fallback = isObject(source) ? source : {};

  const address = readText(record.Prop_Mail_Street) ?? readText(fallback.address) ?? "";
  const city = readText(record.P_City) ?? readText(fallback.city) ?? "";
  const state = (readText(record.P_State) ?? readText(fallback.state) ?? DEFAULT_STATE).toUpperCase();
  const zipText = readText(record.P_Zip) ?? readText(fallback.zip) ?? "";
  // A ZIP sent as a number loses its leading zero (08822 → 8822).
  const zip = /^\d{1,4}$/.test(zipText) ? zipText.padStart(5, "0") : zipText;
  const cityStateZip = formatCityStateZip(city, state, zip);

  return {
    address,
    city,
    state,
    zip,
    cityStateZip,
    fullAddress: [address, cityStateZip].filter(Boolean).join(", "),
    county: countyDisplayName(record.COUNTY_NAME),
    gisPin: readText(record.GIS_PIN),
    // The same reader send-contact-email prices by (never rounded).
    livingSqft: readLivingSqft(record.Sq_Ft),
    salePrice: readPositive(record.Sale_Price),
    saleDate: readDate(record.Sale_Date),
    yearBuilt: readPositive(record.Yr_Built),
    acreage: readPositive(record.Acreage),
    annualTaxes: readNonNegative(record.Recorded_Taxes),
    ownerName: readText(record.Owners_Name),
    absentee: readFlag(record.Absentee),
    corporateOwned: readFlag(record.Corporate_Owned),
    block: readText(record.Block),
    lot: readText(record.Lot),
    qual: readText(record.Qual),
    landAssessment: readNonNegative(record.Land_Assmnt_1),
    buildingAssessment: readNonNegative(record.Building_Assmnt_1),
    totalAssessment: readNonNegative(record.Total_Assmnt_1),
    raw: record,
  };
}
