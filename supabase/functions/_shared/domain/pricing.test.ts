import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyDiscount,
  computeQuotePrice,
  DEFAULT_APPRAISAL_PRICE,
  quotedServiceIds,
  roundToCents,
  photographyTier,
  type PriceRow,
  SERVICE_DEFAULT_PRICES,
  tierForLivingSquareFeet,
} from "./pricing.ts";
import { PHOTOGRAPHY_ADD_ONS, PHOTOGRAPHY_PACKAGES, STARTING_PRICED_SERVICES } from "./service-catalogue.ts";

describe("tierForLivingSquareFeet", () => {
  it.each([
    [null, "1500_to_2500"],
    [undefined, "1500_to_2500"],
    [Number.NaN, "1500_to_2500"],
    [0, "1500_to_2500"],
    [199, "1500_to_2500"],
    [200, "under_1500"],
    [1499, "under_1500"],
    [1499.9, "under_1500"],
    [1500, "1500_to_2500"],
    [2500, "1500_to_2500"],
    [2500.5, "over_2500"],
    [2501, "over_2500"],
  ] as const)("%s sq ft → %s", (sqft, tier) => {
    expect(tierForLivingSquareFeet(sqft)).toBe(tier);
  });

  it("photography assumes 1500 sq ft when the size is missing", () => {
    expect(photographyTier(null)).toBe("1500_to_2500");
    expect(photographyTier(900)).toBe("under_1500");
  });

  it("is monotonic over plausible sizes", () => {
    const order = { under_1500: 0, "1500_to_2500": 1, over_2500: 2 };
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 20_000 }), fc.integer({ min: 200, max: 20_000 }), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(order[tierForLivingSquareFeet(small)]).toBeLessThanOrEqual(order[tierForLivingSquareFeet(large)]);
      }),
    );
  });
});

describe("applyDiscount", () => {
  it("takes a percentage off and subtracts a fixed amount", () => {
    expect(applyDiscount(450, { type: "percentage", value: 10 })).toBe(405);
    expect(applyDiscount(450, { type: "fixed_amount", value: 50 })).toBe(400);
    expect(applyDiscount(450, null)).toBe(450);
  });

  it("never goes below 0 and never above the base", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
        fc.constantFrom("percentage" as const, "fixed_amount" as const),
        fc.integer({ min: 0, max: 100_000 }),
        (base, type, value) => {
          const discountValue = type === "percentage" ? value % 101 : value;
          const final = applyDiscount(base, { type, value: discountValue });
          expect(final).toBeGreaterThanOrEqual(0);
          expect(final).toBeLessThanOrEqual(base);
        },
      ),
    );
    expect(applyDiscount(40, { type: "fixed_amount", value: 50 })).toBe(0);
  });
});

