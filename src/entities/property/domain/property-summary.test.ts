import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  countyDisplayName,
  LESS_THAN_ONE_YEAR,
  ownershipDuration,
  readDate,
  readFlag,
  toPropertySummary,
} from "@/entities/property/domain/property-summary";
import { readNumber } from "#shared/record-numbers.ts";
import { testParcels, toSearchResult } from "#tests/msw/fixtures/parcels.ts";

describe("toPropertySummary", () => {
  it("maps every county record field the site reads", () => {
    const summary = toPropertySummary(testParcels.flemington);
    expect(summary).toEqual({
      address: "12 Oak Ridge Rd",
      city: "Flemington",
      state: "NJ",
      zip: "08822",
      cityStateZip: "Flemington, NJ 08822",
      fullAddress: "12 Oak Ridge Rd, Flemington, NJ 08822",
      county: "Hunterdon",
      gisPin: "1009_12_3.01",
      livingSqft: 1850,
      salePrice: 425000,
      saleDate: "2016-06-15",
      yearBuilt: 1987,
      acreage: 1.25,
      annualTaxes: 9876.54,
      ownerName: "SMITH, JOHN & MARY",
      absentee: false,
      corporateOwned: false,
      block: "12",
      lot: "3.01",
      qual: null,
      landAssessment: 120000,
      buildingAssessment: 280000,
      totalAssessment: 400000,
      raw: testParcels.flemington,
    });
  });

  it("reads a record nested under countyData the same way as a bare one", () => {
    expect(toPropertySummary({ countyData: testParcels.hackensack })).toEqual(toPropertySummary(testParcels.hackensack));
    expect(toPropertySummary(toSearchResult(testParcels.capeMay))).toEqual(toPropertySummary(testParcels.capeMay));
  });

  it("defaults the state to NJ and falls back to the search result's own address fields", () => {
    const summary = toPropertySummary({
      address: "1 Main St",
      city: "Clinton",
      state: "",
      zip: "08809",
      cityStateZip: "Clinton, NJ 08809",
      countyData: { Sq_Ft: "2,450", COUNTY_NAME: "HUNTERDON COUNTY", P_Zip: 8809 },
    });
    expect(summary).toMatchObject({
      address: "1 Main St",
      city: "Clinton",
      state: "NJ",
      zip: "08809",
      cityStateZip: "Clinton, NJ 08809",
      county: "Hunterdon",
      livingSqft: 2450,
    });
    expect(toPropertySummary({}).state).toBe("NJ");
  });

  it("turns unreadable or implausible values into null instead of wrong numbers", () => {
    const summary = toPropertySummary({
      Sq_Ft: 0,
      Sale_Price: "n/a",
      Sale_Date: "2020-02-30",
      Yr_Built: "",
      Recorded_Taxes: "$1,234.50",
      Absentee: "Y",
      Corporate_Owned: "maybe",
      Total_Assmnt_1: "350,000",
    });
    expect(summary).toMatchObject({
      livingSqft: null,
      salePrice: null,
      saleDate: null,
      yearBuilt: null,
      annualTaxes: 1234.5,
      absentee: true,
      corporateOwned: null,
      totalAssessment: 350000,
    });
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const summary = toPropertySummary(value);
        expect(summary.state).toMatch(/\S/);
        expect(summary.livingSqft === null || summary.livingSqft > 0).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(testParcels.flemington)), fc.jsonValue()), (record) => {
        const summary = toPropertySummary({ countyData: record });
        expect(summary.raw).toBe(record);
        expect(summary.saleDate === null || /^\d{4}-\d{2}-\d{2}$/.test(summary.saleDate)).toBe(true);
      }),
    );
  });
});

describe("ownershipDuration", () => {
  const now = new Date("2026-11-22T12:00:00Z");

  it("counts whole years since the last sale", () => {
    expect(ownershipDuration("2016-06-15", now)).toBe("10 years");
    expect(ownershipDuration("2025-11-22", now)).toBe("1 year");
    expect(ownershipDuration("2025-11-23", now)).toBe(LESS_THAN_ONE_YEAR);
    expect(ownershipDuration("2026-11-22", now)).toBe(LESS_THAN_ONE_YEAR);
  });

  it("says nothing without a sale date or for a date in the future", () => {
    expect(ownershipDuration(null, now)).toBeNull();
    expect(ownershipDuration("2026-11-23", now)).toBeNull();
  });

  it("agrees with the calendar for any past date", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1900-01-01"), max: now, noInvalidDate: true }), (sold) => {
        const iso = sold.toISOString().slice(0, 10);
        const text = ownershipDuration(iso, now);
        const anniversary = new Date(sold);
        anniversary.setUTCFullYear(sold.getUTCFullYear() + 1);
        const underAYear = anniversary.toISOString().slice(0, 10) > now.toISOString().slice(0, 10);
        if (underAYear) expect(text).toBe(LESS_THAN_ONE_YEAR);
        else expect(text).toMatch(/^\d+ years?$/);
      }),
    );
  });
});

describe("record value readers", () => {
  it("reads numbers from numbers and numeric text only", () => {
    expect(readNumber(1850)).toBe(1850);
    expect(readNumber(" 1,850 ")).toBe(1850);
    expect(readNumber("$425,000.00")).toBe(425000);
    expect(readNumber("12abc")).toBeNull();
    expect(readNumber(Number.NaN)).toBeNull();
    expect(readNumber(true)).toBeNull();
  });

  it("reads the living area unrounded (1,499.6 sq ft is priced under 1,500, as on the server)", () => {
    expect(toPropertySummary({ countyData: { Sq_Ft: "1,499.6" } }).livingSqft).toBe(1499.6);
  });

  it("reads dates in the formats the records API uses", () => {
    expect(readDate("2019-05-14")).toBe("2019-05-14");
    expect(readDate("2019-05-14T00:00:00Z")).toBe("2019-05-14");
    expect(readDate("5/14/2019")).toBe("2019-05-14");
    expect(readDate("20190514")).toBe("2019-05-14");
    expect(readDate(Date.UTC(2019, 4, 14))).toBe("2019-05-14");
    expect(readDate("2019-13-01")).toBeNull();
    expect(readDate("yesterday")).toBeNull();
  });

  it("reads flags", () => {
    expect([readFlag(true), readFlag("Y"), readFlag("yes"), readFlag(1)]).toEqual([true, true, true, true]);
    expect([readFlag(false), readFlag("N"), readFlag("no"), readFlag(0)]).toEqual([false, false, false, false]);
    expect(readFlag("")).toBeNull();
  });

  it("names counties in title case without 'County'", () => {
    expect(countyDisplayName("HUNTERDON")).toBe("Hunterdon");
    expect(countyDisplayName("cape may county")).toBe("Cape May");
    expect(countyDisplayName("  ")).toBeNull();
    expect(countyDisplayName(42)).toBe("42");
  });
});
