import { describe, expect, it } from "vitest";
import { NJ_COUNTY_CENTROIDS, NJ_COUNTY_SLUGS } from "./booking/nj-county-centroids.ts";
import {
  COVERED_COUNTY_NAME_LIST,
  COVERED_COUNTY_SLUGS,
  COVERED_COUNTY_SPAN,
  coveredCounties,
  findCoveredCounty,
  isCoveredCountyName,
  isCoveredCountySlug,
} from "./covered-counties.ts";

describe("the covered-county list", () => {
  it("names each county once, in alphabetical order, each a New Jersey county", () => {
    expect(new Set(COVERED_COUNTY_SLUGS).size).toBe(coveredCounties.length);
    expect(coveredCounties.map((county) => county.name)).toEqual(coveredCounties.map((county) => county.name).sort());
    for (const county of coveredCounties) {
      expect(NJ_COUNTY_SLUGS).toContain(county.slug);
      expect(county.titleName).toBe(`${county.name} County`);
      expect(county.slug).toBe(county.name.toLowerCase().replace(/ /g, "-"));
    }
  });

  it("joins the names with commas and a last 'and', each once", () => {
    const names = coveredCounties.map((county) => county.name);
    expect(COVERED_COUNTY_NAME_LIST).toBe(`${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);
    expect(COVERED_COUNTY_NAME_LIST).toMatch(/^Bergen, Essex, .* and Warren$/);
  });

  it("spans from the northernmost to the southernmost covered county by centroid", () => {
    expect(COVERED_COUNTY_SPAN).toEqual({ northernmost: "Sussex", southernmost: "Monmouth" });
    const latitudes = coveredCounties.map((county) => NJ_COUNTY_CENTROIDS[county.slug][1]);
    const north = coveredCounties.find((county) => county.name === COVERED_COUNTY_SPAN.northernmost)!;
    expect(NJ_COUNTY_CENTROIDS[north.slug][1]).toBe(Math.max(...latitudes));
  });

  it("tells a covered county from another by slug or tax-record name", () => {
    const other = NJ_COUNTY_SLUGS.find((slug) => !isCoveredCountySlug(slug))!;
    expect(isCoveredCountySlug("hunterdon")).toBe(true);
    expect(isCoveredCountySlug(other)).toBe(false);
    expect(isCoveredCountySlug("HUNTERDON")).toBe(false);
    expect(findCoveredCounty("HUNTERDON")?.slug).toBe("hunterdon");
    expect(findCoveredCounty(other)).toBeUndefined();
    expect(isCoveredCountyName("HUNTERDON COUNTY")).toBe(true);
    expect(isCoveredCountyName("Cape May")).toBe(false);
  });
});