describe("computeQuotePrice", () => {
  const rows: PriceRow[] = [
    { service_id: "appraisal", tier_name: "under_1500", price: "450.00" },
    { service_id: "appraisal", tier_name: "over_2500", price: 575 },
    { service_id: "basic-photography", tier_name: "1500_to_2500", price: 299 },
    { service_id: "aerial-photography", tier_name: "1500_to_2500", price: 225 },
  ];

  it("prices an appraisal by tier, falling back to 450", () => {
    expect(computeQuotePrice({ serviceType: "appraisal", livingSqft: 3200 }, rows)?.basePrice).toBe(575);
    expect(computeQuotePrice({ serviceType: "appraisal", livingSqft: 1800 }, rows)?.basePrice).toBe(DEFAULT_APPRAISAL_PRICE);
  });

  it("prices a named package and a custom package with defaults for missing rows", () => {
    expect(computeQuotePrice({ serviceType: "photography", livingSqft: null, packageId: "basic-photography" }, rows)?.basePrice).toBe(299);
    const custom = computeQuotePrice(
      {
        serviceType: "photography",
        livingSqft: 2000,
        packageId: "custom",
        customServiceIds: ["aerial-photography", "floor-plans", "unknown"],
        discount: { type: "fixed_amount", value: 25 },
      },
      rows,
    );
    expect(custom?.customServices).toEqual([
      { id: "aerial-photography", name: "Aerial Photography", price: 225 },
      { id: "floor-plans", name: "Floor Plans", price: SERVICE_DEFAULT_PRICES["floor-plans"] },
    ]);
    expect(custom?.basePrice).toBe(350);
    expect(custom?.finalPrice).toBe(325);
  });

  it("falls back to each catalogue add-on's under_1500 price, and has no fallback for a package", () => {
    for (const addOn of PHOTOGRAPHY_ADD_ONS) {
      const quote = computeQuotePrice({ serviceType: "photography", livingSqft: 3000, packageId: "custom", customServiceIds: [addOn.id] }, []);
      expect(quote?.customServices).toEqual([{ id: addOn.id, name: addOn.name, price: addOn.prices.under_1500 }]);
    }
    for (const pkg of PHOTOGRAPHY_PACKAGES) {
      expect(computeQuotePrice({ serviceType: "photography", livingSqft: 3000, packageId: pkg.id }, [])).toBeNull();
    }
    expect(Object.keys(SERVICE_DEFAULT_PRICES)).toEqual(STARTING_PRICED_SERVICES.map((service) => service.id));
    expect(DEFAULT_APPRAISAL_PRICE).toBe(450);
  });

  it("cannot price photography without a package, add-ons or a package price", () => {
    expect(computeQuotePrice({ serviceType: "photography", livingSqft: 2000 }, rows)).toBeNull();
    expect(computeQuotePrice({ serviceType: "photography", livingSqft: 2000, packageId: "custom", customServiceIds: [] }, rows)).toBeNull();
    expect(computeQuotePrice({ serviceType: "photography", livingSqft: 2000, packageId: "ultimate-photography" }, rows)).toBeNull();
  });
});

describe("a code for some services only (docs/decisions/071)", () => {
  const rows: PriceRow[] = [{ service_id: "aerial-photography", tier_name: "1500_to_2500", price: 225 }];
  it("takes a percentage off the covered add-ons only, and an amount up to their part", () => {
    const input = { serviceType: "photography" as const, livingSqft: 2000, packageId: "custom", customServiceIds: ["aerial-photography", "floor-plans"] };
    const percent = computeQuotePrice({ ...input, discount: { type: "percentage", value: 10, serviceIds: ["aerial-photography"] } }, rows);
    expect(percent).toMatchObject({ basePrice: 350, finalPrice: 327.5, discountApplies: true });
    const amount = computeQuotePrice({ ...input, discount: { type: "fixed_amount", value: 500, serviceIds: ["floor-plans"] } }, rows);
    expect(amount).toMatchObject({ basePrice: 350, finalPrice: 225, discountApplies: true });
  });

  it("leaves the price whole and says so when the code covers none of the quoted services", () => {
    const quote = computeQuotePrice({ serviceType: "appraisal", livingSqft: 2000, discount: { type: "percentage", value: 50, serviceIds: ["floor-plans"] } }, rows);
    expect(quote).toMatchObject({ finalPrice: quote?.basePrice, discountApplies: false });
    const covered = computeQuotePrice({ serviceType: "appraisal", livingSqft: 2000, discount: { type: "percentage", value: 50, serviceIds: ["appraisal"] } }, rows);
    expect(covered).toMatchObject({ finalPrice: roundToCents((covered?.basePrice ?? 0) / 2), discountApplies: true });
  });

  it("names the services a quote is priced from", () => {
    expect(quotedServiceIds({ serviceType: "appraisal" })).toEqual(["appraisal"]);
    expect(quotedServiceIds({ serviceType: "photography", packageId: "premium-photography" })).toEqual(["premium-photography"]);
    expect(quotedServiceIds({ serviceType: "photography", packageId: "custom", customServiceIds: ["floor-plans", "nope", "aerial-photography"] })).toEqual([
      "aerial-photography",
      "floor-plans",
    ]);
    expect(quotedServiceIds({ serviceType: "photography", packageId: null })).toEqual([]);
  });
});
