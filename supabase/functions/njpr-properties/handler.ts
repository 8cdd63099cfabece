import { findCountyRecord, searchCountyRecords, toSearchResult } from "../_shared/county-records.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { readJsonBody } from "../_shared/validation.ts";
import { gisPinSchema, propertySearchRequestSchema } from "../_shared/schemas/county-record.ts";

/**
 * Property lookup (docs/product.md §1.3, §1.7):
 *
 *   GET  /njpr-properties/{pin}                           → one county record; 404 "Property not found"
 *   POST /njpr-properties {filters:{address}, limit}      → [{address, city, state, zip, cityStateZip, countyData}]
 *
 * Records come from nj_parcels (search_nj_parcels(), best matches first) or,
 * when NJPR_API_KEY is set, from the hosted county-records API.
 */

const FUNCTION_NAME = "njpr-properties";

/** What follows /njpr-properties in the path (hosted and local paths differ in their prefix). */
function subPath(req: Request): string[] {
  const segments = new URL(req.url).pathname.split("/").filter(Boolean);
  const at = segments.lastIndexOf(FUNCTION_NAME);
  return at >= 0 ? segments.slice(at + 1) : segments;
}

async function lookUpByPin(rawPin: string): Promise<Response> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPin);
  } catch {
    throw new HttpError(400, "The GIS PIN in the path is not valid URL encoding");
  }
  const pin = gisPinSchema.safeParse(decoded);
  if (!pin.success) throw new HttpError(400, `Invalid GIS PIN: ${pin.error.issues[0]?.message ?? "not a PIN"}`);
  const record = await findCountyRecord(pin.data);
  if (!record) throw new HttpError(404, "Property not found");
  return json(record, 200, { "Cache-Control": "public, max-age=300" });
}

export const handler = withErrorHandling(["GET", "POST"], async (req) => {
  const rest = subPath(req);
  if (req.method === "GET") {
    if (rest.length !== 1 || !rest[0]) throw new HttpError(400, "Give a GIS PIN: GET /njpr-properties/{pin}");
    return lookUpByPin(rest[0]);
  }
  if (rest.length > 0) throw new HttpError(404, "Search with POST /njpr-properties; look up a PIN with GET /njpr-properties/{pin}");
  const { filters, limit } = await readJsonBody(req, propertySearchRequestSchema);
  const records = await searchCountyRecords(filters.address, limit);
  return json(records.map(toSearchResult));
});
