import { queryRows } from "../_shared/database.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { callerAddressHash, TOO_MANY_REQUESTS, withCallerAddressReport } from "../_shared/log-guard.ts";
import { MAX_JSON_BODY_BYTES, readJsonBody } from "../_shared/validation.ts";
import { logSiteVisitRowSchema, siteVisitSchema } from "../_shared/schemas/site-visit.ts";

/** A site-visit record is small; anything near this size is not one. */
const MAX_BODY_BYTES = Math.min(MAX_JSON_BODY_BYTES, 16 * 1024);

/**
 * POST /log-site-visit: stores one page view's site-visit record.
 * 201 {ok:true} when stored; 400 with the reasons, and nothing stored, when
 * the record is not valid; 429, nothing stored, when the session or the
 * caller's address is over its limit. The body may come as text/plain (what
 * sendBeacon sends while the page unloads).
 *
 * The busiest write of the site: the limit check and the insert are one call
 * of `log_site_visit()` over the function's database connection (migration
 * 20261123002001, database.ts).
 *
 * Every answer, a 400 included, carries X-Caller-Address: what the functions
 * made of the caller's own address, for the deploy smoke check
 * (docs/decisions/044-pooler-caller-address-smtp.md).
 */
export const handler = withCallerAddressReport(withErrorHandling(["POST"], async (req) => {
  const visit = await readJsonBody(req, siteVisitSchema, MAX_BODY_BYTES, { acceptTextPlain: true });
  const addressHash = await callerAddressHash(req);
  let stored: boolean;
  try {
    const rows = await queryRows(logSiteVisitRowSchema, "select public.log_site_visit($1::jsonb, $2) as stored", [
      JSON.stringify(visit),
      addressHash,
    ]);
    stored = rows[0]?.stored === true;
  } catch (error) {
    console.error("log-site-visit: insert failed:", (error as Error).message);
    throw new HttpError(500, "Could not store the visit");
  }
  if (!stored) throw new HttpError(429, TOO_MANY_REQUESTS);
  return json({ ok: true }, 201);
}));
