import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { bookingHoldAnswerSchema, openTimesSchema, type BookingTimesRequest } from "#schemas/booking.ts";
import { deskCalendarSchema, ownerAppointmentAnswerSchema, ownerBookingRulesSchema, ownerSlotTakenSchema } from "#schemas/owner-appointments.ts";
import { readInvitation } from "../../supabase/functions/_shared/appointments/invitation.ts";
import { fetchFrom, loopbackFor, postAsAnon } from "./helpers/anon-requests.ts";
import { appraisalRequest } from "./helpers/appraisal-request.ts";
import { calendarPart, sentTo, waitForMail, type CaughtMail } from "./helpers/maildev.ts";
import { CALLERS, createOwnerSessions, type Caller, type OwnerSessions } from "./helpers/owner-sessions.ts";

/**
 * The owner's appointments desk (docs/decisions/056) on the fresh local
 * stack, from the attacker's side first: anon, a signed-in stranger and an
 * owner at aal1 are refused by the owner-appointment function and every
 * owner RPC, and nothing is written; only an owner at aal2 gets through.
 * Then what the owner does: confirm; move (no 24-hour rule; the visitor's
 * invitation has a higher SEQUENCE in MailDev; a taken time is a 409 with
 * fresh times; the owner and a visitor racing for one time give one
 * winner); cancel with a reason (METHOD:CANCEL with it); blocked days and
 * hours close open times at once (booking-times); the rules are checked
 * and saved whole or not at all.
 */

const stack = inject("stack");
const fn = (name: string) => `${stack.gatewayUrl}/functions/v1/${name}`;
const rpc = (name: string) => `${stack.gatewayUrl}/rest/v1/rpc/${name}`;
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 4 });
const run = randomUUID().slice(0, 4);
let callers = 0;
const newAddress = () => `10.${parseInt(run.slice(0, 2), 16)}.${parseInt(run.slice(2), 16)}.${1 + (++callers % 250)}`;
const post = (url: string, body: unknown) => postAsAnon(url, body, { address: newAddress() });

const appraisal: BookingTimesRequest = { serviceType: "appraisal", tier: "1500_to_2500", county: "hunterdon" };
let desk: OwnerSessions;

async function asCaller(caller: Caller, url: string, body: unknown): Promise<Response> {
  return fetchFrom(loopbackFor(newAddress()), url, { method: "POST", headers: desk.headers(caller), body: JSON.stringify(body) });
}
const owner = (body: unknown) => asCaller("owner-aal2", fn("owner-appointment"), body);

async function openTimes() {
  const response = await post(fn("booking-times"), appraisal);
  expect(response.status).toBe(200);
  return openTimesSchema.parse(await response.json());
}
const allStarts = async () => (await openTimes()).days.flatMap((day) => day.slots.map((slot) => slot.start));

/**
 * An hour from 2 to 22 hours from now whose blocked time (travel buffers included, so two hours
 * either side) no other held or booked appointment overlaps: earlier tests book today's times,
 * so a fixed "in 3 hours" collides with one at some hours of the day.
 */
async function freeHourWithinADay(exceptId: string): Promise<Date> {
  for (let minutes = 120; minutes <= 22 * 60; minutes += 30) {
    const start = new Date(Date.now() + minutes * 60_000);
    const { rows } = await db.query(
      "select 1 from appointments where id <> $1 and status in ('held', 'booked') and blocked && tstzrange($2, $3)",
      [exceptId, new Date(start.getTime() - 2 * 3_600_000).toISOString(), new Date(start.getTime() + 3 * 3_600_000).toISOString()],
    );
    if (rows.length === 0) return start;
  }
  throw new Error("no free hour within the next day");
}

let emails = 0;
/** Books the first open time of day `dayIndex` as a visitor does: times, hold, request. */
async function book(dayIndex: number, slotIndex = 0) {
  const day = (await openTimes()).days[dayIndex]!;
  const start = day.slots[slotIndex]!.start;
  const held = await post(fn("booking-hold"), { ...appraisal, start, sessionId: randomUUID() });
  expect(held.status).toBe(201);
  const { holdToken } = bookingHoldAnswerSchema.parse(await held.json());
  const email = `desk.${run}.${++emails}@example.com`;
  const sent = await post(fn("send-contact-email"), appraisalRequest(email, holdToken));
  expect(sent.status).toBe(201);
  const answer = (await sent.json()) as { id: string; appointment: { manageToken: string } };
  const { rows } = await db.query<{ id: string }>("select id from appointments where service_request_id = $1", [answer.id]);
  return { id: rows[0]!.id, email, start, token: answer.appointment.manageToken };
}

