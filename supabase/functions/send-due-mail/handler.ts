import { z } from "zod";
import { adminClient } from "../_shared/admin-client.ts";
import { json, withErrorHandling } from "../_shared/http.ts";
import { businessIdentity, deliverLeadMails, type DeliveryResult } from "../_shared/leads/deliver.ts";
import { mailSettings, sendMail } from "../_shared/leads/mailer.ts";
import { CLAIM_SECONDS } from "../_shared/leads/retry-policy.ts";
import { failedLeadsSummary, owedMails, storedLeadMails } from "../_shared/leads/stored-lead.ts";
import { claimedLeadsSchema, type LeadTable, type StoredLead } from "../_shared/schemas/stored-lead.ts";
import { requireSecretKey } from "../_shared/service-role.ts";
import { readJsonBody } from "../_shared/validation.ts";
import { appointmentOfRequest, manageLinkFor, type AppointmentFacts } from "../_shared/appointments/appointment-facts.ts";
import { withAppointment } from "../_shared/appointments/appointment-mail.ts";
import { runAppointmentMails } from "../_shared/appointments/appointment-outbox.ts";
import { reportFailedAppointmentMails } from "../_shared/appointments/appointment-failure-report.ts";
import { databasePool } from "../_shared/database.ts";
import { runPublishMails } from "../_shared/report-mail/publish-outbox.ts";

/**
 * POST /send-due-mail: the scheduled job that sends all mail that is due:
 * leads' mails that failed (docs/decisions/034-lead-mail-retry.md), the
 * appointments' reminders, reschedule and cancellation mails
 * (docs/decisions/050), and the summaries of mail given up on. Run every
 * 5 minutes by pg_cron (hosted) or the local stack's timer; only with
 * the service-role key (401 otherwise). Body: `{}` or `{"maxLeads": n}`.
 *
 *  1. Claims one due lead at a time (claim_lead_mail: atomic, skip locked,
 *     held for CLAIM_SECONDS), sends only the mails whose sent-at column is
 *     null, records each right after it went out, then the outcome: 'sent',
 *     or 'retry' with backoff, or 'failed' at the last attempt. Stops after
 *     maxLeads leads (default 50) or RUN_BUDGET_MS, leaving the rest due.
 *     A request with a booked appointment is mailed with it, as the first
 *     attempt was (the time, the manage link, the .ics; docs/decisions/050).
 *  2. The appointments' own mails (appointment-outbox.ts): queues the
 *     reminders now due (24 hours before), then sends the due reschedule,
 *     cancellation and reminder mails, with the same backoff.
 *  3. The agents' mails of newly published showcases (publish-outbox.ts,
 *     docs/decisions/069): the showcase, MLS and report links, the same backoff.
 *  4. Tells the business of 'failed' leads not yet reported, in one summary
 *     mail (claim_failed_leads_to_report), and of 'failed' appointment mails
 *     in another (appointment-failure-report.ts); marked reported once it
 *     went out, else tried again on the next run.
 * Answers 200 with what it did.
 */

const RUN_BUDGET_MS = 60_000;
const DEFAULT_MAX_LEADS = 50;

const bodySchema = z
  .object({ maxLeads: z.number().int().min(1).max(200).optional() })
  .strict();

/**
 * The claim functions answer (lead_table, to_jsonb(row)): a row of the table
 * it names. Another shape is a bug: thrown, with what did not match.
 */
