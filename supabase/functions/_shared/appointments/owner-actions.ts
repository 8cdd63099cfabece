import { withTransaction } from "../database.ts";
import type { OwnerClaims } from "../owner-session.ts";
import { HttpError } from "../http.ts";
import type { OwnerAppointmentAnswer } from "../schemas/owner-appointments.ts";
import type { OpenTimes } from "../domain/booking/rules.ts";
import { appointmentFacts, type AppointmentFacts } from "./appointment-facts.ts";
import type { AppointmentMailRow } from "./appointment-outbox.ts";
import { isOverlapRefused, SlotTakenError } from "./calendar.ts";
import { cancelBooked, moveBooked, openTimesFor } from "./manage.ts";

/**
 * What the owner does to an appointment from the desk (POST
 * /owner-appointment; docs/decisions/056-owner-appointments-desk.md), with
 * the manage link's machinery (manage.ts, decision 050): a move is ONE
 * transaction with the new day's lock, the slot rules leaving the
 * appointment out (no minimum notice and no 24-hour rule for the owner), the
 * exclusion constraint as the last word, SEQUENCE + 1 and the change's mails
 * stored; a cancellation sends METHOD:CANCEL with the owner's reason. Every
 * change is recorded in owner_audit_log (who, when, before, after).
 */

type Client = Parameters<Parameters<typeof withTransaction>[0]>[0];

export const APPOINTMENT_NOT_FOUND = "That appointment was not found";
export const NOT_BOOKED = "Only a booked appointment can be changed";

/** A time the owner cannot move to: the fresh open times go with the 409. */
export class OwnerSlotTakenError extends SlotTakenError {
  constructor(readonly times: OpenTimes) {
    super();
  }
}

export interface OwnerActionResult {
  answer: OwnerAppointmentAnswer;
  mails: AppointmentMailRow[];
}

async function lockedFacts(client: Client, id: string): Promise<AppointmentFacts> {
  await client.query("select 1 from public.appointments where id = $1 for update", [id]);
  const facts = await appointmentFacts(client, id);
  if (!facts || facts.status === "held") throw new HttpError(404, APPOINTMENT_NOT_FOUND);
  return facts;
}

async function confirmedAt(client: Client, id: string): Promise<string | null> {
  const { rows } = await client.query<{ confirmed_at: Date | null }>("select confirmed_at from public.appointments where id = $1", [id]);
  return rows[0]?.confirmed_at?.toISOString() ?? null;
}

async function answerOf(client: Client, facts: AppointmentFacts, times: OpenTimes | null): Promise<OwnerAppointmentAnswer> {
  return {
    appointment: {
      id: facts.id,
      status: facts.status === "cancelled" ? "cancelled" : "booked",
      start: facts.start,
      end: facts.end,
      sequence: facts.sequence,
      confirmedAt: await confirmedAt(client, facts.id),
    },
    times,
  };
}

const snapshot = (facts: AppointmentFacts) => ({ status: facts.status, start: facts.start, end: facts.end, sequence: facts.sequence });

/**
 * Records the change in owner_audit_log through private.record_owner_change
 * (migration 20261129000200), in the change's transaction, as the owner: the
 * function's connection is not PostgREST's, so the token's claims (verified
 * by owner-session.ts) are set for this transaction only, as PostgREST sets them.
 */
async function record(client: Client, owner: OwnerClaims, action: string, id: string, before: unknown, after: unknown): Promise<void> {
  await client.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(owner)]);
  await client.query("select private.record_owner_change('appointment', $1, $2, $3, $4)", [id, action, JSON.stringify(before), JSON.stringify(after)]);
}

/** The appointment and its open times (a cancelled one has none). */
export async function ownerTimes(id: string, now: number): Promise<OwnerActionResult> {
  return await withTransaction(async (client) => {
    const facts = await appointmentFacts(client, id);
    if (!facts || facts.status === "held") throw new HttpError(404, APPOINTMENT_NOT_FOUND);
    const times = facts.status === "booked" ? await openTimesFor(client, facts, now, "owner") : null;
    return { answer: await answerOf(client, facts, times), mails: [] };
  });
}

export async function ownerConfirm(owner: OwnerClaims, id: string): Promise<OwnerActionResult> {
  return await withTransaction(async (client) => {
    const facts = await lockedFacts(client, id);
    if (facts.status !== "booked") throw new HttpError(409, NOT_BOOKED);
    const before = await confirmedAt(client, id);
    if (!before) {
      await client.query("update public.appointments set confirmed_at = now() where id = $1", [id]);
      await record(client, owner, "confirm", id, { confirmedAt: null }, { confirmedAt: "now" });
    }
    return { answer: await answerOf(client, facts, null), mails: [] };
  });
}

export async function ownerCancel(owner: OwnerClaims, id: string, reason: string): Promise<OwnerActionResult> {
  return await withTransaction(async (client) => {
    const facts = await lockedFacts(client, id);
    if (facts.status !== "booked") throw new HttpError(409, NOT_BOOKED);
    const mails = await cancelBooked(client, facts, { by: "owner", reason });
    const after = { ...facts, status: "cancelled" as const, sequence: facts.sequence + 1 };
    await record(client, owner, "cancel", id, snapshot(facts), { ...snapshot(after), reason });
    return { answer: await answerOf(client, after, null), mails };
  });
}

export async function ownerMove(owner: OwnerClaims, id: string, startIso: string, now: number): Promise<OwnerActionResult> {
  const start = Date.parse(startIso);
  try {
    return await withTransaction(async (client) => {
      const facts = await lockedFacts(client, id);
      if (facts.status !== "booked") throw new HttpError(409, NOT_BOOKED);
      const { moved, mails } = await moveBooked(client, facts, start, now, { by: "owner", reason: null });
      await record(client, owner, "move", id, snapshot(facts), snapshot(moved));
      return { answer: await answerOf(client, moved, await openTimesFor(client, moved, now, "owner")), mails };
    });
  } catch (error) {
    if (error instanceof SlotTakenError || isOverlapRefused(error)) {
      // The fresh open times, read after the losing transaction rolled back.
      const fresh = await ownerTimes(id, now);
      throw new OwnerSlotTakenError(fresh.answer.times ?? { timeZone: "America/New_York", durationMinutes: 0, days: [] });
    }
    throw error;
  }
}