async function row(id: string) {
  const { rows } = await db.query<{ status: string; start: Date; sequence: number; confirmed_at: Date | null }>(
    "select status, lower(during) as start, sequence, confirmed_at from appointments where id = $1",
    [id],
  );
  return rows[0]!;
}

async function invitationOf(mail: CaughtMail) {
  const part = await calendarPart(mail);
  expect(part, `a text/calendar part in "${mail.subject}"`).not.toBeNull();
  return readInvitation(part!.ics);
}

async function counts() {
  const { rows } = await db.query<{ days: number; hours: number; busy: number; rules: string; mails: number; audit: number; moved: number }>(
    `select (select count(*)::int from booking_blocked_days) as days,
            (select count(*)::int from booking_hours) as hours,
            (select count(*)::int from business_busy_times) as busy,
            (select md5(string_agg(d.service_id || d.tier || d.minutes, ',' order by d.service_id, d.tier)) || s.daily_cap || s.min_notice_business_days
               from booking_durations as d cross join booking_settings as s group by s.daily_cap, s.min_notice_business_days) as rules,
            (select count(*)::int from appointment_mails) as mails,
            (select count(*)::int from owner_audit_log) as audit,
            (select count(*)::int from appointments where sequence > 0 or confirmed_at is not null or status = 'cancelled') as moved`,
  );
  return rows[0]!;
}

const savedRules = { settings: null as null | { notice: number; cap: number }, hours: [] as unknown[] };

beforeAll(async () => {
  await db.query("delete from appointments");
  desk = await createOwnerSessions(db, `appointments-${run}`);
  const { rows } = await db.query<{ notice: number; cap: number }>(
    "select min_notice_business_days as notice, daily_cap as cap from booking_settings",
  );
  savedRules.settings = rows[0]!;
  savedRules.hours = (await db.query("select * from booking_hours")).rows;
});
afterAll(async () => {
  await db.query("delete from appointments");
  await desk.remove();
  await db.query("delete from booking_blocked_days");
  await db.query("delete from business_busy_times where source = 'owner'");
  await db.query("update booking_settings set min_notice_business_days = $1, daily_cap = $2", [savedRules.settings!.notice, savedRules.settings!.cap]);
  await db.query("delete from booking_hours");
  for (const h of savedRules.hours as { weekday: number; opens_at: string; closes_at: string }[]) {
    await db.query("insert into booking_hours (weekday, opens_at, closes_at) values ($1, $2, $3)", [h.weekday, h.opens_at, h.closes_at]);
  }
  await db.end();
});

