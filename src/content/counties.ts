/**
 * The 13 New Jersey counties the business covers. One route per county is generated
 * from this list (see app/router.tsx), so adding a county here adds its page.
 *
 * Keep this module small: the route table and the site footer import it, so it ships
 * in the first load. Long-form county copy (municipalities, FAQs, key features) belongs
 * in a separate module that only the county page chunk imports.
 */

export interface CoveredCounty {
  /** URL slug, also the route path: /{slug}. */
  slug: string;
  /** Bare name, e.g. "Hunterdon". */
  name: string;
  /** Name for titles and headings, e.g. "Hunterdon County". */
  titleName: string;
  /** County seat, from data/nj-counties.json. */
  seat: string;
}

export const coveredCounties = [
  { slug: "bergen", name: "Bergen", titleName: "Bergen County", seat: "Hackensack" },
  { slug: "essex", name: "Essex", titleName: "Essex County", seat: "Newark" },
  { slug: "hudson", name: "Hudson", titleName: "Hudson County", seat: "Jersey City" },
  { slug: "hunterdon", name: "Hunterdon", titleName: "Hunterdon County", seat: "Flemington" },
  { slug: "mercer", name: "Mercer", titleName: "Mercer County", seat: "Trenton" },
  { slug: "middlesex", name: "Middlesex", titleName: "Middlesex County", seat: "New Brunswick" },
  { slug: "monmouth", name: "Monmouth", titleName: "Monmouth County", seat: "Freehold Borough" },
  { slug: "morris", name: "Morris", titleName: "Morris County", seat: "Morristown" },
  { slug: "passaic", name: "Passaic", titleName: "Passaic County", seat: "Paterson" },
  { slug: "somerset", name: "Somerset", titleName: "Somerset County", seat: "Somerville" },
  { slug: "sussex", name: "Sussex", titleName: "Sussex County", seat: "Newton" },
  { slug: "union", name: "Union", titleName: "Union County", seat: "Elizabeth" },
  { slug: "warren", name: "Warren", titleName: "Warren County", seat: "Belvidere" },
] as const satisfies readonly CoveredCounty[];

export type CoveredCountySlug = (typeof coveredCounties)[number]["slug"];

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
