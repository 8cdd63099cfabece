/**
 * Loads a MOD-IV download into public.nj_parcels (docs/decisions/062-state-tax-records-import.md):
 *
 * 1. GDAL reads the file (gdal-reader.ts); a file it cannot read, or without the MOD-IV
 *    columns, stops here with nothing written.
 * 2. Every row is mapped (mod-iv.ts) and streamed with COPY into a temporary staging table
 *    of this session; the rows left out are counted by reason.
 * 3. One transaction deletes what nj_parcels holds for the counties in the file and inserts
 *    the staged rows, so the address search sees the old records or the new ones, never half
 *    a load. A failure anywhere before the commit leaves the table as it was.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { copyValue } from "../../supabase/local/parcels.ts";
import { openModIvSource } from "./gdal-reader.ts";
import { IMPORT_COLUMNS, mapModIvRow, type SkipReason } from "./mod-iv.ts";

export interface ImportOptions {
  file: string;
  databaseUrl: string;
  taxYear: number;
  /** Keep every county, not only the covered ones. */
  allCounties: boolean;
  /** Put this tax year over a newer one already loaded for a county. */
  allowOlder?: boolean;
  /** Also delete the local stack's generated records (tax_year null), in the same transaction. */
  replaceGenerated?: boolean;
  onProgress?: (progress: ImportProgress) => void;
}

export interface ImportProgress {
  read: number;
  total: number;
  elapsedSeconds: number;
}

export interface ImportReport {
  file: string;
  layer: string;
  taxYear: number;
  read: number;
  kept: number;
  skipped: Partial<Record<SkipReason, number>>;
  /** Rows loaded per county. */
  counties: { county: string; rows: number }[];
  /** Rows the load replaced (the counties' earlier records). */
  replaced: number;
  seconds: number;
}

/** "412,000 of 3,461,344 rows · 48,200 rows/s · 1m 3s left" */
export function formatProgress({ read, total, elapsedSeconds }: ImportProgress): string {
  const rate = elapsedSeconds > 0 ? read / elapsedSeconds : 0;
  const left = rate > 0 && total > read ? Math.round((total - read) / rate) : 0;
  const time = left >= 60 ? `${Math.floor(left / 60)}m ${left % 60}s` : `${left}s`;
  const number = (value: number) => value.toLocaleString("en-US");
  return `${number(read)} of ${number(total)} rows · ${number(Math.round(rate))} rows/s · ${time} left`;
}

const ROWS_PER_CHUNK = 2_000;
const PROGRESS_EVERY_MS = 1_000;

export async function importParcels(options: ImportOptions): Promise<ImportReport> {
  if (!Number.isInteger(options.taxYear) || options.taxYear < 1990 || options.taxYear > 2100) {
    throw new Error(`The tax year must be a year like 2025, got ${options.taxYear}`);
  }
  const started = performance.now();
  const source = await openModIvSource(options.file);
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: "parcels-import" });
  await client.connect();
  try {
    const columns = IMPORT_COLUMNS.join(", ");
    await client.query(`create temporary table parcel_import as select ${columns} from public.nj_parcels with no data`);

    let read = 0;
    let kept = 0;
    const skipped: Partial<Record<SkipReason, number>> = {};
    const seen = new Set<string>();
    // The rate counts from the first row: GDAL's conversion before it is not streaming.
    let streamStarted = performance.now();
    let lastProgress = performance.now();
    const progress = () => options.onProgress?.({ read, total: source.featureCount, elapsedSeconds: (performance.now() - streamStarted) / 1000 });
    const skip = (reason: SkipReason) => (skipped[reason] = (skipped[reason] ?? 0) + 1);

    async function* lines(): AsyncGenerator<string> {
      let chunk: string[] = [];
      for await (const row of source.rows()) {
        if (read === 0) streamStarted = performance.now();
        read++;
        const mapped = mapModIvRow(row, { taxYear: options.taxYear, allCounties: options.allCounties });
        if (!mapped.ok) skip(mapped.reason);
        else if (seen.has(mapped.parcel.gis_pin as string)) skip("PIN repeated in the file");
        else {
          seen.add(mapped.parcel.gis_pin as string);
          kept++;
          chunk.push(IMPORT_COLUMNS.map((column) => copyValue(mapped.parcel[column])).join("\t") + "\n");
        }
        if (chunk.length >= ROWS_PER_CHUNK) {
          yield chunk.join("");
          chunk = [];
        }
        if (performance.now() - lastProgress >= PROGRESS_EVERY_MS) {
          lastProgress = performance.now();
          progress();
        }
      }
      if (chunk.length > 0) yield chunk.join("");
      progress();
    }
    await pipeline(Readable.from(lines()), client.query(copyFrom(`copy parcel_import (${columns}) from stdin with (format text)`)));

    if (kept === 0) {
      throw new Error(`${options.file}: none of its ${read} rows is a record to load (${describeSkipped(skipped) || "no rows"}); nothing changed`);
    }
    const { rows: counties } = await client.query<{ county: string; rows: string }>(
      "select county_name as county, count(*) as rows from parcel_import group by county_name order by county_name",
    );
    const names = counties.map((row) => row.county);
    if (!options.allowOlder) {
      const { rows: newer } = await client.query<{ county: string; year: number }>(
        `select county_name as county, max(tax_year) as year from public.nj_parcels
          where county_name = any($1) and tax_year > $2 group by county_name order by county_name`,
        [names, options.taxYear],
      );
      if (newer.length > 0) {
        throw new Error(
          `nj_parcels holds newer records (${newer.map((row) => `${row.county} ${row.year}`).join(", ")}) than this file's tax year ${options.taxYear}; ` +
            "pass --allow-older to replace them anyway; nothing changed",
        );
      }
    }

    // The swap: one transaction, so a search sees either the earlier records or these.
    await client.query("begin");
    const deleted = await client.query(
      `delete from public.nj_parcels where county_name = any($1)${options.replaceGenerated ? " or tax_year is null" : ""}`,
      [names],
    );
    await client.query(`insert into public.nj_parcels (${columns}) select ${columns} from parcel_import`);
    await client.query("commit");
    await client.query("analyze public.nj_parcels");

    return {
      file: options.file,
      layer: source.layer,
      taxYear: options.taxYear,
      read,
      kept,
      skipped,
      counties: counties.map((row) => ({ county: row.county, rows: Number(row.rows) })),
      replaced: deleted.rowCount ?? 0,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
    await source.close();
  }
}

/** "12 county not covered, 3 no property location" */
export function describeSkipped(skipped: Partial<Record<SkipReason, number>>): string {
  return Object.entries(skipped)
    .sort(([, a], [, b]) => b - a)
    .map(([reason, count]) => `${count.toLocaleString("en-US")} ${reason}`)
    .join(", ");
}