describe("only an owner at aal2 gets in", () => {
  const tomorrowPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const inAWeek = new Date(Date.now() + 7 * 86_400_000);
  const calls: { name: string; url: () => string; body: () => unknown; ok: number }[] = [
    { name: "owner-appointment times", url: () => fn("owner-appointment"), body: () => ({ action: "times", id: randomUUID() }), ok: 404 },
    { name: "owner_desk_calendar", url: () => rpc("owner_desk_calendar"), body: () => ({ p_from: new Date().toISOString(), p_to: inAWeek.toISOString() }), ok: 200 },
    { name: "owner_booking_rules", url: () => rpc("owner_booking_rules"), body: () => ({}), ok: 200 },
    { name: "owner_block_day", url: () => rpc("owner_block_day"), body: () => ({ p_day: tomorrowPlus(40), p_reason: "matrix" }), ok: 204 },
    { name: "owner_unblock_day", url: () => rpc("owner_unblock_day"), body: () => ({ p_day: tomorrowPlus(40) }), ok: 204 },
    {
      name: "owner_block_hours",
      url: () => rpc("owner_block_hours"),
      body: () => ({ p_start: new Date(Date.now() + 45 * 86_400_000).toISOString(), p_end: new Date(Date.now() + 45 * 86_400_000 + 3_600_000).toISOString() }),
      ok: 200,
    },
    { name: "owner_unblock_hours", url: () => rpc("owner_unblock_hours"), body: () => ({ p_id: randomUUID() }), ok: 404 },
  ];

  for (const caller of CALLERS.filter((c) => c !== "owner-aal2")) {
    it(`${caller}: refused by the function and every owner RPC, and nothing is written`, async () => {
      const before = await counts();
      for (const call of calls) {
        const response = await asCaller(caller, call.url(), call.body());
        expect([401, 403], `${caller} → ${call.name}`).toContain(response.status);
        const text = await response.text();
        expect(text, `${caller} → ${call.name} reads nothing`).not.toMatch(/"hours"|"appointments"/);
      }
      const rules = await asCaller(caller, rpc("owner_save_booking_rules"), {
        p_rules: { minNoticeBusinessDays: 0, dailyCap: 9, hours: [], durations: [] },
      });
      expect([401, 403]).toContain(rules.status);
      expect(await counts()).toEqual(before);
    });
  }

  it("owner-aal2: every call gets through", async () => {
    for (const call of calls) {
      const response = await asCaller("owner-aal2", call.url(), call.body());
      expect(response.status, `${call.name}: ${await response.clone().text()}`).toBe(call.ok);
    }
    await db.query("delete from business_busy_times where source = 'owner'");
  });

  it("a forged token (wrong signature) is refused like a stranger's", async () => {
    const headers = desk.headers("owner-aal2");
    const [head, payload] = headers.Authorization!.slice(7).split(".");
    const forged = { ...headers, Authorization: `Bearer ${head}.${payload}.${"A".repeat(43)}` };
    const response = await fetch(fn("owner-appointment"), { method: "POST", headers: forged, body: JSON.stringify({ action: "times", id: randomUUID() }) });
    expect(response.status).toBe(403);
  });
});

