/**
 * Fills public.nj_parcels with synthetic New Jersey tax records for the local
 * stack (the hosted project proxies the real records service instead).
 *
 *   import { fillParcels } from "./parcels.ts"; await fillParcels(databaseUrl, 20_000);
 *   tsx supabase/local/parcels.ts --count 20000 --db postgres://…
 *
 * Rows are generateParcel(0 … count-1), so the same count always gives the
 * same table. Loading streams COPY FROM STDIN in one transaction; the search
 * indexes are dropped first and rebuilt once at the end, which is several
 * times faster than maintaining them row by row.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { generateParcel, PARCEL_COLUMNS, type ParcelRecord } from "./parcels/generate-parcel.ts";

export { generateParcel, type ParcelRecord } from "./parcels/generate-parcel.ts";

/** Rows per chunk written to the COPY stream. */
const ROWS_PER_CHUNK = 5_000;

/** One value in COPY's text format: \N for null, backslash escapes for the few special characters. */
export function copyValue(value: string | number | boolean | null): string {
  if (value === null) return "\\N";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number") return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r")
    : value;
}

export function parcelCopyLine(parcel: ParcelRecord): string {
  return PARCEL_COLUMNS.map((column) => copyValue(parcel[column])).join("\t") + "\n";
}

function* copyChunks(count: number): Generator<string> {
  for (let start = 0; start < count; start += ROWS_PER_CHUNK) {
    const end = Math.min(count, start + ROWS_PER_CHUNK);
    const lines: string[] = [];
    for (let index = start; index < end; index++) lines.push(parcelCopyLine(generateParcel(index)));
    yield lines.join("");
  }
}

/**
 * Makes public.nj_parcels hold exactly generateParcel(0 … count-1). A table
 * that already holds them is left alone (a restarted local stack); anything
 * else in it is replaced.
 */
export async function fillParcels(databaseUrl: string, count: number): Promise<void> {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Parcel count must be a whole number >= 0, got ${count}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    if (await holdsExactly(client, count)) return;

    await client.query("begin");
    await client.query("truncate table public.nj_parcels");
    // Secondary indexes (not the primary key, which guards against duplicate
    // PINs during the load), rebuilt below from their own definitions so the
    // migration stays their one source.
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select i.relname as name, pg_get_indexdef(i.oid) as definition
         from pg_index x
         join pg_class i on i.oid = x.indexrelid
        where x.indrelid = 'public.nj_parcels'::regclass and not x.indisprimary`,
    );
    for (const index of indexes) await client.query(`drop index public.${pg.escapeIdentifier(index.name)}`);

    // FREEZE: the table was truncated in this transaction, so rows can be
    // written already frozen and need no vacuum pass afterwards.
    const copy = client.query(
      copyFrom(`copy public.nj_parcels (${PARCEL_COLUMNS.join(", ")}) from stdin with (format text, freeze)`),
    );
    await pipeline(Readable.from(copyChunks(count)), copy);

    await client.query("set local maintenance_work_mem = '256MB'");
    for (const index of indexes) await client.query(index.definition);
    await client.query("commit");
    await client.query("analyze public.nj_parcels");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function holdsExactly(client: pg.Client, count: number): Promise<boolean> {
  const { rows } = await client.query<{ rows: string }>("select count(*) as rows from public.nj_parcels");
  if (Number(rows[0]?.rows ?? -1) !== count) return false;
  if (count === 0) return true;
  const last = generateParcel(count - 1);
  const { rowCount } = await client.query(
    "select 1 from public.nj_parcels where gis_pin = $1 and owners_name = $2",
    [last.gis_pin, last.owners_name],
  );
  return rowCount === 1;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: "string", default: "20000" },
      db: { type: "string", default: process.env.DATABASE_URL },
    },
  });
  const count = Number(values.count);
  if (values.db === undefined) throw new Error("Give the database: --db postgres://… (or set DATABASE_URL)");
  const started = performance.now();
  await fillParcels(values.db, count);
  const seconds = (performance.now() - started) / 1000;
  console.log(`nj_parcels holds ${count} generated rows (${seconds.toFixed(1)} s)`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
