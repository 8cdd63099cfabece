import { coveredCounties, isCoveredCountyName } from "#shared/covered-counties.ts";
import { countyDisplayName } from "@/entities/property/domain/property-summary";

/**
 * Whether the business serves a property's county (#shared/covered-counties.ts),
 * and the words the site uses for either answer (docs/product.md §1.2, exactly as written).
 */

export const COVERED_MESSAGE = "We've Got You Covered!";

/** The tooltip of the disabled request buttons for a county outside the covered ones. */
export function notServicedMessage(county: string): string {
  return `Unfortunately we do not currently service ${county} County`;
}

/**
 * covered: one of the covered counties. not-covered: a named county outside them (request buttons
 * disabled). unknown: the record names no county; the request stays possible (the
 * business checks the address itself rather than losing the lead over missing data).
 */
export type Coverage =
  | { status: "covered"; county: string; message: typeof COVERED_MESSAGE }
  | { status: "not-covered"; county: string; message: string }
  | { status: "unknown"; county: null; message: null };

/** The covered counties' bare names ("Bergen", …), in the content list's order. */
export const COVERED_COUNTY_NAMES: readonly string[] = coveredCounties.map((county) => county.name);

/** The coverage of a county named as a tax record names it ("HUNTERDON", "Hunterdon County", …). */
export function coverageForCounty(countyName: string | null | undefined): Coverage {
  const county = countyDisplayName(countyName);
  if (!county) return { status: "unknown", county: null, message: null };
  if (isCoveredCountyName(county)) return { status: "covered", county, message: COVERED_MESSAGE };
  return { status: "not-covered", county, message: notServicedMessage(county) };
}
