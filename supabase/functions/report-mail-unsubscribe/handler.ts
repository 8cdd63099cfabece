import { adminClient } from "../_shared/admin-client.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { readJsonBody } from "../_shared/validation.ts";
import { reportMailSubscriptionSchema, reportMailTokenSchema, type ReportMailSubscription } from "../_shared/schemas/report-mail.ts";

const MAX_BODY_BYTES = 1024;

/**
 * POST /report-mail-unsubscribe: turns an agent's weekly report mail off (or on again),
 * by the secret token of the mail's opt-out link (docs/decisions/038). Honoured at once: the next
 * run of the weekly job sends that agent nothing.
 *  - JSON `{"token": "...", "weeklyMail": false}` from the opt-out page
 *    (/report-mail/unsubscribe?token=...); `weeklyMail: true` subscribes again.
 *  - One-click unsubscribe (RFC 8058) from the mail's List-Unsubscribe header: a form
 *    POST `List-Unsubscribe=One-Click` with the token in the query string.
 * 200 `{ok: true, weeklyMail}`; 400 for a malformed token or body, 404 for an unknown
 * token (nothing changed in either case).
 */
async function readRequest(req: Request): Promise<ReportMailSubscription> {
  const contentType = req.headers.get("content-type") ?? "";
  if (contentType.startsWith("application/x-www-form-urlencoded") || contentType.startsWith("multipart/form-data")) {
    const token = reportMailTokenSchema.safeParse(new URL(req.url).searchParams.get("token"));
    if (!token.success) throw new HttpError(400, "Invalid request", [{ path: "token", message: "is not an opt-out token" }]);
    return { token: token.data, weeklyMail: false };
  }
  return readJsonBody(req, reportMailSubscriptionSchema, MAX_BODY_BYTES);
}

export const handler = withErrorHandling(["POST"], async (req) => {
  const { token, weeklyMail } = await readRequest(req);
  const { data, error } = await adminClient()
    .from("agent_report_mail")
    .update({ weekly_mail: weeklyMail, updated_at: new Date().toISOString() })
    .eq("unsubscribe_token", token)
    .select("agent_id");
  if (error) {
    console.error("report-mail-unsubscribe: update failed:", error.message);
    throw new HttpError(500, "Could not change the subscription");
  }
  if (!data || data.length === 0) throw new HttpError(404, "This link is not valid");
  return json({ ok: true, weeklyMail });
});
