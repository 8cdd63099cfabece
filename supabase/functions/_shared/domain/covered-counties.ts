import { NJ_COUNTY_CENTROIDS, type NjCountySlug } from "./booking/nj-county-centroids.ts";

/**
 * The New Jersey counties the business covers: the one list (docs/decisions/060).
 * Everything that names, counts or checks the covered counties derives from it: the
 * county routes and pages, the footer, the sitemap, the service-area copy ("from …
 * to …", the names joined), the quote's coverage check and the booking functions,
 * which refuse any other county. Adding a county: docs/architecture.md §1 "A new county".
 *
 * Pure and small: the app imports it as `#shared/covered-counties.ts` (in the first
 * load: the route table and the footer), the edge functions by relative path.
 */

interface CountyEntry {
  /** URL slug, also the route path (/{slug}) and the booking payload's `county`; a key of NJ_COUNTY_CENTROIDS. */
  slug: NjCountySlug;
  /** Bare name, e.g. "Hunterdon". */
  name: string;
  /** County seat, as in data/nj-counties.json (scripts/generate-county-facts.ts checks it). */
  seat: string;
}

/** In the order the site lists them (alphabetical). */
const ENTRIES = [
  { slug: "bergen", name: "Bergen", seat: "Hackensack" },
  { slug: "essex", name: "Essex", seat: "Newark" },
  { slug: "hudson", name: "Hudson", seat: "Jersey City" },
  { slug: "hunterdon", name: "Hunterdon", seat: "Flemington" },
  { slug: "mercer", name: "Mercer", seat: "Trenton" },
  { slug: "middlesex", name: "Middlesex", seat: "New Brunswick" },
  { slug: "monmouth", name: "Monmouth", seat: "Freehold Borough" },
  { slug: "morris", name: "Morris", seat: "Morristown" },
  { slug: "passaic", name: "Passaic", seat: "Paterson" },
  { slug: "somerset", name: "Somerset", seat: "Somerville" },
  { slug: "sussex", name: "Sussex", seat: "Newton" },
  { slug: "union", name: "Union", seat: "Elizabeth" },
  { slug: "warren", name: "Warren", seat: "Belvidere" },
] as const satisfies readonly CountyEntry[];

export type CoveredCountySlug = (typeof ENTRIES)[number]["slug"];

export interface CoveredCounty {
  slug: CoveredCountySlug;
  /** Bare name, e.g. "Hunterdon". */
  name: string;
  /** Name for titles and headings, e.g. "Hunterdon County". */
  titleName: string;
  /** County seat. */
  seat: string;
}

export const coveredCounties: readonly CoveredCounty[] = ENTRIES.map((entry) => ({ ...entry, titleName: `${entry.name} County` }));

export const COVERED_COUNTY_SLUGS: readonly CoveredCountySlug[] = ENTRIES.map((entry) => entry.slug);

export function isCoveredCountySlug(slug: string): slug is CoveredCountySlug {
  return (COVERED_COUNTY_SLUGS as readonly string[]).includes(slug);
}

/** The covered county of a slug, in any case; undefined for any other. */
export function findCoveredCounty(slug: string | null | undefined): CoveredCounty | undefined {
  if (!slug) return undefined;
  const normalized = slug.toLowerCase();
  return coveredCounties.find((county) => county.slug === normalized);
}

/** Whether a county name from a tax record (e.g. "HUNTERDON", "Hunterdon County") is covered. */
export function isCoveredCountyName(countyName: string | null | undefined): boolean {
  if (!countyName) return false;
  const bare = countyName.trim().toLowerCase().replace(/\s+county$/, "");
  return coveredCounties.some((county) => county.name.toLowerCase() === bare);
}

/** "Bergen, Essex, … Union and Warren": the names in list order, the last joined with "and". */
export const COVERED_COUNTY_NAME_LIST: string = (() => {
  const names = coveredCounties.map((county) => county.name);
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
})();

const latitude = (county: CoveredCounty) => NJ_COUNTY_CENTROIDS[county.slug][1];

/** The covered counties farthest north and south (by centroid): the copy's "from Sussex to Monmouth". */
export const COVERED_COUNTY_SPAN: { northernmost: string; southernmost: string } = {
  northernmost: coveredCounties.reduce((a, b) => (latitude(b) > latitude(a) ? b : a)).name,
  southernmost: coveredCounties.reduce((a, b) => (latitude(b) < latitude(a) ? b : a)).name,
};
