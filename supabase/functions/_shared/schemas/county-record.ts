import { z } from "zod";
import { AT_A_GLANCE_LIMIT, MAX_ADDRESS_QUERY_LENGTH, MAX_SEARCH_LIMIT, MIN_ADDRESS_QUERY_LENGTH } from "./county-record-limits.ts";

export {
  AT_A_GLANCE_LIMIT,
  MAX_ADDRESS_QUERY_LENGTH,
  MAX_SEARCH_LIMIT,
  MIN_ADDRESS_QUERY_LENGTH,
  SUGGESTION_LIMIT,
} from "./county-record-limits.ts";

/**
 * Property lookup payloads (docs/product.md §1.3, §1.7): the county tax record
 * (MOD-IV) as the records API and `nj_parcel_record()` answer it, the
 * `njpr-properties` search request and its results.
 */

/** A record value as the records API sends it: text, number, flag or nothing. */
const recordValue = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();

/** The fields the site reads; any other key the API sends is kept as is. */
export const countyRecordSchema = z.looseObject({
  Prop_Mail_Street: recordValue,
  P_City: recordValue,
  P_State: recordValue,
  P_Zip: recordValue,
  Sq_Ft: recordValue,
  Sale_Price: recordValue,
  Sale_Date: recordValue,
  Yr_Built: recordValue,
  Acreage: recordValue,
  Recorded_Taxes: recordValue,
  GIS_PIN: recordValue,
  COUNTY_NAME: recordValue,
  Owners_Name: recordValue,
  Absentee: recordValue,
  Corporate_Owned: recordValue,
  Block: recordValue,
  Lot: recordValue,
  Qual: recordValue,
  Land_Assmnt_1: recordValue,
  Building_Assmnt_1: recordValue,
  Total_Assmnt_1: recordValue,
});
export type CountyRecord = z.infer<typeof countyRecordSchema>;

/** A row of `search_nj_parcels()` or of `nj_parcel_record()` over the database pool (_shared/parcel-records.ts). */
export const countyRecordRowSchema = z.object({ county_record: countyRecordSchema });

/** GIS PINs as used in `/njpr-properties/{pin}` and `?pin=`: "1019_12_3.01". */
export const GIS_PIN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const gisPinSchema = z.string().trim().regex(GIS_PIN_PATTERN, "must be a GIS PIN like 1019_12_3.01");

export const propertySearchRequestSchema = z.object({
  filters: z.object({
    address: z
      .string()
      .trim()
      .min(MIN_ADDRESS_QUERY_LENGTH, `must be at least ${MIN_ADDRESS_QUERY_LENGTH} characters`)
      .max(MAX_ADDRESS_QUERY_LENGTH, `must be at most ${MAX_ADDRESS_QUERY_LENGTH} characters`),
  }),
  limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).default(AT_A_GLANCE_LIMIT),
});
export type PropertySearchRequest = z.input<typeof propertySearchRequestSchema>;

/** One search result, as `POST /njpr-properties` answers it (an array of these). */
export const propertySearchResultSchema = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** "Flemington, NJ 08822" */
  cityStateZip: z.string(),
  countyData: countyRecordSchema,
});
export type PropertySearchResult = z.infer<typeof propertySearchResultSchema>;

export const propertySearchResponseSchema = z.array(propertySearchResultSchema);