function claimedLeads(claim: string, data: unknown): StoredLead[] {
  const parsed = claimedLeadsSchema.safeParse(data ?? []);
  if (!parsed.success) throw new Error(`${claim} answered rows of an unexpected shape: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

async function claimNextLead(): Promise<StoredLead | null> {
  const { data, error } = await adminClient().rpc("claim_lead_mail", { lease_seconds: CLAIM_SECONDS });
  if (error) throw new Error(`claim_lead_mail: ${error.message}`);
  return claimedLeads("claim_lead_mail", data)[0] ?? null;
}

/** The booked appointment of a request lead and its manage link, or null (none, or the read failed: the mails go without it). */
async function appointmentOfLead(lead: StoredLead): Promise<{ facts: AppointmentFacts; link: string } | null> {
  if (lead.table !== "service_requests") return null;
  try {
    const facts = await appointmentOfRequest(databasePool(), lead.row.id);
    return facts ? { facts, link: await manageLinkFor(databasePool(), facts) } : null;
  } catch (error) {
    console.error(`send-due-mail: reading the appointment of request ${lead.row.id}:`, (error as Error).message);
    return null;
  }
}

async function retryLead(lead: StoredLead): Promise<DeliveryResult> {
  const appointment = await appointmentOfLead(lead);
  return deliverLeadMails({
    table: lead.table,
    id: lead.row.id,
    owed: owedMails(lead.row),
    attemptsBefore: lead.row.email_attempts,
    compose: (business) => {
      const mails = storedLeadMails(lead, business);
      return appointment ? withAppointment(mails, appointment.facts, business, appointment.link) : mails;
    },
    caller: "send-due-mail",
  });
}

type SummaryOutcome = { leads: number; sent: boolean; error?: string };

/** One summary mail of the failed leads nobody was told of yet; never throws. */
async function reportFailedLeads(): Promise<SummaryOutcome> {
  const client = adminClient();
  const { data, error } = await client.rpc("claim_failed_leads_to_report", { lease_seconds: CLAIM_SECONDS });
  if (error) {
    console.error("send-due-mail: claim_failed_leads_to_report:", error.message);
    return { leads: 0, sent: false, error: error.message };
  }
  let leads: StoredLead[];
  try {
    leads = claimedLeads("claim_failed_leads_to_report", data);
  } catch (parseError) {
    console.error("send-due-mail:", (parseError as Error).message);
    return { leads: 0, sent: false, error: (parseError as Error).message };
  }
  if (leads.length === 0) return { leads: 0, sent: false };
  let outcome: SummaryOutcome;
  try {
    const settings = mailSettings();
    await sendMail(settings, failedLeadsSummary(leads, businessIdentity(settings.businessEmail)));
    outcome = { leads: leads.length, sent: true };
  } catch (sendError) {
    outcome = { leads: leads.length, sent: false, error: (sendError as Error).message };
    console.error(`send-due-mail: the summary of ${leads.length} failed lead(s) was not sent; next run tries again:`, outcome.error);
  }
  for (const table of ["service_requests", "contact_messages"] as const) {
    const ids = leads.filter((lead) => lead.table === table).map((lead) => lead.row.id);
    if (ids.length === 0) continue;
    const { error: updateError } = await client
      .from(table)
      .update(outcome.sent ? { failure_reported_at: new Date().toISOString(), claimed_until: null } : { claimed_until: null })
      .in("id", ids);
    if (updateError) console.error(`send-due-mail: could not record the summary of ${table}:`, updateError.message);
  }
  return outcome;
}

/** One part of the run; a part that throws is logged and answered as its error, and the run goes on. */
async function runPart<T>(name: string, work: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await work();
  } catch (error) {
    console.error(`send-due-mail: ${name}:`, (error as Error).message);
    return { error: (error as Error).message };
  }
}

export const handler = withErrorHandling(["POST"], async (req) => {
  requireSecretKey(req);
  const body = await readJsonBody(req, bodySchema);
  const maxLeads = body.maxLeads ?? DEFAULT_MAX_LEADS;
  const startedAt = Date.now();

  const leads: { table: LeadTable; id: string; status: DeliveryResult["status"]; sent: string[]; attempts: number }[] = [];
  while (leads.length < maxLeads && Date.now() - startedAt < RUN_BUDGET_MS) {
    const lead = await claimNextLead();
    if (!lead) break;
    const result = await retryLead(lead);
    leads.push({ table: lead.table, id: lead.row.id, status: result.status, sent: result.sent, attempts: result.attempts });
  }
  const appointmentMails = await runPart("appointment mails", () => runAppointmentMails(maxLeads, startedAt + RUN_BUDGET_MS));
  const publishMails = await runPart("publish mails", () => runPublishMails(maxLeads, startedAt + RUN_BUDGET_MS));
  const failedReport = await reportFailedLeads();
  const failedAppointmentMailsReport = await reportFailedAppointmentMails();
  return json({ ok: true, leads, appointmentMails, publishMails, failedReport, failedAppointmentMailsReport });
});
