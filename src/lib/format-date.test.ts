// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNewYorkLongDate, formatUtcMonthYear, formatUtcShortDate } from "@/lib/format-date";

describe("en-US dates written by hand", () => {
  const newYork = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "America/New_York" });
  const utcShort = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

  it("writes the New York calendar date as Intl does, on both sides of every daylight-saving change", () => {
    for (let year = 2007; year <= 2040; year += 1) {
      for (const month of [2, 10]) {
        for (let day = 1; day <= 14; day += 1) {
          for (const hour of [0, 3, 4, 5, 6, 7, 8, 23]) {
            for (const minute of [0, 59]) {
              const time = Date.UTC(year, month, day, hour, minute, 59, 999);
              expect(formatNewYorkLongDate(time), new Date(time).toISOString()).toBe(newYork.format(time));
            }
          }
        }
      }
    }
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }), (time) => {
        expect(formatNewYorkLongDate(time)).toBe(newYork.format(time));
      }),
      { numRuns: 5000 },
    );
    expect(formatNewYorkLongDate(Date.parse("2025-01-14T12:00:00Z"))).toBe("January 14, 2025");
  });

  it("writes the UTC short date as Intl does", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (time) => {
        expect(formatUtcShortDate(time)).toBe(utcShort.format(time));
      }),
      { numRuns: 3000 },
    );
    expect(formatUtcShortDate(Date.UTC(2019, 4, 14))).toBe("May 14, 2019");
  });

  it("writes the UTC month and year as Intl does", () => {
    const monthYear = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (time) => {
        expect(formatUtcMonthYear(time)).toBe(monthYear.format(time));
      }),
      { numRuns: 2000 },
    );
    expect(formatUtcMonthYear(Date.parse("2025-01-15T12:00:00Z"))).toBe("January 2025");
  });
});