describe("POST /owner-appointment", () => {
  it("confirm: stores when, once", async () => {
    const booked = await book(2);
    const response = await owner({ action: "confirm", id: booked.id });
    expect(response.status).toBe(200);
    const answer = ownerAppointmentAnswerSchema.parse(await response.json());
    expect(answer.appointment.confirmedAt).not.toBeNull();
    expect((await row(booked.id)).confirmed_at).not.toBeNull();
    await db.query("update appointments set status = 'cancelled', cancelled_at = now() where id = $1", [booked.id]);
  });

  it("move: to another open time; the visitor gets the moved invitation (same UID, SEQUENCE 1); a taken time is a 409 with fresh times", async () => {
    const booked = await book(3);
    const first = ownerAppointmentAnswerSchema.parse(await (await owner({ action: "times", id: booked.id })).json());
    const target = first.times!.days[0]!.slots.at(-1)!.start;
    const moved = await owner({ action: "move", id: booked.id, start: target });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(ownerAppointmentAnswerSchema.parse(await moved.json()).appointment).toMatchObject({ start: target, sequence: 1 });
    expect(await row(booked.id)).toMatchObject({ status: "booked", sequence: 1, start: new Date(target) });
    const { rows: audit } = await db.query<{ actor: string; actor_email: string; action: string; before: { start: string }; after: { start: string } }>(
      "select actor, actor_email, action, before, after from owner_audit_log where entity = 'appointment' and entity_id = $1",
      [booked.id],
    );
    expect(audit).toEqual([
      expect.objectContaining({ actor: desk.ownerId, actor_email: desk.ownerEmail, action: "move", before: expect.objectContaining({ start: booked.start }), after: expect.objectContaining({ start: target }) }),
    ]);

    const [mail] = await waitForMail((m) => sentTo(booked.email)(m) && m.subject.startsWith("Appointment moved"));
    expect(mail!.text).toContain("We have moved your appointment.");
    const invitation = await invitationOf(mail!);
    expect(invitation).toMatchObject({ method: "REQUEST", sequence: 1, start: target });
    expect(invitation.uid).toContain(booked.id);

    // A time another appointment takes: 409 slot_taken with the fresh open times, nothing changed.
    const other = await book(5);
    const before = await counts();
    const taken = await owner({ action: "move", id: booked.id, start: other.start });
    expect(taken.status).toBe(409);
    const refused = ownerSlotTakenSchema.parse(await taken.json());
    expect(refused.times.days.flatMap((d) => d.slots.map((s) => s.start))).not.toContain(other.start);
    expect(await counts()).toEqual(before);
    expect(await row(booked.id)).toMatchObject({ sequence: 1, start: new Date(target) });
  });

  it("moves an appointment inside 24 hours, which the visitor's link refuses", async () => {
    const booked = await book(4);
    const soon = await freeHourWithinADay(booked.id);
    await db.query("update appointments set during = tstzrange($2, $3) where id = $1", [booked.id, soon.toISOString(), new Date(soon.getTime() + 3_600_000).toISOString()]);
    const visitor = await post(fn("manage-appointment"), { token: booked.token, action: "reschedule", start: booked.start });
    expect(visitor.status).toBe(409);
    expect(((await visitor.json()) as { code: string }).code).toBe("too_late");
    const response = await owner({ action: "move", id: booked.id, start: booked.start });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await row(booked.id)).toMatchObject({ start: new Date(booked.start), sequence: 1 });
  });

  it("cancel with a reason: METHOD:CANCEL to the visitor, the reason in the mail; without a reason 400 and nothing changes", async () => {
    const booked = await book(6);
    const before = await counts();
    const noReason = await owner({ action: "cancel", id: booked.id });
    expect(noReason.status).toBe(400);
    const blank = await owner({ action: "cancel", id: booked.id, reason: "   " });
    expect(blank.status).toBe(400);
    expect(await counts()).toEqual(before);

    const response = await owner({ action: "cancel", id: booked.id, reason: "The owner is ill that day" });
    expect(response.status).toBe(200);
    expect(await row(booked.id)).toMatchObject({ status: "cancelled", sequence: 1 });
    const [mail] = await waitForMail((m) => sentTo(booked.email)(m) && m.subject.startsWith("Appointment cancelled"));
    expect(mail!.text).toContain("Reason: The owner is ill that day");
    expect(await invitationOf(mail!)).toMatchObject({ method: "CANCEL", sequence: 1 });
    // Its time is open again.
    expect(await allStarts()).toContain(booked.start);
    // Cancelling again: 409, no new mail rows.
    const again = await owner({ action: "cancel", id: booked.id, reason: "twice" });
    expect(again.status).toBe(409);
  });

  it("bad input: 400 and nothing written; an unknown appointment 404", async () => {
    const before = await counts();
    for (const body of [
      {},
      { action: "move", id: randomUUID() },
      { action: "move", id: "not-a-uuid", start: new Date().toISOString() },
      { action: "confirm", id: randomUUID(), reason: "x" },
      { action: "cancel", id: randomUUID(), reason: "x".repeat(301) },
      { action: "delete", id: randomUUID() },
    ]) {
      expect((await owner(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await owner({ action: "confirm", id: randomUUID() })).status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it("the owner moving into a time a visitor holds at the same moment: exactly one wins", async () => {
    const starts = await allStarts();
    for (let round = 0; round < 4; round++) {
      const booked = await book(7 + round);
      const times = ownerAppointmentAnswerSchema.parse(await (await owner({ action: "times", id: booked.id })).json()).times!;
      // A time a visitor may hold too: the owner's list also has the times inside the visitors' lead time.
      const target = times.days
        .filter((d) => !d.slots.some((s) => s.start === booked.start))
        .flatMap((d) => d.slots.map((s) => s.start))
        .find((start) => starts.includes(start));
      expect(target, `round ${round}: no time both the owner and a visitor may take`).toBeDefined();
      const [ownerMove, visitorHold] = await Promise.all([
        owner({ action: "move", id: booked.id, start: target! }),
        post(fn("booking-hold"), { ...appraisal, start: target!, sessionId: randomUUID() }),
      ]);
      const winners = [ownerMove.status === 200, visitorHold.status === 201].filter(Boolean).length;
      expect([ownerMove.status, visitorHold.status].every((s) => [200, 201, 409].includes(s))).toBe(true);
      expect(winners, `round ${round}: owner ${ownerMove.status}, visitor ${visitorHold.status}`).toBe(1);
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from appointments where status in ('held', 'booked') and lower(during) = $1",
        [target!],
      );
      expect(rows[0]!.n).toBe(1);
    }
  });
});

describe("blocked days and hours, and the rules", () => {
  it("blocking hours closes them for visitors at once; unblocking opens them again", async () => {
    const before = await openTimes();
    const day = before.days[1]!;
    const slot = day.slots[Math.floor(day.slots.length / 2)]!;
    const blocked = await asCaller("owner-aal2", rpc("owner_block_hours"), { p_start: slot.start, p_end: slot.end, p_reason: "Closing" });
    expect(blocked.status).toBe(200);
    const id = (await blocked.json()) as string;
    expect(await allStarts()).not.toContain(slot.start);
    const calendar = deskCalendarSchema.parse(
      await (await asCaller("owner-aal2", rpc("owner_desk_calendar"), { p_from: day.slots[0]!.start, p_to: day.slots.at(-1)!.end })).json(),
    );
    expect(calendar.busy).toContainEqual(expect.objectContaining({ id, kind: "blocked", reason: "Closing" }));
    expect((await asCaller("owner-aal2", rpc("owner_unblock_hours"), { p_id: id })).status).toBe(204);
    expect(await allStarts()).toContain(slot.start);
  });

  it("blocking a day closes it; unblocking opens it; a past day or a long reason is 400 and writes nothing", async () => {
    const day = (await openTimes()).days[2]!;
    expect((await asCaller("owner-aal2", rpc("owner_block_day"), { p_day: day.date, p_reason: "Vacation" })).status).toBe(204);
    const { rows: audit } = await db.query("select actor, action, after from owner_audit_log where entity = 'booking_blocked_day' and entity_id = $1", [day.date]);
    expect(audit).toEqual([{ actor: desk.ownerId, action: "block", after: { day: day.date, reason: "Vacation" } }]);
    expect((await openTimes()).days.map((d) => d.date)).not.toContain(day.date);
    const rules = ownerBookingRulesSchema.parse(await (await asCaller("owner-aal2", rpc("owner_booking_rules"), {})).json());
    expect(rules.blockedDays).toContainEqual({ day: day.date, reason: "Vacation" });
    expect((await asCaller("owner-aal2", rpc("owner_unblock_day"), { p_day: day.date })).status).toBe(204);
    expect((await openTimes()).days.map((d) => d.date)).toContain(day.date);

    const before = await counts();
    expect((await asCaller("owner-aal2", rpc("owner_block_day"), { p_day: "2020-01-06" })).status).toBe(400);
    expect((await asCaller("owner-aal2", rpc("owner_block_day"), { p_day: day.date, p_reason: "x".repeat(201) })).status).toBe(400);
    const now = Date.now();
    expect(
      (await asCaller("owner-aal2", rpc("owner_block_hours"), { p_start: new Date(now + 7_200_000).toISOString(), p_end: new Date(now + 3_600_000).toISOString() }))
        .status,
    ).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("saving the rules: bad input is 400 and writes nothing; good rules take effect for visitors", async () => {
    const current = ownerBookingRulesSchema.parse(await (await asCaller("owner-aal2", rpc("owner_booking_rules"), {})).json());
    const base = {
      minNoticeBusinessDays: current.settings.minNoticeBusinessDays,
      dailyCap: current.settings.dailyCap,
      hours: current.hours,
      durations: current.durations,
    };
    const before = await counts();
    for (const bad of [
      { ...base, dailyCap: 0 },
      { ...base, minNoticeBusinessDays: 1.5 },
      { ...base, hours: [{ weekday: 1, opens: "17:00", closes: "09:00" }] },
      { ...base, hours: [{ weekday: 8, opens: "09:00", closes: "17:00" }] },
      { ...base, hours: [{ weekday: 1, opens: "9am", closes: "17:00" }] },
      { ...base, hours: [...base.hours, base.hours[0]] },
      { ...base, durations: [{ serviceId: "appraisal", tier: "under_1500", minutes: 601 }] },
      { ...base, durations: [{ serviceId: "no-such-service", tier: "under_1500", minutes: 60 }] },
      { minNoticeBusinessDays: 1 },
    ]) {
      const response = await asCaller("owner-aal2", rpc("owner_save_booking_rules"), { p_rules: bad });
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await counts()).toEqual(before);

    // Appraisals of 120 minutes: the last open time of a 9-17 day is 15:00 local, not 16:00.
    const durations = base.durations.map((d) => (d.serviceId === "appraisal" ? { ...d, minutes: 120 } : d));
    const saved = await asCaller("owner-aal2", rpc("owner_save_booking_rules"), { p_rules: { ...base, durations } });
    expect(saved.status, await saved.clone().text()).toBe(204);
    expect((await openTimes()).durationMinutes).toBe(120);
    expect((await asCaller("owner-aal2", rpc("owner_save_booking_rules"), { p_rules: base })).status).toBe(204);
    expect((await openTimes()).durationMinutes).toBe(60);
  });
});
