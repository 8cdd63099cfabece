// @vitest-environment node
/**
 * The local parcel generator: deterministic, statewide, and internally
 * consistent the way a county tax record is.
 */
import { describe, expect, it } from "vitest";
import { parcelCopyLine } from "../../supabase/local/parcels.ts";
import {
  generateParcel,
  PARCEL_COLUMNS,
  RECORDS_AS_OF,
  type ParcelRecord,
} from "../../supabase/local/parcels/generate-parcel.ts";
import { ALL_MUNICIPALITIES, COUNTIES } from "../../supabase/local/parcels/nj-places.ts";

function parcels(start: number, count: number): ParcelRecord[] {
  return Array.from({ length: count }, (_, offset) => generateParcel(start + offset));
}

const sample = parcels(0, 5_000);
const laterSample = parcels(1_000_000, 5_000);
const both = [...sample, ...laterSample];

/** The same test as the database's nj_parcels_gis_pin_format check. */
const GIS_PIN_FORMAT = /^[0-9]{4}_[^_]+_[^_]+(_[^_]+)?$/;
const COMPANY_NAME = /\b(LLC|INC|CORP|LP|CO)$/;

describe("generateParcel", () => {
  it("gives the same record for the same index, whatever was generated before", () => {
    const again = [4_999, 17, 0, 2_500].map((index) => generateParcel(index));
    expect(again).toEqual([sample[4_999], sample[17], sample[0], sample[2_500]]);
    expect(generateParcel(1_000_123)).toEqual(laterSample[123]);
  });

  it("never repeats a GIS PIN, and each PIN is county-municipality code, block, lot and qualifier", () => {
    const pins = parcels(0, 20_000).map((parcel) => parcel.gis_pin);
    expect(new Set(pins).size).toBe(pins.length);
    for (const parcel of both) {
      expect(parcel.gis_pin).toMatch(GIS_PIN_FORMAT);
      const parts = parcel.gis_pin.split("_");
      expect(parts.slice(1)).toEqual([parcel.block, parcel.lot, ...(parcel.qual === null ? [] : [parcel.qual])]);
    }
  });

  it("covers all 21 counties within a few thousand records, anywhere in the sequence", () => {
    const countyNames = COUNTIES.map((county) => county.name).sort();
    expect(countyNames).toHaveLength(21);
    expect([...new Set(sample.slice(0, 3_000).map((parcel) => parcel.county_name))].sort()).toEqual(countyNames);
    expect([...new Set(laterSample.slice(0, 3_000).map((parcel) => parcel.county_name))].sort()).toEqual(countyNames);
  });

  it("spreads records by population: far more in Bergen than in Salem", () => {
    const inCounty = (name: string): number => both.filter((parcel) => parcel.county_name === name).length;
    expect(inCounty("Bergen")).toBeGreaterThan(inCounty("Salem") * 8);
  });

  it("puts each record in a real municipality of its county, with the code of that county", () => {
    const codeOfCounty = new Map(COUNTIES.map((county) => [county.name, county.code]));
    const municipalitiesOfCounty = new Map(
      COUNTIES.map((county) => [county.name, new Set(county.municipalities.map((m) => m.displayName))]),
    );
    for (const parcel of both) {
      expect(municipalitiesOfCounty.get(parcel.county_name)?.has(parcel.municipality)).toBe(true);
      expect(parcel.gis_pin.slice(0, 2)).toBe(codeOfCounty.get(parcel.county_name));
    }
  });

  it("has a five-digit ZIP, a postal city and state NJ for every property", () => {
    for (const parcel of both) {
      expect(parcel.zip).toMatch(/^\d{5}$/);
      expect(parcel.city.length).toBeGreaterThan(0);
      expect(parcel.state).toBe("NJ");
      expect(parcel.prop_street).toMatch(/^\d+ \S/);
    }
  });

  it("adds land and building up to the total assessment", () => {
    for (const parcel of both) {
      expect(parcel.land_assmnt + parcel.building_assmnt).toBe(parcel.total_assmnt);
      expect(parcel.land_assmnt).toBeGreaterThan(0);
      expect(parcel.building_assmnt).toBeGreaterThanOrEqual(0);
      if (parcel.property_class === "1" || parcel.property_class === "3B") expect(parcel.building_assmnt).toBe(0);
    }
  });

  it("charges taxes at a New Jersey rate: 1.4-6.5 % of the assessment, about 1-4.5 % of a recent sale price", () => {
    for (const parcel of both) {
      const rate = parcel.recorded_taxes / parcel.total_assmnt;
      expect(rate).toBeGreaterThanOrEqual(0.014);
      expect(rate).toBeLessThanOrEqual(0.065);
    }
    const recentMarketSales = both.filter(
      (parcel) =>
        parcel.property_class === "2" && parcel.sale_date !== null && parcel.sale_date >= "2024-01-01" && (parcel.sale_price ?? 0) > 1_000,
    );
    expect(recentMarketSales.length).toBeGreaterThan(100);
    for (const parcel of recentMarketSales) {
      const rate = parcel.recorded_taxes / (parcel.sale_price ?? 1);
      expect(rate).toBeGreaterThanOrEqual(0.01);
      expect(rate).toBeLessThanOrEqual(0.045);
    }
  });

  it("never sells a house before it was built or after the records date", () => {
    const withSale = both.filter((parcel) => parcel.sale_date !== null);
    expect(withSale.length).toBeGreaterThan(both.length * 0.8);
    for (const parcel of withSale) {
      const saleDate = parcel.sale_date ?? "";
      expect(saleDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(saleDate <= RECORDS_AS_OF).toBe(true);
      expect(Number(saleDate.slice(0, 4))).toBeGreaterThanOrEqual(Math.max(parcel.yr_built ?? 1970, 1970));
      expect(parcel.sale_price).toBeGreaterThan(0);
    }
  });

  it("builds houses no later than the records year, and newer houses are bigger", () => {
    const houses = both.filter((parcel) => parcel.property_class === "2" && parcel.qual === null && parcel.sq_ft !== null);
    for (const house of houses) {
      expect(house.yr_built).not.toBeNull();
      expect(house.yr_built ?? 0).toBeLessThanOrEqual(Number(RECORDS_AS_OF.slice(0, 4)));
      expect(house.sq_ft ?? 0).toBeGreaterThanOrEqual(600);
      expect(house.sq_ft ?? 0).toBeLessThanOrEqual(9_000);
    }
    const averageSqFt = (list: ParcelRecord[]): number => list.reduce((sum, house) => sum + (house.sq_ft ?? 0), 0) / list.length;
    const postWar = houses.filter((house) => (house.yr_built ?? 0) >= 1946 && (house.yr_built ?? 0) < 1970);
    const modern = houses.filter((house) => (house.yr_built ?? 0) >= 1990);
    expect(averageSqFt(modern)).toBeGreaterThan(averageSqFt(postWar) * 1.4);
  });

  it("leaves living area missing or under 200 sq ft on vacant land, and missing on a few houses", () => {
    const vacant = both.filter((parcel) => parcel.property_class === "1");
    expect(vacant.length).toBeGreaterThan(0);
    for (const lot of vacant) {
      expect(lot.sq_ft === null || lot.sq_ft < 200).toBe(true);
      expect(lot.yr_built).toBeNull();
    }
    expect(vacant.some((lot) => lot.sq_ft === null)).toBe(true);
    expect(vacant.some((lot) => lot.sq_ft !== null && lot.sq_ft < 200)).toBe(true);
    expect(both.some((parcel) => parcel.property_class === "2" && parcel.sq_ft === null)).toBe(true);
  });

  it("gives condominium units one lot with C-qualifiers", () => {
    const units = both.filter((parcel) => parcel.qual !== null);
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) {
      expect(unit.qual).toMatch(/^C\d{4}$/);
      expect(unit.prop_street).toMatch(/ Unit \d+$/);
    }
  });

  it("marks company owners as corporate and mailing addresses elsewhere as absentee", () => {
    for (const parcel of both) {
      expect(COMPANY_NAME.test(parcel.owners_name)).toBe(parcel.corporate_owned);
      const mailedElsewhere = parcel.owner_mail_street !== parcel.prop_street || parcel.owner_mail_zip !== parcel.zip;
      expect(mailedElsewhere).toBe(parcel.absentee);
    }
    const share = (test: (parcel: ParcelRecord) => boolean): number => both.filter(test).length / both.length;
    expect(share((parcel) => parcel.corporate_owned)).toBeGreaterThan(0.03);
    expect(share((parcel) => parcel.absentee)).toBeGreaterThan(0.05);
    expect(both.some((parcel) => parcel.absentee && parcel.owner_mail_state !== "NJ")).toBe(true);
  });
});

