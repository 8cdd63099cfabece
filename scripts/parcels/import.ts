/**
 * `npm run parcels:import -- <file> --tax-year YYYY [--hosted | --db <url>] [--all-counties] [--allow-older]`
 *
 * Loads the state's "Parcels and MOD-IV Composite of New Jersey" (statewide or a county's
 * file geodatabase, or the MOD-IV tax list table) into nj_parcels
 * (docs/decisions/062-state-tax-records-import.md; README "County tax records"). Without
 * --hosted or --db it loads the local stack's database (`npm run dev` or `npm run stack`
 * running); --hosted loads the project of .env.deploy over SUPABASE_DB_URL, or else the
 * direct connection built from SUPABASE_PROJECT_REF and SUPABASE_DB_PASSWORD.
 */
import { parseArgs } from "node:util";
import { databaseUrl } from "../../supabase/local/postgres.ts";
import { DEFAULT_PORTS } from "../../supabase/local/ports.ts";
import { hostedDatabaseUrl, readDeployFile } from "../deploy/hosted-database.ts";
import { describeSkipped, formatProgress, importParcels } from "./load-parcels.ts";

const USAGE =
  "usage: npm run parcels:import -- <file.gdb | file.gpkg | file.zip | file.csv> --tax-year YYYY [--hosted | --db <postgres url>] [--all-counties] [--allow-older]";

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        "tax-year": { type: "string" },
        hosted: { type: "boolean", default: false },
        db: { type: "string" },
        "all-counties": { type: "boolean", default: false },
        "allow-older": { type: "boolean", default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const file = positionals[0];
  const taxYear = Number(values["tax-year"]);
  if (!file || positionals.length > 1 || !values["tax-year"] || !Number.isInteger(taxYear)) {
    console.error(`${!file ? "Give the file to load." : !values["tax-year"] ? "Give the records' tax year (--tax-year 2025)." : "One file at a time."}\n${USAGE}`);
    return 2;
  }
  const target = values.db ?? (values.hosted ? hostedDatabaseUrl(process.env, readDeployFile()) : databaseUrl(DEFAULT_PORTS.postgres));
  const where = values.db ? "the given database" : values.hosted ? "the hosted project" : "the local stack";
  console.log(`parcels:import: reading ${file} with GDAL, loading tax year ${taxYear} into ${where}`);
  const interactive = process.stderr.isTTY === true;
  const report = await importParcels({
    file,
    databaseUrl: target,
    taxYear,
    allCounties: values["all-counties"],
    allowOlder: values["allow-older"],
    onProgress: (progress) => {
      if (interactive) process.stderr.write(`\r  ${formatProgress(progress)}\u001b[K`);
      else console.error(`  ${formatProgress(progress)}`);
    },
  });
  if (interactive) process.stderr.write("\n");
  const number = (value: number) => value.toLocaleString("en-US");
  console.log(`parcels:import: layer ${report.layer}: ${number(report.read)} rows read, ${number(report.kept)} loaded, ${number(report.read - report.kept)} left out`);
  const skipped = describeSkipped(report.skipped);
  if (skipped) console.log(`  left out: ${skipped}`);
  console.log(`  loaded: ${report.counties.map((entry) => `${entry.county} ${number(entry.rows)}`).join(", ")}`);
  console.log(`  replaced ${number(report.replaced)} earlier rows of those counties in one transaction (${report.seconds.toFixed(1)} s)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`parcels:import: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
