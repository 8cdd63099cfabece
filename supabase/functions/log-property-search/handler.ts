import type { Json } from "../_shared/database-types.ts";
import { adminClient } from "../_shared/admin-client.ts";
import { firstText, propertyPin } from "../_shared/domain/property-data.ts";
import { unwrapCountyRecord } from "../_shared/domain/unwrap-county-record.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { enforceLogQuota } from "../_shared/log-quota.ts";
import { readJsonBody } from "../_shared/validation.ts";
import { propertySearchLogSchema } from "../_shared/schemas/property-search-log.ts";

/**
 * POST /log-property-search {propertyData, serviceRequested, sessionId?}
 * (docs/product.md §1.7): a property a visitor looked up (serviceRequested
 * false) or requested a service for (true). Stored in property_searches with
 * the PIN, address and county pulled out of the record for reporting.
 * 201 {ok:true} when stored; 400 with the reasons, nothing stored, otherwise;
 * 429, nothing stored, over the per-session or per-address limit.
 */

export const handler = withErrorHandling(["POST"], async (req) => {
  const search = await readJsonBody(req, propertySearchLogSchema);
  await enforceLogQuota(req, "property_search", search.sessionId ?? null);
  const record = unwrapCountyRecord(search.propertyData);
  const data = search.propertyData;
  const { error } = await adminClient()
    .from("property_searches")
    .insert({
      property_data: data as Json, // parsed from the request's JSON body, so JSON
      service_requested: search.serviceRequested,
      gis_pin: propertyPin(data),
      address: firstText(512, data.address, record.Prop_Mail_Street),
      county: firstText(100, record.COUNTY_NAME, data.county),
      session_id: search.sessionId ?? null,
    });
  if (error) {
    console.error("log-property-search: insert failed:", error.message);
    throw new HttpError(500, "Could not store the search");
  }
  return json({ ok: true }, 201);
});
