import { z } from "zod";
import { databasePool, queryRows } from "../database.ts";
import { businessIdentity } from "../leads/deliver.ts";
import { formatPhone, type BusinessIdentity, type ComposedMail } from "../leads/emails.ts";
import { mailSettings, sendMail } from "../leads/mailer.ts";
import { CLAIM_SECONDS } from "../leads/retry-policy.ts";
import { BUSINESS_TIME_ZONE } from "../domain/booking/time-zone.ts";
import { appointmentFacts, type AppointmentFacts } from "./appointment-facts.ts";
import { describeAppointment } from "./appointment-mail.ts";
import { appointmentMailRowSchema, type AppointmentMailRow } from "./appointment-outbox.ts";

/**
 * The appointments' mails given up on ('failed' appointment_mails rows), told
 * to the business in one summary mail, as failed leads are (docs/decisions/034,
 * 050; migration 20261127000900): claimed, listed with their appointment,
 * marked reported once the summary went out, else released for the next run.
 */

export interface FailedAppointmentMail {
  row: AppointmentMailRow;
  /** The appointment now (null: it has been deleted since). */
  facts: AppointmentFacts | null;
}

const WHAT: Record<AppointmentMailRow["kind"], string> = {
  rescheduled: "Reschedule notice",
  cancelled: "Cancellation notice",
  reminder: "Reminder",
};

const RECIPIENT: Record<AppointmentMailRow["recipient"], string> = {
  visitor: "to the client",
  business: "to the business",
};

function describeFailedMail({ row, facts }: FailedAppointmentMail): string[] {
  const timeZone = facts?.timeZone ?? BUSINESS_TIME_ZONE;
  const when = describeAppointment({ start: row.starts_at.toISOString(), end: row.ends_at.toISOString() }, timeZone);
  const visitor = facts?.visitor;
  return [
    `${WHAT[row.kind]} ${RECIPIENT[row.recipient]}: ${when}`,
    ...(facts ? [`  Appointment: ${facts.service} at ${facts.address}, now ${facts.status}`] : ["  Appointment: deleted since"]),
    ...(visitor
      ? [`  Client: ${visitor.name}`, `  Email: ${visitor.email}`, `  Phone: ${visitor.phone ? formatPhone(visitor.phone) : "not given"}`]
      : []),
    `  Not sent after ${row.attempts} attempts`,
    ...(row.last_error ? [`  Last error: ${row.last_error.replace(/\s+/g, " ").slice(0, 300)}`] : []),
    `  Id: ${row.id} (table appointment_mails)`,
  ];
}

/** The business's summary of appointment mails given up on. */
export function failedAppointmentMailsSummary(mails: FailedAppointmentMail[], business: BusinessIdentity): ComposedMail {
  const count = mails.length;
  return {
    to: business.email,
    replyTo: business.email,
    subject: `${count} appointment email${count === 1 ? "" : "s"} could not be sent`,
    text: [
      `The website could not send ${count === 1 ? "this appointment email" : `these ${count} appointment emails`} after repeated attempts.`,
      "Please check the appointment and tell the client yourself where they were not told.",
      "",
      ...mails.flatMap((mail) => [...describeFailedMail(mail), ""]),
      "To have the website send one again, set it back to retry (README, \"Lead mail that failed\"):",
      "  update public.appointment_mails set status = 'retry', next_attempt_at = now(), failure_reported_at = null where id = '<id>';",
    ].join("\n"),
  };
}

export type FailedAppointmentReport = { mails: number; sent: boolean; error?: string };

const releasedSchema = z.object({ id: z.string() });

/** One summary of the failed appointment mails nobody was told of yet; never throws. */
export async function reportFailedAppointmentMails(): Promise<FailedAppointmentReport> {
  let rows: AppointmentMailRow[];
  try {
    rows = await queryRows(appointmentMailRowSchema, "select * from public.claim_failed_appointment_mails_to_report($1)", [CLAIM_SECONDS]);
  } catch (error) {
    console.error("send-due-mail: claim_failed_appointment_mails_to_report:", (error as Error).message);
    return { mails: 0, sent: false, error: (error as Error).message };
  }
  if (rows.length === 0) return { mails: 0, sent: false };
  let outcome: FailedAppointmentReport;
  try {
    const mails: FailedAppointmentMail[] = [];
    for (const row of rows) mails.push({ row, facts: await appointmentFacts(databasePool(), row.appointment_id) });
    const settings = mailSettings();
    await sendMail(settings, failedAppointmentMailsSummary(mails, businessIdentity(settings.businessEmail)));
    outcome = { mails: rows.length, sent: true };
  } catch (error) {
    outcome = { mails: rows.length, sent: false, error: (error as Error).message };
    console.error(`send-due-mail: the summary of ${rows.length} failed appointment mail(s) was not sent; next run tries again:`, outcome.error);
  }
  try {
    await queryRows(
      releasedSchema,
      `update public.appointment_mails
          set claimed_until = null,
              failure_reported_at = case when $2 then now() else failure_reported_at end
        where id = any($1::uuid[])
        returning id`,
      [rows.map((row) => row.id), outcome.sent],
    );
  } catch (error) {
    console.error("send-due-mail: could not record the summary of appointment_mails; its claim runs out:", (error as Error).message);
  }
  return outcome;
}
