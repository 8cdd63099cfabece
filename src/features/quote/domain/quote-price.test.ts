import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type PriceRow, type PriceTier } from "#shared/pricing.ts";
import { PHOTOGRAPHY_ADD_ONS, PHOTOGRAPHY_PACKAGES } from "#shared/service-catalogue.ts";
import { quoteContactFormSchema, serviceRequestPayloadSchema } from "#schemas/service-request.ts";
import {
  addOnOptions,
  discountAmount,
  discountAppliedMessage,
  formatPrice,
  packageOptions,
  priceSelection,
  quoteTier,
} from "@/features/quote/domain/quote-price";
import { EMPTY_SELECTION, type QuoteSelection } from "@/features/quote/domain/quote-selection";
import { buildServiceRequestPayload, utmFromSearch } from "@/features/quote/domain/service-request-payload";

const rows = (tier: PriceTier, prices: Record<string, number>): PriceRow[] =>
  Object.entries(prices).map(([service_id, price]) => ({ service_id, tier_name: tier, price }));

const seedMid = rows("1500_to_2500", {
  appraisal: 500,
  "basic-photography": 299,
  "premium-photography": 449,
  "ultimate-photography": 749,
  "professional-photography": 250,
  "aerial-photography": 225,
  "floor-plans": 165,
});

describe("quote tier", () => {
  it("prices appraisals by living area and photography at 1500 sq ft when unknown", () => {
    expect(quoteTier("appraisal", 1499)).toBe("under_1500");
    expect(quoteTier("appraisal", 2500)).toBe("1500_to_2500");
    expect(quoteTier("appraisal", 2501)).toBe("over_2500");
    expect(quoteTier("appraisal", 150)).toBe("1500_to_2500");
    expect(quoteTier("appraisal", null)).toBe("1500_to_2500");
    expect(quoteTier("photography", null)).toBe("1500_to_2500");
    expect(quoteTier("photography", 900)).toBe("under_1500");
    expect(quoteTier(null, 3000)).toBe("over_2500");
    // Without a living area, the tier the visitor chose; with one, the living area's.
    expect(quoteTier("appraisal", null, "over_2500")).toBe("over_2500");
    expect(quoteTier("photography", 150, "under_1500")).toBe("under_1500");
    expect(quoteTier("appraisal", 1200, "over_2500")).toBe("under_1500");
  });
});

describe("priceSelection", () => {
  const appraisal: QuoteSelection = { ...EMPTY_SELECTION, service: "appraisal" };
  const photography: QuoteSelection = { ...EMPTY_SELECTION, service: "photography" };

  it("an appraisal is the tier's price, 450 when the prices could not be read", () => {
    expect(priceSelection(appraisal, 1850, seedMid, null)).toMatchObject({ basePrice: 500, finalPrice: 500 });
    expect(priceSelection(appraisal, 1850, [], null)).toMatchObject({ basePrice: 450, finalPrice: 450 });
  });

  it("applies percentage and fixed discounts with a floor of 0", () => {
    expect(priceSelection(appraisal, 1850, seedMid, { code: "SPRING10", type: "percentage", value: 10 })?.finalPrice).toBe(450);
    expect(priceSelection(appraisal, 1850, seedMid, { code: "SAVE50", type: "fixed_amount", value: 50 })?.finalPrice).toBe(450);
    expect(priceSelection(appraisal, 1850, seedMid, { code: "BIG", type: "fixed_amount", value: 900 })?.finalPrice).toBe(0);
  });

  it("photography: a package's price, the sum of the add-ons, or nothing until complete", () => {
    expect(priceSelection(photography, 1850, seedMid, null)).toBeNull();
    expect(priceSelection({ ...photography, packageId: "premium-photography" }, 1850, seedMid, null)?.finalPrice).toBe(449);
    const custom = { ...photography, packageId: "custom", addOnIds: ["floor-plans", "aerial-photography"] };
    expect(priceSelection(custom, null, seedMid, { code: "SPRING10", type: "percentage", value: 10 })).toMatchObject({
      basePrice: 390,
      finalPrice: 351,
      customServices: [
        { id: "aerial-photography", name: "Aerial Photography", price: 225 },
        { id: "floor-plans", name: "Floor Plans", price: 165 },
      ],
    });
    expect(priceSelection({ ...photography, packageId: "custom" }, 1850, seedMid, null)).toBeNull();
  });

  it("lists packages and add-ons with the tier's prices (add-ons fall back to their defaults)", () => {
    expect(packageOptions(seedMid, "1500_to_2500").map((option) => option.price)).toEqual([299, 449, 749]);
    expect(packageOptions([], "1500_to_2500").map((option) => option.price)).toEqual(PHOTOGRAPHY_PACKAGES.map(() => null));
    expect(addOnOptions(seedMid, "1500_to_2500").find((option) => option.id === "floor-plans")?.price).toBe(165);
    // Without a row, in any tier: the catalogue's under_1500 price (floor plans: 125).
    expect(addOnOptions([], "over_2500").map((option) => [option.id, option.price])).toEqual(
      PHOTOGRAPHY_ADD_ONS.map((addOn) => [addOn.id, addOn.prices.under_1500]),
    );
    expect(addOnOptions([], "over_2500").find((option) => option.id === "floor-plans")?.price).toBe(125);
  });

  it("the discount shown never exceeds the price and the total is base minus discount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.oneof(
          fc.record({ type: fc.constant("percentage" as const), value: fc.integer({ min: 1, max: 100 }) }),
          fc.record({ type: fc.constant("fixed_amount" as const), value: fc.integer({ min: 1, max: 2000 }) }),
        ),
        (base, terms) => {
          const discount = { code: "X", ...terms };
          const price = priceSelection(appraisal, null, rows("1500_to_2500", { appraisal: base }), discount)!;
          expect(price.finalPrice).toBeGreaterThanOrEqual(0);
          expect(price.finalPrice).toBeLessThanOrEqual(price.basePrice);
          expect(Math.abs(price.basePrice - discountAmount(price.basePrice, discount) - price.finalPrice)).toBeLessThan(0.005);
        },
      ),
    );
  });
});

