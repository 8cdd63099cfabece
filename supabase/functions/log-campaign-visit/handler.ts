import { adminClient } from "../_shared/admin-client.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { enforceLogQuota } from "../_shared/log-quota.ts";
import { readJsonBody } from "../_shared/validation.ts";
import { campaignVisitSchema } from "../_shared/schemas/campaign-visit.ts";

const MAX_BODY_BYTES = 16 * 1024;

/**
 * POST /log-campaign-visit: a visitor landed from a campaign link (UTM tags).
 * 201 {ok:true} when stored, with the caller's address only as a keyed hash;
 * 400 with the reasons, and nothing stored, when the record is not valid
 * (including when it carries none of utm_source, utm_medium, utm_campaign);
 * 429, nothing stored, over the session or address limit.
 */
export const handler = withErrorHandling(["POST"], async (req) => {
  const visit = await readJsonBody(req, campaignVisitSchema, MAX_BODY_BYTES, { acceptTextPlain: true });
  const ipHash = await enforceLogQuota(req, "campaign_visit", visit.session_id);
  const { error } = await adminClient()
    .from("campaign_visits")
    .insert({ ...visit, ip_hash: ipHash });
  if (error) {
    console.error("log-campaign-visit: insert failed:", error.message);
    throw new HttpError(500, "Could not store the visit");
  }
  return json({ ok: true }, 201);
});
