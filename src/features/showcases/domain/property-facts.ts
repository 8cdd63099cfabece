/**
 * What a showcase says about its property, as display text (docs/product.md §2.2, §2.5):
 * the details card (items only with a value; block/lot/qual joined with slashes; the
 * tax assessment needs amount and year and is hidden in compact mode), the short stats
 * line of the mobile bar and the address lines.
 */

import { formatNumber, formatWholeDollars } from "@/lib/format";

export const DEFAULT_STATE = "NJ";

export interface PropertyFacts {
  property_address: string;
  property_city: string | null;
  property_state: string | null;
  property_zip?: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  sqft: number | null;
  acreage?: number | null;
  year_built: number | null;
  block?: string | null;
  lot?: string | null;
  qual?: string | null;
  tax_assessment?: number | null;
  tax_assessment_year?: number | null;
}

export interface DetailItem {
  key: "bedrooms" | "bathrooms" | "sqft" | "acreage" | "year_built" | "block_lot_qual" | "tax_assessment";
  label: string;
  value: string;
}

// Written by lib/format.ts without an Intl formatter (the first one a page creates costs a long task).
const integer = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });
const decimal = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });

function hasNumber(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function stateOf(facts: Pick<PropertyFacts, "property_state">): string {
  return text(facts.property_state) ?? DEFAULT_STATE;
}

/** "14 Old Mill Rd" from "14 Old Mill Rd, Oldwick, NJ 08858" (the part before the first comma). */
export function streetPart(address: string): string {
  const [street = ""] = address.split(",");
  return street.trim() || address.trim();
}

/** "Oldwick, NJ" (the state defaults to NJ). */
export function cityState(facts: Pick<PropertyFacts, "property_city" | "property_state">): string {
  return [text(facts.property_city), stateOf(facts)].filter(Boolean).join(", ");
}

/** "Oldwick, NJ 08858". */
export function cityStateZip(facts: Pick<PropertyFacts, "property_city" | "property_state" | "property_zip">): string {
  const zip = text(facts.property_zip);
  return zip ? `${cityState(facts)} ${zip}` : cityState(facts);
}

/** "44/7.02" or "44/7.02/C0001": the parts present, joined with slashes. */
export function blockLotQual(facts: Pick<PropertyFacts, "block" | "lot" | "qual">): string | null {
  const parts = [facts.block, facts.lot, facts.qual].map(text).filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join("/") : null;
}

/** The details card's items, in order, only those with a value. */
export function propertyDetailItems(facts: PropertyFacts, options: { compact?: boolean } = {}): DetailItem[] {
  const items: DetailItem[] = [];
  if (hasNumber(facts.bedrooms)) items.push({ key: "bedrooms", label: "Bedrooms", value: integer(facts.bedrooms) });
  if (hasNumber(facts.bathrooms)) items.push({ key: "bathrooms", label: "Bathrooms", value: decimal(facts.bathrooms) });
  if (hasNumber(facts.sqft)) items.push({ key: "sqft", label: "Square Feet", value: integer(facts.sqft) });
  if (hasNumber(facts.acreage) && facts.acreage > 0) {
    items.push({ key: "acreage", label: "Acreage", value: `${decimal(facts.acreage)} ${facts.acreage === 1 ? "acre" : "acres"}` });
  }
  if (hasNumber(facts.year_built)) items.push({ key: "year_built", label: "Year Built", value: String(facts.year_built) });
  const blq = blockLotQual(facts);
  if (blq) {
    const label = text(facts.qual) ? "Block/Lot/Qual" : "Block/Lot";
    items.push({ key: "block_lot_qual", label, value: blq });
  }
  if (!options.compact && hasNumber(facts.tax_assessment) && hasNumber(facts.tax_assessment_year)) {
    items.push({
      key: "tax_assessment",
      label: `Tax Assessment (${facts.tax_assessment_year})`,
      value: formatWholeDollars(facts.tax_assessment),
    });
  }
  return items;
}

/** The mobile bar's short line: "4 bd · 3.5 ba · 3,420 sq ft · Built 1987" (parts with a value). */
export function shortStatsLine(facts: PropertyFacts): string {
  const parts: string[] = [];
  if (hasNumber(facts.bedrooms)) parts.push(`${integer(facts.bedrooms)} bd`);
  if (hasNumber(facts.bathrooms)) parts.push(`${decimal(facts.bathrooms)} ba`);
  if (hasNumber(facts.sqft)) parts.push(`${integer(facts.sqft)} sq ft`);
  if (hasNumber(facts.year_built)) parts.push(`Built ${facts.year_built}`);
  return parts.join(" · ");
}

/** "14 Old Mill Rd, Oldwick": street and city (the title of a showcase's social card). */
export function streetAndCity(facts: Pick<PropertyFacts, "property_address" | "property_city">): string {
  return [streetPart(facts.property_address), text(facts.property_city)].filter(Boolean).join(", ");
}

/** "4 beds · 3.5 baths · 3,420 sq ft" (parts with a value; "" when none has). */
export function sizeFactsLine(facts: Pick<PropertyFacts, "bedrooms" | "bathrooms" | "sqft">): string {
  const parts: string[] = [];
  if (hasNumber(facts.bedrooms)) parts.push(`${integer(facts.bedrooms)} ${facts.bedrooms === 1 ? "bed" : "beds"}`);
  if (hasNumber(facts.bathrooms)) parts.push(`${decimal(facts.bathrooms)} ${facts.bathrooms === 1 ? "bath" : "baths"}`);
  if (hasNumber(facts.sqft)) parts.push(`${integer(facts.sqft)} sq ft`);
  return parts.join(" · ");
}

/** The one-line summary of a showcase's social card: "4 beds · 3.5 baths · 3,420 sq ft · Oldwick, NJ". */
export function socialSummaryLine(facts: PropertyFacts): string {
  return [sizeFactsLine(facts) || "Property photos and details", cityState(facts)].join(" · ");
}

/** Alt text of a showcase's social image: "14 Old Mill Rd, Oldwick: 4 beds · 3.5 baths · 3,420 sq ft". */
export function socialImageAlt(facts: PropertyFacts): string {
  const size = sizeFactsLine(facts);
  return size ? `${streetAndCity(facts)}: ${size}` : streetAndCity(facts);
}

export function formatCount(value: number): string {
  return decimal(value);
}
