import { mkdtemp, readdir, rm, stat, truncate } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { PropertySearchResult } from "#schemas/county-record.ts";
import { FIXTURE_ROWS, writeModIvFixture, type FixtureRow } from "../../scripts/parcels/fixture.ts";
import { importParcels } from "../../scripts/parcels/load-parcels.ts";
import { fillParcels } from "../../supabase/local/parcels.ts";
import { postAsAnon } from "./helpers/anon-requests.ts";

/**
 * `npm run parcels:import` end to end on the stack's database (docs/decisions/062): file
 * geodatabases in the shape of the state's download, written by GDAL here, loaded into
 * nj_parcels, then found by the address search the quote uses. The stack's generated
 * records are put back at the end.
 */

const stack = inject("stack");
const db = new pg.Client({ connectionString: stack.databaseUrl });
let dir: string;
let generatedCount: number;

async function search(address: string): Promise<PropertySearchResult[]> {
  const response = await postAsAnon(`${stack.gatewayUrl}/functions/v1/njpr-properties`, { filters: { address }, limit: 5 });
  expect(response.status).toBe(200);
  return (await response.json()) as PropertySearchResult[];
}

/** Every row of the table, in PIN order: what "nothing changed" is checked against. */
async function snapshot(): Promise<string> {
  const { rows } = await db.query<{ digest: string; n: string }>(
    "select md5(string_agg(p::text, '|' order by gis_pin)) as digest, count(*) as n from nj_parcels as p",
  );
  return `${rows[0]!.n}:${rows[0]!.digest}`;
}

async function hunterdonRows(): Promise<{ gis_pin: string; prop_street: string; tax_year: number | null }[]> {
  const { rows } = await db.query("select gis_pin, prop_street, tax_year from nj_parcels where county_name = 'Hunterdon' order by gis_pin");
  return rows;
}

const load = (file: string, taxYear = 2025) => importParcels({ file, databaseUrl: stack.databaseUrl, taxYear, allCounties: false });

beforeAll(async () => {
  await db.connect();
  dir = await mkdtemp(join(tmpdir(), "parcels-import-test-"));
  const { rows } = await db.query<{ n: string }>("select count(*) as n from nj_parcels");
  generatedCount = Number(rows[0]!.n);
  expect(generatedCount).toBeGreaterThan(0);
});

afterAll(async () => {
  await fillParcels(stack.databaseUrl, generatedCount);
  await db.end();
  await rm(dir, { recursive: true, force: true });
});

describe("parcels:import", () => {
  it("loads the covered county's rows of a file geodatabase, says what it left out, and the search finds them", async () => {
    const { rows: before } = await db.query<{ n: string }>("select count(*) as n from nj_parcels where county_name = 'Hunterdon'");
    expect(Number(before[0]!.n)).toBeGreaterThan(0);
    const file = await writeModIvFixture(join(dir, "hunterdon.gdb"));

    const report = await load(file);

    expect(report).toMatchObject({ layer: "Parcels_Composite_NJ_3424", read: FIXTURE_ROWS.length, kept: 5, replaced: Number(before[0]!.n) });
    expect(report.skipped).toEqual({ "county not covered": 1, "no property location": 1, "PIN repeated in the file": 1 });
    expect(report.counties).toEqual([{ county: "Hunterdon", rows: 5 }]);
    // The generated Hunterdon records are gone; the other counties' are untouched.
    expect((await hunterdonRows()).map((row) => [row.gis_pin, row.tax_year])).toEqual([
      ["1008_3_1", 2025],
      ["1009_12_3.01", 2025],
      ["1009_12_4", 2025],
      ["1009_45_7_C0012", 2025],
      ["1025_22_9", 2025],
    ]);
    const { rows: others } = await db.query<{ n: string }>("select count(*) as n from nj_parcels where tax_year is null");
    expect(Number(others[0]!.n)).toBe(generatedCount - Number(before[0]!.n));

    const [found] = await search("27 Quakertown Rd Raritan");
    expect(found?.countyData).toMatchObject({
      GIS_PIN: "1009_12_3.01",
      Prop_Mail_Street: "27 Quakertown Rd",
      P_City: "Raritan Township",
      COUNTY_NAME: "Hunterdon",
      Yr_Built: 1988,
      Sale_Price: 415000,
      Sale_Date: "2019-05-03",
      Total_Assmnt_1: 414100,
      // MOD-IV carries no living area: the quote asks the visitor for the size.
      Sq_Ft: null,
    });
  });

  it("replaces the previous load of the same tax year in one go", async () => {
    const changed: FixtureRow[] = [
      { ...FIXTURE_ROWS[0]!, PROP_LOC: "29 QUAKERTOWN RD", ST_ADDRESS: "29 QUAKERTOWN RD" },
      { ...FIXTURE_ROWS[3]! },
    ];
    const file = await writeModIvFixture(join(dir, "hunterdon-again.gdb"), changed);

    const report = await load(file);

    expect(report).toMatchObject({ read: 2, kept: 2, replaced: 5 });
    expect((await hunterdonRows()).map((row) => `${row.gis_pin} ${row.prop_street}`)).toEqual(["1008_3_1 88 Main St", "1009_12_3.01 29 Quakertown Rd"]);
    expect((await search("29 Quakertown Rd")).map((result) => result.countyData.GIS_PIN)).toEqual(["1009_12_3.01"]);
    expect(await search("31 Quakertown Rd")).toEqual([]);
  });

  it("changes nothing when the file is damaged, lacks the MOD-IV columns, has nothing to load or is an older tax year", async () => {
    const before = await snapshot();

    const damaged = await writeModIvFixture(join(dir, "damaged.gdb"));
    // A download cut short: the layer's table (the last one; the first eight are the
    // geodatabase's own) ends halfway through its rows.
    const layerTable = (await readdir(damaged)).filter((name) => name.endsWith(".gdbtable")).sort().at(-1)!;
    await truncate(join(damaged, layerTable), Math.floor((await stat(join(damaged, layerTable))).size / 2));
    await expect(load(damaged)).rejects.toThrow(/GDAL/);

    const withoutColumns = await writeModIvFixture(
      join(dir, "no-location.gdb"),
      FIXTURE_ROWS.map(({ PROP_LOC: _location, ...rest }) => rest),
    );
    await expect(load(withoutColumns)).rejects.toThrow(/lacks PROP_LOC/);

    const notCovered = await writeModIvFixture(join(dir, "atlantic.gdb"), [FIXTURE_ROWS[5]!]);
    await expect(load(notCovered)).rejects.toThrow(/\(1 county not covered\); nothing changed/);

    const older = await writeModIvFixture(join(dir, "hunterdon-2024.gdb"));
    await expect(load(older, 2024)).rejects.toThrow(/newer records \(Hunterdon 2025\)/);

    await expect(load(join(dir, "missing.gdb"))).rejects.toThrow(/does not exist/);

    expect(await snapshot()).toBe(before);
  });
});
