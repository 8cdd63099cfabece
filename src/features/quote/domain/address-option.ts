import type { PropertySearchResult } from "#schemas/county-record.ts";
import { toPropertySummary, type PropertySummary } from "@/entities/property/domain/property-summary";

/** One address suggestion of the quote's search. `property` is null when the result carries no usable record. */
export interface PropertyOption {
  key: string;
  pin: string | null;
  /** First line ("12 Oak Ridge Rd"). */
  label: string;
  /** Second line ("Flemington, NJ 08822"). */
  detail: string;
  property: PropertySummary | null;
}

/** A search result as a suggestion: its record read as a property summary (entities/property). */
export function toAddressOption(result: PropertySearchResult, index: number): PropertyOption {
  const summary = toPropertySummary(result);
  const hasRecord = Object.keys(result.countyData).length > 0;
  return {
    key: `${summary.gisPin ?? "no-pin"}-${index}`,
    pin: summary.gisPin,
    label: summary.address || result.address,
    detail: summary.cityStateZip || result.cityStateZip,
    property: hasRecord ? summary : null,
  };
}
