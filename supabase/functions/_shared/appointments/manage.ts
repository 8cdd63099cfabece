import { withTransaction } from "../database.ts";
import { isOpenSlot, openSlots } from "../domain/booking/open-times.ts";
import type { OpenTimes } from "../domain/booking/rules.ts";
import { bookingCalendarSchema } from "../schemas/booking.ts";
import { HttpError } from "../http.ts";
import { FREE_CHANGE_HOURS, MANAGE_NOT_FOUND, TOO_LATE_CODE, tooLateMessage, type ManagedAppointment } from "../schemas/appointment-manage.ts";
import { factsFromRow, FACTS_SELECT, type AppointmentFacts } from "./appointment-facts.ts";
import { appointmentMailRowSchema, type AppointmentMailRow } from "./appointment-outbox.ts";
import { calendarAround, isOverlapRefused, lockBookingDay, SlotTakenError } from "./calendar.ts";
import { CLAIM_SECONDS } from "../leads/retry-policy.ts";
import { tokenHash } from "./tokens.ts";

/**
 * What the manage link does (POST /manage-appointment;
 * docs/decisions/050-appointment-manage-link-invitations-reminders.md):
 * show a booked appointment, move it to another open time, or cancel it,
 * free up to FREE_CHANGE_HOURS before it starts (the terms). A change runs in
 * ONE transaction as a booking does (decision 046): the day's advisory lock,
 * the slot rules against the live calendar leaving the appointment itself
 * out, the exclusion constraint as the last word (409 slot_taken); SEQUENCE
 * + 1; and the change's mails stored in appointment_mails, claimed by this
 * call (sent right after the commit; the job sends them if this call dies).
 */

const HOUR_MS = 3_600_000;
/** How long a link keeps answering after its appointment ended or was cancelled. */
const LINK_DAYS_AFTER = 30;

export class TooLateError extends HttpError {
  constructor(phone: string) {
    super(409, tooLateMessage(phone));
  }
}
export { TOO_LATE_CODE };

export class NotFoundError extends HttpError {
  constructor() {
    super(404, MANAGE_NOT_FOUND.error);
  }
}

/**
 * The appointment a token leads to, or null. Every token takes the same
 * path (hash, one indexed lookup), whatever its shape: a malformed, a wrong
 * and a long-past token are answered alike.
 */
const BY_TOKEN = `${FACTS_SELECT}
  where a.manage_token_hash = $1 and a.status in ('booked', 'cancelled')
    and upper(a.during) > now() - make_interval(days => ${LINK_DAYS_AFTER})
    and (a.cancelled_at is null or a.cancelled_at > now() - make_interval(days => ${LINK_DAYS_AFTER}))`;

type Client = Parameters<Parameters<typeof withTransaction>[0]>[0];

async function findByToken(client: Client, token: string, lock: boolean): Promise<AppointmentFacts | null> {
  const hash = await tokenHash(token);
  const { rows } = await client.query(`${BY_TOKEN}${lock ? " for update of a" : ""}`, [hash]);
  return rows[0] ? factsFromRow(rows[0]) : null;
}

const changeable = (facts: AppointmentFacts, now: number) =>
  facts.status === "booked" && Date.parse(facts.start) - now >= FREE_CHANGE_HOURS * HOUR_MS;

export function managedView(facts: AppointmentFacts, now: number): ManagedAppointment {
  return {
    status: facts.status === "cancelled" ? "cancelled" : "booked",
    start: facts.start,
    end: facts.end,
    timeZone: facts.timeZone,
    durationMinutes: facts.durationMinutes,
    service: facts.service,
    address: facts.address,
    changeable: changeable(facts, now),
  };
}

/** Who changes an appointment: the visitor (the manage link) or the owner (the desk: no minimum notice). */
export type ChangedBy = "visitor" | "owner";

/** The rules a change by `by` is checked against: the owner's own moves need no notice (docs/decisions/056). */
function rulesFor<R extends { minNoticeBusinessDays: number }>(rules: R, by: ChangedBy): R {
  return by === "owner" ? { ...rules, minNoticeBusinessDays: 0 } : rules;
}

/** The open times to move `facts` to: the booking rules, with the appointment itself left out. */
export async function openTimesFor(client: Client, facts: AppointmentFacts, now: number, by: ChangedBy = "visitor"): Promise<OpenTimes> {
  const horizon = await client.query<{ days: number }>("select horizon_days + 2 as days from public.booking_settings where id");
  const days = horizon.rows[0]?.days ?? 23;
  const { rows } = await client.query("select public.booking_calendar(now() - interval '1 day', now() + make_interval(days => $1), $2) as calendar", [
    days,
    facts.id,
  ]);
  const { rules, busy, appointments } = bookingCalendarSchema.parse(rows[0]!.calendar);
  return {
    timeZone: rules.timeZone,
    durationMinutes: facts.durationMinutes,
    days: openSlots(rulesFor(rules, by), busy, appointments, { durationMinutes: facts.durationMinutes, county: facts.county }, now),
  };
}

export interface ManageResult {
  appointment: ManagedAppointment;
  times: OpenTimes | null;
  /** The change's mails, stored and claimed by this call: send them after the commit. */
  mails: AppointmentMailRow[];
}

