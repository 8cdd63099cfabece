/**
 * Small files in the shape of the state's "Parcels and MOD-IV Composite of New Jersey"
 * download, written by GDAL itself (gdal3.js): a file geodatabase with one polygon layer in
 * NJ State Plane feet (EPSG:3424) and the official MOD-IV column names and types
 * (docs/decisions/062). The import tests load them; `npm run dev -- --parcels-file` can
 * start the local stack from one.
 *
 *   npx tsx scripts/parcels/fixture.ts /tmp/hunterdon.gdb   # writes FIXTURE_ROWS
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadGdal, nextOutputName } from "./gdal-reader.ts";

/** The layer name of the statewide composite. */
export const FIXTURE_LAYER = "Parcels_Composite_NJ_3424";

/** One MOD-IV row: text columns as text (codes keep their leading zeros), amounts as numbers. */
export type FixtureRow = Record<string, string | number | null>;

function row(pin: string, munName: string, location: string, extra: FixtureRow = {}): FixtureRow {
  const [mun, block, lot, qual] = pin.split("_");
  return {
    PAMS_PIN: pin,
    PCL_MUN: mun!,
    PCLBLOCK: block!,
    PCLLOT: lot!,
    PCLQCODE: qual ?? null,
    COUNTY: "HUNTERDON",
    MUN_NAME: munName,
    PROP_CLASS: "2",
    PROP_LOC: location,
    BLDG_DESC: "2SF2G",
    LAND_DESC: "1.02 AC",
    CALC_ACRE: 1.0213,
    YR_CONSTR: "1988",
    DEED_DATE: "190503",
    SALE_PRICE: 415000,
    LAND_VAL: 151200,
    IMPRVT_VAL: 262900,
    NET_VALUE: 414100,
    LAST_YR_TX: 11245.66,
    OWNER_NAME: "SAMPLE, JORDAN & ALEX",
    ST_ADDRESS: location,
    CITY_STATE: "FLEMINGTON, NJ",
    ZIP_CODE: "08822",
    ...extra,
  };
}

/**
 * Hunterdon houses, one condominium unit, a farm, plus the rows an import leaves out: one in
 * a county the business does not cover (Atlantic), one without a location, one repeated PIN.
 */
export const FIXTURE_ROWS: readonly FixtureRow[] = [
  row("1009_12_3.01", "RARITAN TWP", "27 QUAKERTOWN RD"),
  row("1009_12_4", "RARITAN TWP", "31 QUAKERTOWN RD", { YR_CONSTR: "1964", SALE_PRICE: 0, DEED_DATE: "870615" }),
  row("1009_45_7_C0012", "RARITAN TWP", "12 MINE BROOK CT", { BLDG_DESC: "CONDO", CALC_ACRE: 0 }),
  row("1008_3_1", "FLEMINGTON BORO", "88 MAIN ST", { PROP_CLASS: "4A", OWNER_NAME: "MAIN STREET HOLDINGS LLC", ST_ADDRESS: "PO BOX 12" }),
  row("1025_22_9", "TEWKSBURY TWP", "402 FAIRMOUNT RD E", { PROP_CLASS: "3A", CALC_ACRE: 41.5, YR_CONSTR: "0" }),
  row("0101_5_1", "ABSECON CITY", "14 SHORE RD", { COUNTY: "ATLANTIC" }),
  row("1009_12_9", "RARITAN TWP", ""),
  row("1009_12_3.01", "RARITAN TWP", "27 QUAKERTOWN RD"),
];

/** A 50 ft square lot near Flemington, in NJ State Plane feet. */
function square(index: number): number[][][] {
  const x = 420_000 + (index % 10) * 60;
  const y = 600_000 + Math.floor(index / 10) * 60;
  return [[[x, y], [x + 50, y], [x + 50, y + 50], [x, y + 50], [x, y]]];
}

/**
 * Writes `rows` as a file geodatabase at `target` (a path ending in .gdb) and returns it.
 * Any other ending (.gpkg, .csv) gets that format.
 */
export async function writeModIvFixture(target: string, rows: readonly FixtureRow[] = FIXTURE_ROWS): Promise<string> {
  const { gdal, outputDir } = await loadGdal();
  const name = basename(target).replace(/\.[^.]+$/, "");
  const ending = target.slice(target.lastIndexOf(".")).toLowerCase();
  const format = ending === ".gdb" ? "OpenFileGDB" : ending === ".gpkg" ? "GPKG" : ending === ".csv" ? "CSV" : undefined;
  if (!format) throw new Error(`${target}: give a .gdb, .gpkg or .csv path`);
  // Not in GDAL's output folder: reading from the folder it writes to breaks its next write.
  const sourceDir = mkdtempSync(join(tmpdir(), "njpr-fixture-"));
  const sourceFile = join(sourceDir, `${name}.geojson`);
  writeFileSync(
    sourceFile,
    JSON.stringify({
      type: "FeatureCollection",
      features: rows.map((properties, index) => ({ type: "Feature", properties, geometry: { type: "Polygon", coordinates: square(index) } })),
    }),
  );
  const opened = await gdal.open(sourceFile);
  const dataset = opened.datasets[0];
  if (!dataset) throw new Error(`GDAL could not read the fixture's source ${sourceFile}`);
  try {
    const options = ["-f", format, "-nln", FIXTURE_LAYER, "-s_srs", "EPSG:3424", "-a_srs", "EPSG:3424"];
    if (format === "CSV") options.push("-nlt", "NONE");
    const output = await gdal.ogr2ogr(dataset, options, nextOutputName(name));
    const written = join(outputDir, output.local.replace(/^\/output\//, ""));
    const destination = resolve(target);
    rmSync(destination, { recursive: true, force: true });
    mkdirSync(dirname(destination), { recursive: true });
    cpSync(written, destination, { recursive: true });
    rmSync(written, { recursive: true, force: true });
    return destination;
  } finally {
    await gdal.close(dataset).catch(() => undefined);
    rmSync(sourceDir, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const target = process.argv[2];
  if (!target) {
    console.error("usage: npx tsx scripts/parcels/fixture.ts <out.gdb | out.gpkg | out.csv>");
    process.exit(2);
  }
  writeModIvFixture(target).then(
    (path) => console.log(`wrote ${FIXTURE_ROWS.length} MOD-IV rows to ${path}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
