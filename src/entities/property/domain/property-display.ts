import type { PropertySummary } from "@/entities/property/domain/property-summary";
import { formatNumber, formatUsd, formatWholeDollars } from "@/lib/format";
import { formatUtcShortDate } from "@/lib/format-date";

/**
 * Display text for the property summary's values. Pure; "Not available" for a value the
 * record lacks, so every row of the summary reads the same way.
 */

export const NOT_AVAILABLE = "Not available";

// Written by lib/format.ts without an Intl formatter: this module loads with the search
// widgets of the home and county pages, and the first Intl formatter a page creates costs a
// long task.
const cents = (value: number) => formatUsd(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });
const decimal = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });

export const formatDollars = (value: number | null) => (value === null ? NOT_AVAILABLE : formatWholeDollars(value));
export const formatTaxes = (value: number | null) => (value === null ? NOT_AVAILABLE : cents(value));
export const formatSquareFeet = (value: number | null) => (value === null ? NOT_AVAILABLE : `${integer(value)} sq ft`);
export const formatAcreage = (value: number | null) =>
  value === null ? NOT_AVAILABLE : `${decimal(value)} ${value === 1 ? "acre" : "acres"}`;
export const formatYear = (value: number | null) => (value === null ? NOT_AVAILABLE : String(value));

/** "2019-05-14" → "May 14, 2019". */
export function formatIsoDate(value: string | null): string {
  if (!value) return NOT_AVAILABLE;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return formatUtcShortDate(Date.UTC(year, month - 1, day));
}

/** "$350,000 on May 14, 2019", "$350,000", "May 14, 2019" or "Not available". */
export function formatLastSale(summary: Pick<PropertySummary, "salePrice" | "saleDate">): string {
  const parts: string[] = [];
  if (summary.salePrice !== null) parts.push(formatWholeDollars(summary.salePrice));
  if (summary.saleDate) parts.push(formatIsoDate(summary.saleDate));
  if (parts.length === 0) return NOT_AVAILABLE;
  return parts.join(" on ");
}

/** "Block 12, Lot 3.01, Qual C0012". */
export function formatBlockLot(summary: Pick<PropertySummary, "block" | "lot" | "qual">): string {
  const parts = [
    summary.block ? `Block ${summary.block}` : null,
    summary.lot ? `Lot ${summary.lot}` : null,
    summary.qual ? `Qual ${summary.qual}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : NOT_AVAILABLE;
}

/** "Owner-occupied" / "Absentee owner", with "corporate" when the owner is a company. */
export function formatOwnerType(summary: Pick<PropertySummary, "absentee" | "corporateOwned">): string | null {
  const parts: string[] = [];
  if (summary.corporateOwned === true) parts.push("Corporate owner");
  if (summary.absentee === true) parts.push("Absentee owner");
  else if (summary.absentee === false) parts.push("Owner's mailing address at the property");
  return parts.length ? parts.join(" · ") : null;
}
