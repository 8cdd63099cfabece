import { z } from "zod";
import { queryRows, withTransaction } from "../database.ts";
import { businessIdentity } from "../leads/deliver.ts";
import { mailSettings, sendMail } from "../leads/mailer.ts";
import { afterFailedAttempt, CLAIM_SECONDS } from "../leads/retry-policy.ts";
import { appointmentFacts, manageLinkFor } from "./appointment-facts.ts";
import { appointmentChangeMail } from "./appointment-mail.ts";

/**
 * The mails an appointment owes after its booking (appointment_mails,
 * migration 20261127000700; docs/decisions/050): a reschedule's and a
 * cancellation's (visitor and business), and the visitor's reminder 24 hours
 * before. Sent and recorded like the lead mails (docs/decisions/034): a row
 * is claimed (skip locked, leased), its mail composed from the row (the
 * SEQUENCE and times of its change) and the appointment, sent, and recorded:
 * 'sent', or 'retry' with the leads' backoff, or 'failed' at the last
 * attempt. A row whose appointment has changed again since (a higher
 * SEQUENCE: the later change has its own mail) is not sent: it is recorded
 * 'superseded'.
 */

export const appointmentMailRowSchema = z.object({
  id: z.string(),
  appointment_id: z.string(),
  kind: z.enum(["rescheduled", "cancelled", "reminder"]),
  recipient: z.enum(["visitor", "business"]),
  sequence: z.number().int(),
  starts_at: z.coerce.date(),
  ends_at: z.coerce.date(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** Who made the change (the owner's desk says so in the mails) and the owner's reason for a cancellation. */
  changed_by: z.enum(["visitor", "owner"]),
  reason: z.string().nullable(),
});
export type AppointmentMailRow = z.output<typeof appointmentMailRowSchema>;

export type AppointmentMailOutcome = "sent" | "retry" | "failed" | "superseded";

const recorded = z.object({ id: z.string() });

async function record(row: AppointmentMailRow, outcome: AppointmentMailOutcome, error: string | null): Promise<AppointmentMailOutcome> {
  const attempts = row.attempts + (outcome === "superseded" ? 0 : 1);
  let status: AppointmentMailOutcome = outcome;
  let next: string | null = null;
  if (outcome === "retry") {
    const after = afterFailedAttempt(attempts, new Date());
    status = after.status;
    next = after.nextAttemptAt?.toISOString() ?? null;
  }
  await queryRows(
    recorded,
    `update public.appointment_mails
        set status = $2, attempts = $3, last_error = $4, next_attempt_at = $5, claimed_until = null,
            sent_at = case when $2 = 'sent' then now() end
      where id = $1
      returning id`,
    [row.id, status, attempts, error?.slice(0, 2000) ?? null, next],
  );
  return status;
}

/** Sends one claimed row's mail and records the outcome; never throws. */
export async function sendAppointmentMail(row: AppointmentMailRow, caller: string): Promise<AppointmentMailOutcome> {
  try {
    const composed = await withTransaction(async (client) => {
      const facts = await appointmentFacts(client, row.appointment_id);
      if (!facts || facts.sequence > row.sequence || (row.kind === "reminder" && facts.status !== "booked")) return null;
      const link = row.recipient === "visitor" && facts.status === "booked" ? await manageLinkFor(client, facts) : null;
      return { facts, link };
    });
    if (!composed) return await record(row, "superseded", null);
    const settings = mailSettings();
    const mail = appointmentChangeMail(
      row.kind,
      row.recipient,
      composed.facts,
      { sequence: row.sequence, start: row.starts_at.toISOString(), end: row.ends_at.toISOString() },
      businessIdentity(settings.businessEmail),
      composed.link,
      { by: row.changed_by, reason: row.reason },
    );
    try {
      await sendMail(settings, mail);
    } catch (error) {
      console.error(`${caller}: the ${row.kind} mail ${row.id} to the ${row.recipient} failed:`, (error as Error).message);
      return await record(row, "retry", (error as Error).message);
    }
    return await record(row, "sent", null);
  } catch (error) {
    console.error(`${caller}: appointment mail ${row.id}:`, (error as Error).message);
    try {
      return await record(row, "retry", (error as Error).message);
    } catch (recordError) {
      console.error(`${caller}: could not record appointment mail ${row.id}; its claim runs out:`, (recordError as Error).message);
      return "retry";
    }
  }
}

/** Sends rows the caller stored and claimed itself (the manage function, right after its change). */
export async function sendStoredAppointmentMails(rows: AppointmentMailRow[], caller: string): Promise<AppointmentMailOutcome[]> {
  const outcomes: AppointmentMailOutcome[] = [];
  for (const row of rows) outcomes.push(await sendAppointmentMail(row, caller));
  return outcomes;
}

export interface AppointmentMailRun {
  remindersQueued: number;
  mails: { id: string; kind: string; recipient: string; status: AppointmentMailOutcome }[];
}

/**
 * The job's part (send-due-mail): queue the reminders now due, then send
 * due appointment mails one claim at a time until none is due, `max` were
 * handled, or `deadline` (epoch ms) has passed.
 */
export async function runAppointmentMails(max: number, deadline: number): Promise<AppointmentMailRun> {
  const [queued] = await queryRows(z.object({ n: z.number().int() }), "select public.queue_appointment_reminders() as n", []);
  const run: AppointmentMailRun = { remindersQueued: queued?.n ?? 0, mails: [] };
  while (run.mails.length < max && Date.now() < deadline) {
    const [row] = await queryRows(appointmentMailRowSchema, "select * from public.claim_appointment_mail($1)", [CLAIM_SECONDS]);
    if (!row) break;
    run.mails.push({ id: row.id, kind: row.kind, recipient: row.recipient, status: await sendAppointmentMail(row, "send-due-mail") });
  }
  return run;
}
