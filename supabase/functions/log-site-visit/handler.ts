import { adminClient } from "../_shared/admin-client.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { enforceLogQuota } from "../_shared/log-guard.ts";
import { MAX_JSON_BODY_BYTES, readJsonBody } from "../_shared/validation.ts";
import { siteVisitSchema } from "../_shared/schemas/site-visit.ts";

/** A site-visit record is small; anything near this size is not one. */
const MAX_BODY_BYTES = Math.min(MAX_JSON_BODY_BYTES, 16 * 1024);

/**
 * POST /log-site-visit: stores one page view's site-visit record.
 * 201 {ok:true} when stored; 400 with the reasons, and nothing stored, when
 * the record is not valid; 429, nothing stored, when the session or the
 * caller's address is over its limit. The body may come as text/plain (what
 * sendBeacon sends while the page unloads).
 */
export const handler = withErrorHandling(["POST"], async (req) => {
  const visit = await readJsonBody(req, siteVisitSchema, MAX_BODY_BYTES, { acceptTextPlain: true });
  await enforceLogQuota(req, "site_visit", visit.session_id);
  const { error } = await adminClient().from("site_visits").insert(visit);
  if (error) {
    console.error("log-site-visit: insert failed:", error.message);
    throw new HttpError(500, "Could not store the visit");
  }
  return json({ ok: true }, 201);
});
