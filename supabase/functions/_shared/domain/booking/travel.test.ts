import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PRICE_TIERS } from "../pricing.ts";
import { SERVICES } from "../service-catalogue.ts";
import { appointmentMinutes } from "./durations.ts";
import { NJ_COUNTY_SLUGS } from "./nj-county-centroids.ts";
import { DEFAULT_BOOKING_RULES } from "./test-rules.ts";
import { travelMinutes } from "./travel.ts";

const travel = DEFAULT_BOOKING_RULES.travel;

describe("travelMinutes", () => {
  it("within a county: the allowance and a local drive (8 miles at 35 mph), rounded up to 5 minutes", () => {
    expect(travelMinutes("hunterdon", "hunterdon", travel)).toBe(30);
  });

  it("between counties: by the centroids' distance", () => {
    // About 16 straight miles between the centroids: 20.4 road miles, 35 minutes at 35 mph, plus 15.
    expect(travelMinutes("hunterdon", "somerset", travel)).toBe(50);
    expect(travelMinutes("sussex", "cape-may", travel)).toBeGreaterThan(300);
  });

  it("is symmetric, at least the allowance, and a multiple of 5", () => {
    const county = fc.constantFrom(...NJ_COUNTY_SLUGS);
    fc.assert(
      fc.property(county, county, (a, b) => {
        const minutes = travelMinutes(a, b, travel);
        expect(minutes).toBe(travelMinutes(b, a, travel));
        expect(minutes).toBeGreaterThanOrEqual(travel.allowanceMinutes);
        expect(minutes % 5).toBe(0);
      }),
    );
  });
});

describe("appointmentMinutes", () => {
  const { durations } = DEFAULT_BOOKING_RULES;
  it("an appraisal inspection is 60 minutes in every tier", () => {
    for (const tier of ["under_1500", "1500_to_2500", "over_2500"] as const) {
      expect(appointmentMinutes(durations, { serviceType: "appraisal", tier, county: "essex" })).toBe(60);
    }
  });

  it("a package by its tier; add-ons add theirs once; a custom package is its base plus its add-ons", () => {
    expect(appointmentMinutes(durations, { serviceType: "photography", selectedPhotographyPackage: "basic-photography", tier: "1500_to_2500", county: "essex" })).toBe(75);
    expect(
      appointmentMinutes(durations, {
        serviceType: "photography",
        selectedPhotographyPackage: "custom",
        selectedAddOns: ["professional-photography", "aerial-photography", "aerial-photography", "unknown-add-on"],
        tier: "under_1500",
        county: "essex",
      }),
    ).toBe(15 + 45 + 30);
  });

  it("every service of the catalogue with a visit has a length in every tier (the migration inserts the same rows)", () => {
    const withVisit = SERVICES.filter((service) => service.visit).map((service) => service.id);
    expect(withVisit.length).toBeGreaterThan(0);
    for (const serviceId of [...withVisit, "custom"]) {
      for (const tier of PRICE_TIERS) {
        expect(durations.some((row) => row.serviceId === serviceId && row.tier === tier), `${serviceId} ${tier}`).toBe(true);
      }
    }
  });

  it("null without a package or for a package without a length", () => {
    expect(appointmentMinutes(durations, { serviceType: "photography", tier: "under_1500", county: "essex" })).toBeNull();
    expect(appointmentMinutes(durations, { serviceType: "photography", selectedPhotographyPackage: "nope", tier: "under_1500", county: "essex" })).toBeNull();
  });
});
