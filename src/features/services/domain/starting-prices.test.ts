import { describe, expect, it } from "vitest";
import { SERVICE_DEFAULT_PRICES } from "#shared/pricing.ts";
import { formatStartingPrice, lowestLoadedPrices, startingPricesFrom } from "@/features/services/domain/starting-prices";

describe("lowestLoadedPrices", () => {
  it("holds only the priced services that loaded a positive price, each at its lowest", () => {
    expect(
      lowestLoadedPrices([
        { service_id: "appraisal", price: "475.00" },
        { service_id: "appraisal", price: 399 },
        { service_id: "floor-plans", price: 0 },
        { service_id: "virtual-tours", price: null },
        { service_id: "basic-photography", price: 10 },
      ]),
    ).toEqual({ appraisal: 399 });
    expect(lowestLoadedPrices(undefined)).toEqual({});
  });
});

describe("startingPricesFrom", () => {
  it("uses the defaults when nothing loaded", () => {
    expect(startingPricesFrom([])).toEqual(SERVICE_DEFAULT_PRICES);
    expect(startingPricesFrom(null)).toMatchObject({
      appraisal: 450,
      "professional-photography": 200,
      "aerial-photography": 200,
      "floor-plans": 125,
      "virtual-tours": 300,
      "real-estate-videography": 400,
      "property-showcase": 150,
    });
  });

  it("takes the lowest loaded price per service and keeps the defaults of the rest", () => {
    const prices = startingPricesFrom([
      { service_id: "appraisal", price: "475.00" },
      { service_id: "appraisal", price: 399 },
      { service_id: "floor-plans", price: 99.5 },
      { service_id: "basic-photography", price: 10 },
    ]);
    expect(prices.appraisal).toBe(399);
    expect(prices["floor-plans"]).toBe(99.5);
    expect(prices["aerial-photography"]).toBe(200);
    expect(prices).not.toHaveProperty("basic-photography");
  });

  it("ignores prices that are missing, zero, negative or not numbers", () => {
    const prices = startingPricesFrom([
      { service_id: "appraisal", price: null },
      { service_id: "appraisal", price: 0 },
      { service_id: "virtual-tours", price: -5 },
      { service_id: "real-estate-videography", price: "n/a" },
    ]);
    expect(prices.appraisal).toBe(450);
    expect(prices["virtual-tours"]).toBe(300);
    expect(prices["real-estate-videography"]).toBe(400);
  });
});

describe("formatStartingPrice", () => {
  it("shows whole dollars without cents and keeps cents otherwise", () => {
    expect(formatStartingPrice(450)).toBe("$450");
    expect(formatStartingPrice(1200)).toBe("$1,200");
    expect(formatStartingPrice(99.5)).toBe("$99.50");
  });
});
