import { adminClient } from "../_shared/admin-client.ts";
import { publicSiteUrl, requireEnv } from "../_shared/env.ts";
import { json, withErrorHandling } from "../_shared/http.ts";
import { businessIdentity } from "../_shared/leads/deliver.ts";
import { mailSettings, sendMail } from "../_shared/leads/mailer.ts";
import { weeklyReportMail } from "../_shared/report-mail/weekly-mail.ts";
import { claimedWeeklyMailSchema, weeklyReportJobSchema, type ClaimedWeeklyMail } from "../_shared/schemas/report-mail.ts";
import { requireSecretKey } from "../_shared/service-role.ts";
import { readJsonBody } from "../_shared/validation.ts";

/**
 * POST /send-weekly-report-mail: the scheduled job of the weekly summary mail to each
 * showcase's agent (docs/decisions/038). Run by Supabase Cron (migration
 * 20261127000200) or the local stack's timer; only with a secret key of the project (401
 * otherwise). Body: `{}` or `{"maxMails": n}`.
 *
 * Claims one showcase at a time for the last complete week (claim_weekly_report_mail:
 * atomic, leased; only showcases with visits that week, agents with an email who did not
 * opt out, mails not sent yet for that week), sends the mail, and records sent_at, or the
 * error and releases the claim for a later run (at most 3 attempts a week). Answers 200
 * with what it did.
 */

const CLAIM_SECONDS = 600;
const MAX_ATTEMPTS = 3;
const RUN_BUDGET_MS = 60_000;
const DEFAULT_MAX_MAILS = 100;

type MailOutcome = { showcaseId: string; weekStart: string; status: "sent" | "failed"; error?: string };

async function claimNext(): Promise<ClaimedWeeklyMail | null> {
  const { data, error } = await adminClient().rpc("claim_weekly_report_mail", { lease_seconds: CLAIM_SECONDS, max_attempts: MAX_ATTEMPTS });
  if (error) throw new Error(`claim_weekly_report_mail: ${error.message}`);
  if (data === null) return null;
  return claimedWeeklyMailSchema.parse(data);
}

async function record(mail: ClaimedWeeklyMail, outcome: { sent: true } | { sent: false; error: string }): Promise<void> {
  const { error } = await adminClient()
    .from("showcase_report_mails")
    .update(
      outcome.sent
        ? { sent_at: new Date().toISOString(), claimed_until: null, last_error: null }
        : { claimed_until: null, last_error: outcome.error.slice(0, 2000) },
    )
    .eq("showcase_id", mail.showcaseId)
    .eq("week_start", mail.weekStart);
  if (error) console.error(`send-weekly-report-mail: could not record the mail of ${mail.showcaseId}:`, error.message);
}

export const handler = withErrorHandling(["POST"], async (req) => {
  requireSecretKey(req);
  const body = await readJsonBody(req, weeklyReportJobSchema);
  const maxMails = body.maxMails ?? DEFAULT_MAX_MAILS;
  const startedAt = Date.now();
  const env = requireEnv("SUPABASE_URL");
  const siteUrl = publicSiteUrl();

  const mails: MailOutcome[] = [];
  while (mails.length < maxMails && Date.now() - startedAt < RUN_BUDGET_MS) {
    const mail = await claimNext();
    if (!mail) break;
    // No API key in the link: report-mail-unsubscribe has the platform's key check off
    // (supabase/config.toml), its token is what authorises it (docs/decisions/043).
    const oneClickUrl = `${env.SUPABASE_URL.replace(/\/+$/, "")}/functions/v1/report-mail-unsubscribe?token=${encodeURIComponent(mail.unsubscribeToken)}`;
    try {
      const settings = mailSettings();
      const sender = businessIdentity(settings.businessEmail);
      await sendMail(settings, weeklyReportMail(mail, { siteUrl, oneClickUrl }, sender));
      await record(mail, { sent: true });
      mails.push({ showcaseId: mail.showcaseId, weekStart: mail.weekStart, status: "sent" });
    } catch (error) {
      const message = (error as Error).message;
      console.error(`send-weekly-report-mail: the mail of showcase ${mail.showcaseId} (attempt ${mail.attempt}) was not sent:`, message);
      await record(mail, { sent: false, error: message });
      mails.push({ showcaseId: mail.showcaseId, weekStart: mail.weekStart, status: "failed", error: message });
    }
  }
  return json({ mails });
});
