import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mediaBadges, mediaSections, type MediaFlags } from "./media-sections";
import {
  blockLotQual,
  cityState,
  cityStateZip,
  propertyDetailItems,
  shortStatsLine,
  sizeFactsLine,
  socialImageAlt,
  socialSummaryLine,
  streetAndCity,
  streetPart,
  type PropertyFacts,
} from "./property-facts";
import { parseShowcaseParam, showcaseParam, UUID_PATTERN } from "./showcase-param";

describe("showcase parameter: UUID or slug", () => {
  it.each([
    ["6f1c1a52-3b0e-4c55-9d7e-0a1b2c3d4e5f", { by: "id", value: "6f1c1a52-3b0e-4c55-9d7e-0a1b2c3d4e5f" }],
    ["6F1C1A52-3B0E-4C55-9D7E-0A1B2C3D4E5F", { by: "id", value: "6f1c1a52-3b0e-4c55-9d7e-0a1b2c3d4e5f" }],
    ["00000000-0000-0000-0000-000000000000", { by: "id", value: "00000000-0000-0000-0000-000000000000" }],
    ["14-old-mill-road-tewksbury", { by: "slug", value: "14-old-mill-road-tewksbury" }],
    ["6f1c1a52-3b0e-4c55-9d7e-0a1b2c3d4e5", { by: "slug", value: "6f1c1a52-3b0e-4c55-9d7e-0a1b2c3d4e5" }],
    ["6f1c1a52-3b0e-4c55-9d7e-0a1b2c3d4e5f0", { by: "slug", value: "6f1c1a52-3b0e-4c55-9d7e-0a1b2c3d4e5f0" }],
    ["6f1c1a523b0e4c559d7e0a1b2c3d4e5f", { by: "slug", value: "6f1c1a523b0e4c559d7e0a1b2c3d4e5f" }],
    ["g f1c1a52-3b0e-4c55-9d7e-0a1b2c3d4e5f", { by: "slug", value: "g f1c1a52-3b0e-4c55-9d7e-0a1b2c3d4e5f" }],
  ])("%s", (param, expected) => {
    expect(parseShowcaseParam(param)).toEqual(expected);
  });

  it("reads every UUID as an id and every kebab-case slug as a slug", () => {
    fc.assert(fc.property(fc.uuid(), (uuid) => parseShowcaseParam(uuid).by === "id"));
    const slug = fc
      .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 6 })
      .map((parts) => parts.join("-"))
      .filter((value) => !UUID_PATTERN.test(value));
    fc.assert(fc.property(slug, (value) => parseShowcaseParam(value).by === "slug"));
  });

  it("links a showcase by slug, or by id when it has none", () => {
    expect(showcaseParam({ id: "6f1c1a52-3b0e-4c55-9d7e-0a1b2c3d4e5f", slug: "a-b" })).toBe("a-b");
    expect(showcaseParam({ id: "6f1c1a52-3b0e-4c55-9d7e-0a1b2c3d4e5f", slug: null })).toBe("6f1c1a52-3b0e-4c55-9d7e-0a1b2c3d4e5f");
    expect(showcaseParam({ id: "6f1c1a52-3b0e-4c55-9d7e-0a1b2c3d4e5f", slug: "  " })).toBe("6f1c1a52-3b0e-4c55-9d7e-0a1b2c3d4e5f");
  });
});

const empty: PropertyFacts = {
  property_address: "1 Main St",
  property_city: null,
  property_state: null,
  bedrooms: null,
  bathrooms: null,
  sqft: null,
  year_built: null,
};

