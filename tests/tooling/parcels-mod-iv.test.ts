// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deedDate, mapModIvRow, missingColumns, municipalityDisplayName } from "../../scripts/parcels/mod-iv.ts";
import { formatProgress } from "../../scripts/parcels/load-parcels.ts";

/** The MOD-IV column mapping of `npm run parcels:import` (docs/decisions/062). */

const base = {
  PAMS_PIN: "1019_12_3.01",
  MUN_NAME: "CLINTON TWP",
  PROP_CLASS: "2",
  PROP_LOC: "12 OAK RIDGE RD",
};
const options = { taxYear: 2025, allCounties: false };

describe("mapModIvRow", () => {
  it("names the county from the PIN's MOD-IV code and keeps block, lot and qualifier", () => {
    const mapped = mapModIvRow({ ...base, PAMS_PIN: "1019_14502_7_C0012" }, options);
    expect(mapped).toMatchObject({ ok: true, parcel: { county_name: "Hunterdon", block: "14502", lot: "7", qual: "C0012", municipality: "Clinton Township", city: "Clinton Township", prop_street: "12 Oak Ridge Rd", zip: null, sq_ft: null, tax_year: 2025 } });
  });

  it("leaves out other counties unless all are asked for, and says why a row is left out", () => {
    expect(mapModIvRow({ ...base, PAMS_PIN: "0101_5_1" }, options)).toEqual({ ok: false, reason: "county not covered" });
    expect(mapModIvRow({ ...base, PAMS_PIN: "0101_5_1" }, { ...options, allCounties: true })).toMatchObject({ ok: true, parcel: { county_name: "Atlantic" } });
    expect(mapModIvRow({ ...base, PAMS_PIN: " " }, options)).toEqual({ ok: false, reason: "no PIN" });
    expect(mapModIvRow({ ...base, PAMS_PIN: "1019-12-3" }, options)).toEqual({ ok: false, reason: "PIN not in the county_municipality_block_lot form" });
    expect(mapModIvRow({ ...base, PAMS_PIN: "9919_1_1" }, options)).toEqual({ ok: false, reason: "unknown county code" });
    expect(mapModIvRow({ ...base, PROP_LOC: "  " }, options)).toEqual({ ok: false, reason: "no property location" });
    expect(mapModIvRow({ ...base, MUN_NAME: null }, options)).toEqual({ ok: false, reason: "no municipality name" });
  });

  it("takes a nominal consideration ($1, $10) for no sale, and a real price for one", () => {
    for (const [price, stored] of [[1, null], ["10", null], [99, null], [100, 100], ["389,000", 389000]] as const) {
      expect(mapModIvRow({ ...base, SALE_PRICE: price }, options), String(price)).toMatchObject({ ok: true, parcel: { sale_price: stored } });
    }
  });

  it("reads amounts, years and owners as MOD-IV writes them, and no number where there is none", () => {
    const mapped = mapModIvRow(
      { ...base, pams_pin: undefined, YR_CONSTR: "0", SALE_PRICE: 0, CALC_ACRE: "1.25", NET_VALUE: "414,100", LAST_YR_TX: 11245.666, OWNER_NAME: "OAK RIDGE HOLDINGS LLC", ST_ADDRESS: "PO BOX 7", CITY_STATE: "NEW YORK, NY", ZIP_CODE: "10001-2233" },
      options,
    );
    expect(mapped).toMatchObject({ ok: true, parcel: { yr_built: null, sale_price: null, acreage: 1.25, total_assmnt: 414100, recorded_taxes: 11245.67, corporate_owned: true, absentee: true, owner_mail_city: "New York", owner_mail_state: "NY", owner_mail_zip: "10001" } });
  });
});

describe("deedDate", () => {
  it("reads MOD-IV's YYMMDD (a year after the tax year's is the 1900s), YYYYMMDD and GDAL dates", () => {
    expect(deedDate("190503", 2025)).toBe("2019-05-03");
    expect(deedDate("870615", 2025)).toBe("1987-06-15");
    expect(deedDate("20190503", 2025)).toBe("2019-05-03");
    expect(deedDate("2019-05-03T00:00:00Z", 2025)).toBe("2019-05-03");
    expect(deedDate("190231", 2025)).toBeNull();
    expect(deedDate("20300101", 2025)).toBeNull();
    expect(deedDate("", 2025)).toBeNull();
  });
});

it("spells out MOD-IV's municipality types", () => {
  expect(municipalityDisplayName("CLINTON TWP")).toBe("Clinton Township");
  expect(municipalityDisplayName("FLEMINGTON BORO")).toBe("Flemington Borough");
  expect(municipalityDisplayName("JERSEY CITY")).toBe("Jersey City");
});

it("names the required columns a layer lacks, in any case", () => {
  expect(missingColumns(["pams_pin", "Mun_Name", "PROP_CLASS"])).toEqual(["PROP_LOC"]);
});

it("shows rows, rows per second and the time left", () => {
  expect(formatProgress({ read: 100_000, total: 400_000, elapsedSeconds: 2 })).toBe("100,000 of 400,000 rows · 50,000 rows/s · 6s left");
  expect(formatProgress({ read: 50_000, total: 4_000_000, elapsedSeconds: 1 })).toBe("50,000 of 4,000,000 rows · 50,000 rows/s · 1m 19s left");
});
