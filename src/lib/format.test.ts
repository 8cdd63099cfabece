// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber, formatUsd, formatWholeDollars } from "@/lib/format";

/** The formats the site uses, each with the Intl.NumberFormat it stands in for. */
const cases = [
  { name: "plain", ours: (v: number) => formatNumber(v), intl: new Intl.NumberFormat("en-US") },
  { name: "integer", ours: (v: number) => formatNumber(v, { maximumFractionDigits: 0 }), intl: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }) },
  { name: "one digit", ours: (v: number) => formatNumber(v, { maximumFractionDigits: 1 }), intl: new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }) },
  { name: "two digits", ours: (v: number) => formatNumber(v, { maximumFractionDigits: 2 }), intl: new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }) },
  {
    name: "whole dollars",
    ours: formatWholeDollars,
    intl: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  },
  {
    name: "dollars up to cents",
    ours: (v: number) => formatUsd(v, { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
    intl: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 2 }),
  },
  {
    name: "dollars and cents",
    ours: (v: number) => formatUsd(v, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    intl: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  },
];

const edgeValues = [
  0, -0, 1, -1, 0.5, 1.5, 2.5, -0.5, -0.4, 0.4, 0.05, 0.005, 1.005, 1.015, 2.675, 9.995, 99.5, 99.999, 425, 999.5, 999.95, 1000,
  1234.5678, 955732, 232.84, 3420, 3.5, 1e6, 1234567.891, 999999.9999, 1e20, 1e21, 1.5e21, 1e-7, 0.000001, 123456789012345680000,
  Number.MAX_SAFE_INTEGER, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY,
];

describe("en-US numbers written by hand", () => {
  for (const { name, ours, intl } of cases) {
    it(`writes ${name} as Intl.NumberFormat("en-US") does`, () => {
      for (const value of edgeValues) expect(ours(value), String(value)).toBe(intl.format(value));
      fc.assert(
        fc.property(fc.oneof(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer(), fc.double({ min: 0, max: 10 })), (value) => {
          expect(ours(value)).toBe(intl.format(value));
        }),
        { numRuns: 2000 },
      );
    });
  }

  it("writes the site's figures", () => {
    expect(formatWholeDollars(425)).toBe("$425");
    expect(formatWholeDollars(1250)).toBe("$1,250");
    expect(formatNumber(955732)).toBe("955,732");
    expect(formatNumber(232.84, { maximumFractionDigits: 1 })).toBe("232.8");
    expect(formatUsd(99.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe("$99.50");
  });
});
