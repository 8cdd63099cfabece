import { describe, expect, it } from "vitest";
import { tierForLivingSquareFeet } from "./pricing.ts";
import { readLivingSqft, readNumber } from "./record-numbers.ts";

describe("readNumber", () => {
  it("reads numbers and numeric text, never rounding", () => {
    expect(readNumber(1499.6)).toBe(1499.6);
    expect(readNumber(" 1,499.6 ")).toBe(1499.6);
    expect(readNumber("$425,000.00")).toBe(425000);
    expect(readNumber("12abc")).toBeNull();
    expect(readNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe("readLivingSqft", () => {
  it("keeps 1,499.6 sq ft in the under_1500 tier", () => {
    expect(readLivingSqft(1499.6)).toBe(1499.6);
    expect(readLivingSqft("1,499.6")).toBe(1499.6);
    expect(tierForLivingSquareFeet(readLivingSqft("1,499.6"))).toBe("under_1500");
    expect(tierForLivingSquareFeet(readLivingSqft(1500))).toBe("1500_to_2500");
  });

  it("is null for nothing, zero, negative or unreadable sizes", () => {
    for (const value of [null, undefined, 0, -5, "", "n/a", true]) expect(readLivingSqft(value)).toBeNull();
  });
});