describe("New Jersey places for the generator", () => {
  it("numbers municipalities as MOD-IV does and names them with their type where it matters", () => {
    const hunterdon = ALL_MUNICIPALITIES.filter((municipality) => municipality.county.name === "Hunterdon");
    const byName = (displayName: string) => hunterdon.find((municipality) => municipality.displayName === displayName);
    expect(byName("Clinton (town)")?.type).toBe("town");
    expect(byName("Clinton Township")?.type).toBe("township");
    expect(byName("Lebanon Township")?.code).toBe("1019");
    expect(byName("Flemington")?.zip).toBe("08822");
    expect(ALL_MUNICIPALITIES).toHaveLength(564);
  });
});

describe("parcelCopyLine", () => {
  it("writes one COPY text line: tabs between columns, \\N for null, t/f for booleans, escapes", () => {
    const parcel: ParcelRecord = { ...generateParcel(0), qual: null, owners_name: "TAB\tAND\\SLASH", absentee: true };
    const line = parcelCopyLine(parcel);
    expect(line.endsWith("\n")).toBe(true);
    const fields = line.slice(0, -1).split("\t");
    expect(fields).toHaveLength(PARCEL_COLUMNS.length);
    const at = (column: (typeof PARCEL_COLUMNS)[number]): string | undefined => fields[PARCEL_COLUMNS.indexOf(column)];
    expect(at("qual")).toBe("\\N");
    expect(at("absentee")).toBe("t");
    expect(line).toContain("TAB\\tAND\\\\SLASH");
  });
});