describe("messages and formatting", () => {
  it("words the applied discount as the spec does", () => {
    expect(discountAppliedMessage({ type: "percentage", value: 10 })).toBe("Discount applied: 10% off");
    expect(discountAppliedMessage({ type: "fixed_amount", value: 50 })).toBe("Discount applied: $50 off");
    expect(discountAppliedMessage({ type: "percentage", value: 12.5 })).toBe("Discount applied: 12.5% off");
  });

  it("formats prices with cents only when needed", () => {
    expect(formatPrice(450)).toBe("$450");
    expect(formatPrice(404.1)).toBe("$404.10");
    expect(formatPrice(1250)).toBe("$1,250");
  });
});

describe("buildServiceRequestPayload", () => {
  const form = quoteContactFormSchema.parse({
    firstName: " Ana ",
    lastName: "Silva",
    email: "Ana.Silva@Example.COM",
    phone: "(908) 555-0134",
    service: "Refinance",
    comments: "  Lockbox on the side door ",
  });

  it("sends the email lowercased, the phone as digits, and exactly the prices shown", () => {
    const selection = { ...EMPTY_SELECTION, service: "appraisal" as const, pin: "1009_12_3.01", discountCode: "SPRING10" };
    const discount = { code: "SPRING10", type: "percentage" as const, value: 10, description: "10% off" };
    const price = priceSelection(selection, 1850, seedMid, discount);
    const payload = buildServiceRequestPayload({
      form,
      selection,
      property: { fullAddress: "12 Oak Ridge Rd, Flemington, NJ 08822", raw: { GIS_PIN: "1009_12_3.01", Sq_Ft: 1850 } },
      price,
      discount,
      search: "?openQuote=true&utm_source=mailer&utm_campaign=spring&utm_medium=",
    });
    expect(payload).toEqual({
      isServiceRequest: true,
      firstName: "Ana",
      lastName: "Silva",
      email: "ana.silva@example.com",
      phone: "9085550134",
      message: "Lockbox on the side door",
      serviceType: "appraisal",
      appraisalType: "Refinance",
      propertyAddress: "12 Oak Ridge Rd, Flemington, NJ 08822",
      propertyData: { GIS_PIN: "1009_12_3.01", Sq_Ft: 1850 },
      selectedPhotographyPackage: null,
      customServices: null,
      basePrice: 500,
      finalPrice: 450,
      discountCode: { code: "SPRING10", type: "percentage", value: 10, description: "10% off" },
      tier: "1500_to_2500",
      utm: { utm_source: "mailer", utm_campaign: "spring" },
      sessionId: null,
    });
    expect(serviceRequestPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("sends the package and priced add-ons of a photography request", () => {
    const selection = { ...EMPTY_SELECTION, service: "photography" as const, packageId: "custom", addOnIds: ["floor-plans"] };
    const price = priceSelection(selection, null, seedMid, null);
    const payload = buildServiceRequestPayload({ form, selection, property: null, price, discount: null, search: "" });
    expect(payload).toMatchObject({
      serviceType: "photography",
      appraisalType: null,
      selectedPhotographyPackage: "custom",
      customServices: [{ id: "floor-plans", name: "Floor Plans", price: 165 }],
      basePrice: 165,
      finalPrice: 165,
      discountCode: null,
      utm: null,
    });
    expect(serviceRequestPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("reads only the five UTM values", () => {
    expect(utmFromSearch("?utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e&gclid=x")).toEqual({
      utm_source: "a",
      utm_medium: "b",
      utm_campaign: "c",
      utm_term: "d",
      utm_content: "e",
    });
  });
});
