import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { coveredCounties, findCoveredCounty } from "#shared/covered-counties.ts";
import { countyFacts } from "@/content/county-facts";
import { countyPages, findCountyPage, splitIntoRegions } from "@/content/county-pages";

interface ReferenceCounty {
  slug: string;
  seat: string;
  population2020: number;
  landAreaSqMi: number;
  neighbors: string[];
  municipalities: { name: string; type: string }[];
}

// The reference data the county pages were generated from (data/, in the repository); Vitest runs from the repository root.
const reference = JSON.parse(
  readFileSync(resolve(process.cwd(), "data/nj-counties.json"), "utf8"),
) as { counties: ReferenceCounty[] };
const referenceCounty = (slug: string) => reference.counties.find((county) => county.slug === slug)!;

describe("county content", () => {
  it("has a page for each covered county, Hunterdon included", () => {
    expect(countyPages.map((page) => page.slug)).toEqual(coveredCounties.map((county) => county.slug));
    expect(findCountyPage("hunterdon")?.titleName).toBe("Hunterdon County");
    expect(findCountyPage("HUNTERDON")?.slug).toBe("hunterdon");
    expect(findCountyPage("atlantic")).toBeUndefined();
    expect(findCountyPage("")).toBeUndefined();
  });

  it.each(countyPages.map((page) => [page.slug, page] as const))("%s matches the census reference data", (slug, page) => {
    const source = referenceCounty(slug);
    expect(page.seat).toBe(source.seat);
    expect(page.facts.population2020).toBe(source.population2020);
    expect(page.facts.landAreaSqMi).toBe(source.landAreaSqMi);
    expect(page.facts.municipalities).toHaveLength(source.municipalities.length);
    expect(page.facts.neighbors.map((neighbor) => neighbor.slug)).toEqual(source.neighbors);
    // Each reference municipality appears once, by its bare name (the page may add its type).
    const shown = page.facts.municipalities.map((municipality) => municipality.name);
    expect(new Set(shown).size).toBe(shown.length);
    for (const municipality of source.municipalities) {
      expect(shown.some((name) => name === municipality.name || name.startsWith(`${municipality.name} `))).toBe(true);
    }
  });

  it("every neighbour slug resolves to a New Jersey county, and covered ones to their page", () => {
    const allSlugs = new Set(reference.counties.map((county) => county.slug));
    for (const page of countyPages) {
      expect(page.neighbors.length).toBeGreaterThan(0);
      for (const neighbor of page.neighbors) {
        expect(allSlugs.has(neighbor.slug)).toBe(true);
        expect(neighbor.covered).toBe(findCoveredCounty(neighbor.slug) !== undefined);
        if (neighbor.covered) expect(findCountyPage(neighbor.slug)?.name).toBe(neighbor.name);
      }
    }
    // Mercer borders Burlington, which is outside the service area.
    expect(findCountyPage("mercer")?.neighbors.find((neighbor) => neighbor.slug === "burlington")?.covered).toBe(false);
  });

  it("shows the type where the bare name would mislead", () => {
    const hunterdon = findCountyPage("hunterdon")!.facts.municipalities.map((m) => m.name);
    expect(hunterdon).toEqual(expect.arrayContaining(["Clinton (town)", "Clinton Township", "Lebanon (borough)", "Lebanon Township", "Flemington"]));
    expect(hunterdon).not.toContain("Clinton");
    const essex = findCountyPage("essex")!.facts.municipalities.map((m) => m.name);
    expect(essex).toEqual(expect.arrayContaining(["City of Orange", "South Orange Village", "Newark", "Montclair Township"]));
    const monmouth = findCountyPage("monmouth")!.facts.municipalities.map((m) => m.name);
    expect(monmouth).toEqual(expect.arrayContaining(["Freehold (borough)", "Freehold Township", "Ocean Township", "Asbury Park"]));
  });

  it("has written copy for every county: description, SEO text and four distinct key features", () => {
    const descriptions = new Set<string>();
    const featureTexts = new Set<string>();
    for (const page of countyPages) {
      expect(page.description.length).toBeGreaterThan(150);
      expect(page.seoDescription.length).toBeGreaterThan(100);
      expect(page.seoDescription.length).toBeLessThanOrEqual(165);
      expect(page.keyFeatures).toHaveLength(4);
      descriptions.add(page.description);
      for (const feature of page.keyFeatures) {
        expect(feature.title.length).toBeGreaterThan(5);
        expect(feature.text.length).toBeGreaterThan(60);
        featureTexts.add(feature.text);
      }
    }
    expect(descriptions.size).toBe(13);
    expect(featureTexts.size).toBe(13 * 4);
  });

  it("a municipality count in the copy matches the reference data (Bergen: 70 municipalities)", () => {
    expect(findCountyPage("bergen")!.description).toContain("Its 70 municipalities each set their own tax rate");
    for (const page of countyPages) {
      for (const [, count] of page.description.matchAll(/(\d+) (?:municipalities|boroughs|townships)/g)) {
        expect(Number(count)).toBe(referenceCounty(page.slug).municipalities.length);
      }
    }
  });

  it("formats population and area for the overview card", () => {
    const bergen = findCountyPage("bergen")!;
    expect(bergen.populationText).toBe("955,732");
    expect(bergen.areaText).toBe("232.8 sq mi");
  });

  it("the generated facts cover exactly the covered counties", () => {
    expect(countyFacts.map((facts) => facts.slug).sort()).toEqual(coveredCounties.map((county) => county.slug).sort());
  });
});

describe("splitIntoRegions", () => {
  it("makes three columns of a rounded-up third each", () => {
    const seventy = Array.from({ length: 70 }, (_, i) => i);
    expect(splitIntoRegions(seventy).map((column) => column.length)).toEqual([24, 24, 22]);
    expect(splitIntoRegions(Array.from({ length: 12 }, (_, i) => i)).map((c) => c.length)).toEqual([4, 4, 4]);
    expect(splitIntoRegions([1, 2, 3, 4]).map((c) => c.length)).toEqual([2, 2, 0]);
    expect(splitIntoRegions([1, 2, 3, 4, 5, 6, 7]).flat()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
