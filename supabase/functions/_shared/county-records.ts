import { countyRecordsApiConfig, findApiRecord, searchApiRecords } from "./county-records-api.ts";
import { findParcelRecord, searchParcelRecords } from "./parcel-records.ts";
import type { CountyRecord, PropertySearchResult } from "./schemas/county-record.ts";

/**
 * County records from whichever source is configured: the hosted records
 * API when NJPR_API_KEY is set, else the nj_parcels table. Both answer
 * records with the same keys.
 */

export async function searchCountyRecords(address: string, limit: number): Promise<CountyRecord[]> {
  const api = countyRecordsApiConfig();
  return api ? searchApiRecords(api, address, limit) : searchParcelRecords(address, limit);
}

export async function findCountyRecord(pin: string): Promise<CountyRecord | null> {
  const api = countyRecordsApiConfig();
  return api ? findApiRecord(api, pin) : findParcelRecord(pin);
}

function text(value: unknown): string {
  return value === null || value === undefined ? "" : String(value).trim();
}

/** A record as one result of `POST /njpr-properties` (docs/product.md §1.3). */
export function toSearchResult(record: CountyRecord): PropertySearchResult {
  const address = text(record.Prop_Mail_Street);
  const city = text(record.P_City);
  const state = text(record.P_State) || "NJ";
  const zip = text(record.P_Zip);
  const cityStateZip = `${city}${city ? ", " : ""}${state}${zip ? ` ${zip}` : ""}`;
  return { address, city, state, zip, cityStateZip, countyData: record };
}
