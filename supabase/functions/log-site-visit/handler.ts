import { adminClient } from "../_shared/admin-client.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { readJsonBody } from "../_shared/validation.ts";
import { siteVisitSchema } from "../_shared/schemas/site-visit.ts";

/**
 * POST /log-site-visit: stores one page view's site-visit record.
 * 201 {ok:true} when stored; 400 with the reasons, and nothing stored, when
 * the record is not valid.
 */
export const handler = withErrorHandling(["POST"], async (req) => {
  const visit = await readJsonBody(req, siteVisitSchema);
  const { error } = await adminClient().from("site_visits").insert(visit);
  if (error) {
    console.error("log-site-visit: insert failed:", error.message);
    throw new HttpError(500, "Could not store the visit");
  }
  return json({ ok: true }, 201);
});