/** A change's author and, for the owner's cancellation, the reason the visitor is told. */
export interface ChangeNote {
  by: ChangedBy;
  reason: string | null;
}
const BY_VISITOR: ChangeNote = { by: "visitor", reason: null };

/** Inserts the change's mails (visitor and business), claimed by the caller. */
export async function storeChangeMails(
  client: Client,
  id: string,
  kind: "rescheduled" | "cancelled",
  note: ChangeNote = BY_VISITOR,
): Promise<AppointmentMailRow[]> {
  const { rows } = await client.query(
    `insert into public.appointment_mails (appointment_id, kind, recipient, sequence, starts_at, ends_at, claimed_until, changed_by, reason)
     select a.id, $2, recipient, a.sequence, lower(a.during), upper(a.during), now() + make_interval(secs => $3), $4, $5
       from public.appointments as a cross join (values ('visitor'), ('business')) as r (recipient)
      where a.id = $1
     returning *`,
    [id, kind, CLAIM_SECONDS, note.by, note.reason],
  );
  return appointmentMailRowSchema.array().parse(rows);
}

/** Cancels a booked appointment (SEQUENCE + 1) and stores its mails (METHOD:CANCEL), inside the caller's transaction. */
export async function cancelBooked(client: Client, facts: AppointmentFacts, note: ChangeNote = BY_VISITOR): Promise<AppointmentMailRow[]> {
  await client.query("update public.appointments set status = 'cancelled', cancelled_at = now(), sequence = sequence + 1 where id = $1", [
    facts.id,
  ]);
  return await storeChangeMails(client, facts.id, "cancelled", note);
}

/**
 * Moves a booked appointment to `start` inside the caller's transaction (the
 * caller has the row `for update`): the new day's lock, the slot rules
 * against the live calendar leaving the appointment out (throws
 * SlotTakenError), expired holds in the way deleted, the update (SEQUENCE +
 * 1), the change's mails stored. The exclusion constraint is the last word:
 * the caller turns its 23P01 into SlotTakenError.
 */
export async function moveBooked(
  client: Client,
  facts: AppointmentFacts,
  start: number,
  now: number,
  note: ChangeNote = BY_VISITOR,
): Promise<{ moved: AppointmentFacts; mails: AppointmentMailRow[] }> {
  // The new day's lock (the old day only loses an appointment: nothing there to check).
  await lockBookingDay(client, start);
  const { rules, busy, appointments } = await calendarAround(client, start, facts.id);
  const need = { durationMinutes: facts.durationMinutes, county: facts.county };
  if (start === Date.parse(facts.start) || !isOpenSlot(rulesFor(rules, note.by), busy, appointments, need, start, now)) throw new SlotTakenError();
  const end = start + facts.durationMinutes * 60_000;
  const blockedEnd = end + rules.travel.allowanceMinutes * 60_000;
  // Expired holds in the way never block (decision 046): deleted under the lock.
  await client.query(
    `delete from public.appointments
      where calendar = 'owner' and status = 'held' and expires_at <= now() and blocked && tstzrange($1, $2)`,
    [new Date(start).toISOString(), new Date(blockedEnd).toISOString()],
  );
  await client.query(
    `update public.appointments
        set during = tstzrange($2, $3), blocked = tstzrange($2, $4), sequence = sequence + 1,
            rescheduled_at = now(), reminder_sent_at = null
      where id = $1`,
    [facts.id, new Date(start).toISOString(), new Date(end).toISOString(), new Date(blockedEnd).toISOString()],
  );
  const mails = await storeChangeMails(client, facts.id, "rescheduled", note);
  return { moved: { ...facts, start: new Date(start).toISOString(), end: new Date(end).toISOString(), sequence: facts.sequence + 1 }, mails };
}

export async function viewAppointment(token: string, now: number): Promise<ManageResult> {
  return await withTransaction(async (client) => {
    const facts = await findByToken(client, token, false);
    if (!facts) throw new NotFoundError();
    return { appointment: managedView(facts, now), times: changeable(facts, now) ? await openTimesFor(client, facts, now) : null, mails: [] };
  });
}

export async function cancelAppointment(token: string, phone: string, now: number): Promise<ManageResult> {
  return await withTransaction(async (client) => {
    const facts = await findByToken(client, token, true);
    if (!facts) throw new NotFoundError();
    if (facts.status === "cancelled") return { appointment: managedView(facts, now), times: null, mails: [] };
    if (!changeable(facts, now)) throw new TooLateError(phone);
    const mails = await cancelBooked(client, facts);
    return {
      appointment: { ...managedView(facts, now), status: "cancelled", changeable: false },
      times: null,
      mails,
    };
  });
}

export async function rescheduleAppointment(token: string, startIso: string, phone: string, now: number): Promise<ManageResult> {
  const start = Date.parse(startIso);
  try {
    return await withTransaction(async (client) => {
      const facts = await findByToken(client, token, true);
      if (!facts) throw new NotFoundError();
      if (!changeable(facts, now)) throw new TooLateError(phone);
      const { moved, mails } = await moveBooked(client, facts, start, now);
      return { appointment: managedView(moved, now), times: await openTimesFor(client, moved, now), mails };
    });
  } catch (error) {
    if (isOverlapRefused(error)) throw new SlotTakenError();
    throw error;
  }
}
