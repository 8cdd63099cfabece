import { queryRows } from "./database.ts";
import { countyRecordRowSchema, type CountyRecord } from "./schemas/county-record.ts";

/**
 * County records from the nj_parcels table (when no records API key is set):
 * search through search_nj_parcels() (migration 20261123001000), lookup by
 * primary key. Both answer records with the records API's exact keys
 * (nj_parcel_record()).
 */

/** Best matches first, at most `limit`. */
export async function searchParcelRecords(address: string, limit: number): Promise<CountyRecord[]> {
  const rows = await queryRows(
    countyRecordRowSchema,
    `select s.county_record
       from public.search_nj_parcels($1, $2) with ordinality as s
      order by s.ordinality`,
    [address, limit],
  );
  return rows.map((row) => row.county_record);
}

/** The record of one GIS PIN, or null when there is none. */
export async function findParcelRecord(pin: string): Promise<CountyRecord | null> {
  const rows = await queryRows(
    countyRecordRowSchema,
    "select public.nj_parcel_record(p) as county_record from public.nj_parcels as p where p.gis_pin = $1",
    [pin],
  );
  return rows[0]?.county_record ?? null;
}
