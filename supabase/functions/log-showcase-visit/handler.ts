import { adminClient } from "../_shared/admin-client.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { enforceLogQuota } from "../_shared/log-quota.ts";
import { readJsonBody } from "../_shared/validation.ts";
import { showcaseVisitSchema } from "../_shared/schemas/showcase-visit.ts";

const MAX_BODY_BYTES = 16 * 1024;

/**
 * POST /log-showcase-visit: one visit of a public showcase page.
 * The slug, address and agent name stored are the showcase's own (read with
 * the service role), not whatever the browser sent. 201 {ok:true} when
 * stored; 400, nothing stored, for an invalid record; 404, nothing stored,
 * when the id is not a public showcase; 429, nothing stored, over the limit.
 */
export const handler = withErrorHandling(["POST"], async (req) => {
  const visit = await readJsonBody(req, showcaseVisitSchema, MAX_BODY_BYTES, { acceptTextPlain: true });
  const db = adminClient();
  const lookup = await db
    .from("property_showcases")
    .select("id, slug, property_address, agent:agents(name)")
    .eq("id", visit.propertyId)
    .eq("is_public", true)
    .maybeSingle();
  if (lookup.error) {
    console.error("log-showcase-visit: showcase lookup failed:", lookup.error.message);
    throw new HttpError(500, "Could not store the visit");
  }
  const showcase = lookup.data;
  if (!showcase) throw new HttpError(404, "No public showcase has this id");

  const ipHash = await enforceLogQuota(req, "showcase_visit", visit.sessionId);
  const { error } = await db.from("showcase_visits").insert({
    property_id: showcase.id,
    property_slug: showcase.slug,
    property_address: showcase.property_address,
    agent_name: showcase.agent?.name ?? visit.agentName,
    page_path: visit.pagePath,
    session_id: visit.sessionId,
    time_on_page: visit.timeOnPage,
    media_viewed: visit.mediaViewed,
    utm_params: visit.utmParams,
    ip_hash: ipHash,
    via: visit.via,
    referrer_host: visit.referrer,
  });
  if (error) {
    console.error("log-showcase-visit: insert failed:", error.message);
    throw new HttpError(500, "Could not store the visit");
  }
  return json({ ok: true }, 201);
});