describe("details card rules", () => {
  it("shows no item without a value", () => {
    expect(propertyDetailItems(empty)).toEqual([]);
    expect(shortStatsLine(empty)).toBe("");
  });

  it("shows every item with a value, in order, formatted", () => {
    const items = propertyDetailItems({
      ...empty,
      bedrooms: 0,
      bathrooms: 2.5,
      sqft: 12500,
      acreage: 1,
      year_built: 1890,
      block: "19.03",
      lot: "11",
      qual: "C0002",
      tax_assessment: 402900.5,
      tax_assessment_year: 2026,
    });
    expect(items.map((item) => [item.label, item.value])).toEqual([
      ["Bedrooms", "0"],
      ["Bathrooms", "2.5"],
      ["Square Feet", "12,500"],
      ["Acreage", "1 acre"],
      ["Year Built", "1890"],
      ["Block/Lot/Qual", "19.03/11/C0002"],
      ["Tax Assessment (2026)", "$402,901"],
    ]);
  });

  it("joins the parts of block/lot/qual that are present with slashes", () => {
    expect(blockLotQual({ block: "44", lot: "7.02", qual: null })).toBe("44/7.02");
    expect(blockLotQual({ block: "44", lot: null, qual: " C01 " })).toBe("44/C01");
    expect(blockLotQual({ block: " ", lot: null, qual: null })).toBeNull();
  });

  it("needs both amount and year for the tax assessment, and hides it in compact mode", () => {
    const keys = (facts: Partial<PropertyFacts>, compact = false) =>
      propertyDetailItems({ ...empty, ...facts }, { compact }).map((item) => item.key);
    expect(keys({ tax_assessment: 500000 })).toEqual([]);
    expect(keys({ tax_assessment_year: 2025 })).toEqual([]);
    expect(keys({ tax_assessment: 500000, tax_assessment_year: 2025 })).toEqual(["tax_assessment"]);
    expect(keys({ tax_assessment: 500000, tax_assessment_year: 2025, bedrooms: 3 }, true)).toEqual(["bedrooms"]);
  });

  it("leaves out a zero acreage and non-finite numbers", () => {
    expect(propertyDetailItems({ ...empty, acreage: 0, sqft: Number.NaN })).toEqual([]);
  });

  it("builds the short stats line and address lines", () => {
    expect(shortStatsLine({ ...empty, bedrooms: 4, bathrooms: 3.5, sqft: 3420, year_built: 1987 })).toBe("4 bd · 3.5 ba · 3,420 sq ft · Built 1987");
    expect(shortStatsLine({ ...empty, sqft: 980 })).toBe("980 sq ft");
    expect(streetPart("119 Main St, Flemington, NJ 08822")).toBe("119 Main St");
    expect(streetPart("14 Old Mill Rd")).toBe("14 Old Mill Rd");
    expect(cityState({ property_city: "Oldwick", property_state: null })).toBe("Oldwick, NJ");
    expect(cityState({ property_city: "Easton", property_state: "PA" })).toBe("Easton, PA");
    expect(cityStateZip({ property_city: "Oldwick", property_state: "NJ", property_zip: "08858" })).toBe("Oldwick, NJ 08858");
    expect(cityStateZip({ property_city: null, property_state: null, property_zip: null })).toBe("NJ");
  });

  it("builds the social card's title, summary and image alt", () => {
    const facts = { ...empty, property_address: "14 Old Mill Rd", property_city: "Oldwick", bedrooms: 4, bathrooms: 3.5, sqft: 3420, year_built: 1987 };
    expect(streetAndCity(facts)).toBe("14 Old Mill Rd, Oldwick");
    expect(streetAndCity({ property_address: "119 Main St, Flemington, NJ 08822", property_city: " " })).toBe("119 Main St");
    expect(sizeFactsLine(facts)).toBe("4 beds · 3.5 baths · 3,420 sq ft");
    expect(sizeFactsLine({ bedrooms: 1, bathrooms: 1, sqft: null })).toBe("1 bed · 1 bath");
    expect(socialSummaryLine(facts)).toBe("4 beds · 3.5 baths · 3,420 sq ft · Oldwick, NJ");
    expect(socialSummaryLine({ ...facts, bedrooms: null, bathrooms: null, sqft: null })).toBe("Property photos and details · Oldwick, NJ");
    expect(socialImageAlt(facts)).toBe("14 Old Mill Rd, Oldwick: 4 beds · 3.5 baths · 3,420 sq ft");
    expect(socialImageAlt({ ...facts, bedrooms: null, bathrooms: null, sqft: null })).toBe("14 Old Mill Rd, Oldwick");
  });
});

describe("media sections and badges", () => {
  const none: MediaFlags = { has_photos: false, has_videos: false, has_floorplans: false, has_matterport: false, has_aerial: false };

  it("lists the switched-on sections in page order", () => {
    expect(mediaSections({ ...none, has_aerial: true, has_photos: true }).map((section) => section.id)).toEqual(["photos", "aerial"]);
    expect(mediaSections(none)).toEqual([]);
  });

  it("shows up to three badges and a +N badge for the rest", () => {
    expect(mediaBadges(none)).toEqual({ badges: [], more: 0 });
    expect(mediaBadges({ ...none, has_photos: true, has_videos: true, has_floorplans: true })).toEqual({
      badges: ["Photos", "Video", "Floor Plans"],
      more: 0,
    });
    expect(
      mediaBadges({ has_photos: true, has_videos: true, has_floorplans: true, has_matterport: true, has_aerial: true }),
    ).toEqual({ badges: ["Photos", "Video", "Floor Plans"], more: 2 });
  });
});
