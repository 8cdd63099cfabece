import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { bookingHoldAnswerSchema, openTimesSchema, SLOT_TAKEN, type BookingTimesRequest } from "#schemas/booking.ts";
import { manageAnswerSchema, MANAGE_NOT_FOUND } from "#schemas/appointment-manage.ts";
import { BUSINESS_DEFAULTS } from "#shared/business-defaults.ts";
import { limitRefusalMessage, MANAGE_REFUSAL } from "#shared/limit-refusal.ts";
import { readInvitation } from "../../supabase/functions/_shared/appointments/invitation.ts";
import { LOCAL_BUSINESS_EMAIL } from "../../supabase/local/functions.ts";
import { postAsAnon } from "./helpers/anon-requests.ts";
import { appraisalRequest } from "./helpers/appraisal-request.ts";
import { startWithSmtpDown } from "./helpers/function-copy.ts";
import { calendarPart, sentTo, waitForMail, type CaughtMail } from "./helpers/maildev.ts";

/**
 * The manage link (docs/decisions/050) on the fresh local stack: an
 * appointment booked through the quote's three calls (times, hold, request)
 * is shown, moved and cancelled by POST /manage-appointment with the token
 * from the 201 answer and the confirmation mail; every change mails the
 * visitor and the business an invitation read back from MailDev (same UID,
 * SEQUENCE + 1, METHOD:CANCEL); inside 24 hours nothing changes and the
 * answer names the fee and the phone; wrong tokens get one 404 and the
 * address limit; a change whose mail fails is resent by the retry job with
 * the SEQUENCE of that change; the reminder goes out once, 24 hours before.
 */

const stack = inject("stack");
const fn = (name: string) => `${stack.gatewayUrl}/functions/v1/${name}`;
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 3 });
const businessEmail = process.env.BUSINESS_EMAIL ?? LOCAL_BUSINESS_EMAIL;
const run = randomUUID().slice(0, 4);
let callers = 0;
const newAddress = () => `10.${parseInt(run.slice(0, 2), 16)}.${parseInt(run.slice(2), 16)}.${1 + (++callers % 250)}`;
const post = (url: string, body: unknown, address = newAddress()) => postAsAnon(url, body, { address });
const manage = (body: unknown, address?: string) => post(fn("manage-appointment"), body, address);

const appraisal: BookingTimesRequest = { serviceType: "appraisal", tier: "1500_to_2500", county: "hunterdon" };

async function openTimes() {
  const response = await post(fn("booking-times"), appraisal);
  expect(response.status).toBe(200);
  return openTimesSchema.parse(await response.json());
}

interface Booked {
  token: string;
  email: string;
  requestId: string;
  appointmentId: string;
  start: string;
}

let emails = 0;
/** Books the first open time of day `dayIndex` as a visitor does: times, hold, request (to `sendUrl`: the stack's send-contact-email unless said). */
async function book(dayIndex: number, slotIndex = 0, sendUrl = fn("send-contact-email")): Promise<Booked> {
  const day = (await openTimes()).days[dayIndex]!;
  const start = day.slots[slotIndex]!.start;
  const held = await post(fn("booking-hold"), { ...appraisal, start, sessionId: randomUUID() });
  expect(held.status).toBe(201);
  const { holdToken } = bookingHoldAnswerSchema.parse(await held.json());
  const email = `manage.${run}.${++emails}@example.com`;
  const body = appraisalRequest(email, holdToken);
  const sent = await post(sendUrl, body);
  expect(sent.status).toBe(201);
  const answer = (await sent.json()) as { id: string; appointment: { start: string; manageToken: string } };
  const { rows } = await db.query<{ id: string }>("select id from appointments where service_request_id = $1", [answer.id]);
  return { token: answer.appointment.manageToken, email, requestId: answer.id, appointmentId: rows[0]!.id, start };
}

async function row(id: string) {
  const { rows } = await db.query<{ status: string; start: Date; sequence: number; reminder_sent_at: Date | null }>(
    "select status, lower(during) as start, sequence, reminder_sent_at from appointments where id = $1",
    [id],
  );
  return rows[0]!;
}

async function invitationOf(mail: CaughtMail) {
  const part = await calendarPart(mail);
  expect(part, `a text/calendar part in "${mail.subject}"`).not.toBeNull();
  return { contentType: part!.contentType, ...readInvitation(part!.ics) };
}

const businessMailAbout = (email: string, subject: RegExp) => (mail: CaughtMail) =>
  sentTo(businessEmail)(mail) && subject.test(mail.subject) && mail.text.includes(email);

interface JobAnswer {
  appointmentMails: { remindersQueued: number; mails: { status: string; kind: string }[] };
  failedAppointmentMailsReport: { mails: number; sent: boolean; error?: string };
}

async function runJob(url = fn("send-due-mail")): Promise<JobAnswer> {
  const response = await fetch(url, {
    method: "POST",
    headers: { apikey: stack.secretKey, "Content-Type": "application/json" },
    body: "{}",
  });
  expect(response.status).toBe(200);
  return (await response.json()) as JobAnswer;
}

let booked: Booked;

beforeAll(async () => {
  await db.query("delete from appointments");
  booked = await book(3);
});
afterAll(async () => {
  await db.query("delete from appointments");
  await db.end();
});

describe("the booking's mails", () => {
  it("the confirmation carries the manage link and an invitation (REQUEST, SEQUENCE 0); the business's notification the same invitation", async () => {
    expect(booked.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [confirmation] = await waitForMail((mail) => sentTo(booked.email)(mail) && mail.text.startsWith("Your appointment:"));
    expect(confirmation!.text).toContain(`/appointment/${booked.token}`);
    const invitation = await invitationOf(confirmation!);
    expect(invitation.contentType).toMatch(/method=REQUEST/i);
    expect(invitation).toMatchObject({ method: "REQUEST", sequence: 0, start: booked.start, status: "CONFIRMED" });
    expect(invitation.uid).toContain(booked.appointmentId);
    expect(invitation.summary).toBe("Refinance appraisal: 12 Orchard Lane, Flemington");
    expect(invitation.organizer).toBe(`mailto:${businessEmail}`);
    const [notification] = await waitForMail((mail) => sentTo(businessEmail)(mail) && mail.text.includes(`Request id: ${booked.requestId}`));
    expect(notification!.text).toMatch(/^Appointment booked: /);
    expect((await invitationOf(notification!)).uid).toBe(invitation.uid);
  });
});

describe("POST /manage-appointment", () => {
  it("view: the appointment in Eastern Time terms, changeable, with open times that leave itself out", async () => {
    const response = await manage({ token: booked.token, action: "view" });
    expect(response.status).toBe(200);
    const answer = manageAnswerSchema.parse(await response.json());
    expect(answer.appointment).toMatchObject({
      status: "booked",
      start: booked.start,
      timeZone: "America/New_York",
      durationMinutes: 60,
      service: "Refinance appraisal",
      address: "12 Orchard Lane, Flemington",
      changeable: true,
    });
    expect(answer.phone).toMatch(/\d{3}.*\d{4}/);
    const starts = answer.times!.days.flatMap((day) => day.slots.map((slot) => slot.start));
    // Its own time is offered (moving within travel of itself is no conflict).
    expect(starts).toContain(booked.start);
  });

  it("reschedule: moved under the booking rules, SEQUENCE 1, both mails with the same UID; a taken time is 409 and changes nothing", async () => {
    const other = await book(5);
    // Another booked appointment's time: taken.
    const taken = await manage({ token: booked.token, action: "reschedule", start: other.start });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual(SLOT_TAKEN);
    expect(await row(booked.appointmentId)).toMatchObject({ sequence: 0, start: new Date(booked.start) });

    const view = manageAnswerSchema.parse(await (await manage({ token: booked.token, action: "view" })).json());
    const target = view.times!.days[6]!.slots[2]!.start;
    const moved = await manage({ token: booked.token, action: "reschedule", start: target });
    expect(moved.status).toBe(200);
    expect(manageAnswerSchema.parse(await moved.json()).appointment).toMatchObject({ status: "booked", start: target, changeable: true });
    expect(await row(booked.appointmentId)).toMatchObject({ status: "booked", sequence: 1, start: new Date(target) });

    const [visitorMail] = await waitForMail((mail) => sentTo(booked.email)(mail) && mail.subject.startsWith("Appointment moved to"));
    expect(visitorMail!.text).toContain(`/appointment/${booked.token}`);
    const invitation = await invitationOf(visitorMail!);
    expect(invitation).toMatchObject({ method: "REQUEST", sequence: 1, start: target });
    expect(invitation.uid).toContain(booked.appointmentId);
    const [businessMail] = await waitForMail(businessMailAbout(booked.email, /^Appointment moved to/));
    expect(await invitationOf(businessMail!)).toMatchObject({ uid: invitation.uid, sequence: 1, start: target });
    // The old time is open again.
    const starts = (await openTimes()).days.flatMap((day) => day.slots.map((slot) => slot.start));
    expect(starts).toContain(booked.start);
    booked = { ...booked, start: target };
  });

  it("cancel: cancelled, METHOD:CANCEL with SEQUENCE 2 to both; the link then shows it cancelled, with no actions", async () => {
    const response = await manage({ token: booked.token, action: "cancel" });
    expect(response.status).toBe(200);
    expect(manageAnswerSchema.parse(await response.json()).appointment).toMatchObject({ status: "cancelled", changeable: false });
    expect(await row(booked.appointmentId)).toMatchObject({ status: "cancelled", sequence: 2 });
    const [visitorMail] = await waitForMail((mail) => sentTo(booked.email)(mail) && mail.subject.startsWith("Appointment cancelled"));
    const invitation = await invitationOf(visitorMail!);
    expect(invitation.contentType).toMatch(/method=CANCEL/i);
    expect(invitation).toMatchObject({ method: "CANCEL", status: "CANCELLED", sequence: 2, start: booked.start });
    const [businessMail] = await waitForMail(businessMailAbout(booked.email, /^Appointment cancelled/));
    expect(await invitationOf(businessMail!)).toMatchObject({ method: "CANCEL", sequence: 2 });
    const view = manageAnswerSchema.parse(await (await manage({ token: booked.token, action: "view" })).json());
    expect(view).toMatchObject({ appointment: { status: "cancelled", changeable: false }, times: null });
    // Its time is free again.
    expect((await openTimes()).days.flatMap((day) => day.slots.map((slot) => slot.start))).toContain(booked.start);
  });

  it("inside 24 hours: shown, not changeable; reschedule and cancel answer 409 with the fee and the phone, and change nothing, mail nothing", async () => {
    const soon = await book(8);
    // Twenty hours from now (a test's direct write: no open time is that close).
    await db.query(
      "update appointments set during = tstzrange(date_trunc('minute', now()) + interval '20 hours', date_trunc('minute', now()) + interval '21 hours') where id = $1",
      [soon.appointmentId],
    );
    const before = await row(soon.appointmentId);
    const view = manageAnswerSchema.parse(await (await manage({ token: soon.token, action: "view" })).json());
    expect(view).toMatchObject({ appointment: { status: "booked", changeable: false }, times: null });
    const target = (await openTimes()).days[10]!.slots[0]!.start;
    for (const body of [{ action: "cancel" }, { action: "reschedule", start: target }]) {
      const refused = await manage({ token: soon.token, ...body });
      expect(refused.status).toBe(409);
      const answer = (await refused.json()) as { error: string; code: string };
      expect(answer.code).toBe("too_late");
      expect(answer.error).toMatch(/less than 24 hours away.*fee.*call us at \(\d{3}\) \d{3}-\d{4}/);
    }
    expect(await row(soon.appointmentId)).toEqual(before);
    expect(await waitForMail((mail) => sentTo(soon.email)(mail) && /moved|cancelled/i.test(mail.subject), 0, 300)).toEqual([]);
  });

  it("a wrong, a malformed and a long-cancelled token get the same 404; 400 for a bad body; nothing changes", async () => {
    const old = await book(9);
    await db.query(
      "update appointments set status = 'cancelled', cancelled_at = now() - interval '40 days', created_at = now() - interval '41 days' where id = $1",
      [old.appointmentId],
    );
    const answers = [];
    for (const token of [old.token, old.token.slice(0, -1) + (old.token.endsWith("A") ? "B" : "A"), "not a token", "x".repeat(200), ""]) {
      const response = await manage({ token, action: "view" });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers).toEqual(Array(5).fill({ status: 404, body: MANAGE_NOT_FOUND }));
    expect((await manage({ token: booked.token, action: "reschedule" })).status).toBe(400);
    expect((await manage({ token: booked.token, action: "delete" })).status).toBe(400);
    expect((await manage({ token: "x".repeat(201), action: "view" })).status).toBe(400);
  });

  it("429 past 30 requests in ten minutes from one address, whatever the token; other addresses are not affected", async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index++) statuses.push((await manage({ token: `guess-${index}`, action: "view" }, address)).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(statuses[30]).toBe(429);
    const fresh = await book(11);
    const refused = await manage({ token: fresh.token, action: "cancel" }, address);
    expect(refused.status).toBe(429);
    // Call now, and the page works again when the ten-minute rule's window turns (decision 059).
    expect(await refused.json()).toEqual({ error: limitRefusalMessage(MANAGE_REFUSAL, BUSINESS_DEFAULTS.phone, 600) });
    expect((await row(fresh.appointmentId)).status).toBe("booked");
    expect((await manage({ token: fresh.token, action: "view" })).status).toBe(200);
  });
});

describe("mail outage and reminders", () => {
  let manageWithSmtpDown: Awaited<ReturnType<typeof startWithSmtpDown>>;
  let sendWithSmtpDown: Awaited<ReturnType<typeof startWithSmtpDown>>;
  let jobWithSmtpDown: Awaited<ReturnType<typeof startWithSmtpDown>>;
  beforeAll(async () => {
    [manageWithSmtpDown, sendWithSmtpDown, jobWithSmtpDown] = await Promise.all([
      startWithSmtpDown("manage-appointment"),
      startWithSmtpDown("send-contact-email"),
      startWithSmtpDown("send-due-mail"),
    ]);
  });
  afterAll(async () => Promise.all([manageWithSmtpDown?.stop(), sendWithSmtpDown?.stop(), jobWithSmtpDown?.stop()]));

  /** Moves the appointment to an open time of day `dayIndex` through a manage function whose SMTP is down; answers that time. */
  async function rescheduleWithSmtpDown(appointment: Booked, dayIndex: number, slotIndex: number): Promise<string> {
    const view = manageAnswerSchema.parse(await (await manage({ token: appointment.token, action: "view" })).json());
    const target = view.times!.days[dayIndex]!.slots[slotIndex]!.start;
    const response = await fetch(manageWithSmtpDown.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: appointment.token, action: "reschedule", start: target }),
    });
    expect(response.status).toBe(200);
    return target;
  }

  it("a booking whose mails failed: the job's resend carries the time, the manage link and the invitation", async () => {
    const appointment = await book(2, 0, sendWithSmtpDown.url);
    const { rows } = await db.query<{ email_status: string }>("select email_status from service_requests where id = $1", [appointment.requestId]);
    expect(rows[0]!.email_status).toBe("retry");
    await db.query("update service_requests set next_attempt_at = now() where id = $1", [appointment.requestId]);
    await runJob();
    const [confirmation] = await waitForMail((mail) => sentTo(appointment.email)(mail) && mail.text.startsWith("Your appointment:"));
    expect(confirmation!.text).toContain(`/appointment/${appointment.token}`);
    expect(await invitationOf(confirmation!)).toMatchObject({ method: "REQUEST", sequence: 0, start: appointment.start });
    const [notification] = await waitForMail((mail) => sentTo(businessEmail)(mail) && mail.text.includes(`Request id: ${appointment.requestId}`));
    expect(notification!.text).toMatch(/^Appointment booked: /);
    expect((await invitationOf(notification!)).uid).toContain(appointment.appointmentId);
  });

  it("a reschedule whose mails failed is stored and done; the job resends both with that reschedule's SEQUENCE", async () => {
    const appointment = await book(12);
    const target = await rescheduleWithSmtpDown(appointment, 13, 1);
    expect(await row(appointment.appointmentId)).toMatchObject({ sequence: 1, start: new Date(target) });
    const { rows } = await db.query<{ status: string; attempts: number }>(
      "select status, attempts from appointment_mails where appointment_id = $1 order by recipient",
      [appointment.appointmentId],
    );
    expect(rows).toEqual([
      { status: "retry", attempts: 1 },
      { status: "retry", attempts: 1 },
    ]);
    await db.query("update appointment_mails set next_attempt_at = now() where appointment_id = $1", [appointment.appointmentId]);
    await runJob();
    const [visitorMail] = await waitForMail((mail) => sentTo(appointment.email)(mail) && mail.subject.startsWith("Appointment moved to"));
    expect(await invitationOf(visitorMail!)).toMatchObject({ method: "REQUEST", sequence: 1, start: target });
    expect(await waitForMail(businessMailAbout(appointment.email, /^Appointment moved to/))).toHaveLength(1);
    const after = await db.query<{ status: string }>("select status from appointment_mails where appointment_id = $1", [appointment.appointmentId]);
    expect(after.rows.map((mail) => mail.status)).toEqual(["sent", "sent"]);
  });

  it("appointment mails given up on are told to the business once, in one summary, when mail works again", async () => {
    const appointment = await book(10);
    await rescheduleWithSmtpDown(appointment, 9, 0);
    // As the last failed attempt leaves them (docs/decisions/034): failed, no next attempt.
    await db.query(
      "update appointment_mails set status = 'failed', attempts = 10, next_attempt_at = null, last_error = 'connect ECONNREFUSED 127.0.0.1:2' where appointment_id = $1",
      [appointment.appointmentId],
    );
    const reported = async () =>
      (
        await db.query<{ recipient: string; failure_reported_at: Date | null; claimed_until: Date | null }>(
          "select recipient, failure_reported_at, claimed_until from appointment_mails where appointment_id = $1 order by recipient",
          [appointment.appointmentId],
        )
      ).rows;
    const summaryAbout = (mail: CaughtMail) =>
      sentTo(businessEmail)(mail) && mail.subject === "2 appointment emails could not be sent" && mail.text.includes(appointment.email);

    // While mail is still down: no summary, the rows stay unreported and unclaimed for the next run.
    const down = await runJob(jobWithSmtpDown.url);
    expect(down.failedAppointmentMailsReport).toMatchObject({ mails: 2, sent: false });
    expect(await reported()).toEqual([
      { recipient: "business", failure_reported_at: null, claimed_until: null },
      { recipient: "visitor", failure_reported_at: null, claimed_until: null },
    ]);

    const first = await runJob();
    expect(first.failedAppointmentMailsReport).toEqual({ mails: 2, sent: true });
    const [summary] = await waitForMail(summaryAbout);
    expect(summary!.text).toContain("Reschedule notice to the client:");
    expect(summary!.text).toContain("Reschedule notice to the business:");
    expect(summary!.text).toContain("now booked");
    expect(summary!.text).toContain("Not sent after 10 attempts");
    expect(summary!.text).toContain("Last error: connect ECONNREFUSED 127.0.0.1:2");
    expect((await reported()).every((mail) => mail.failure_reported_at !== null && mail.claimed_until === null)).toBe(true);

    const second = await runJob();
    expect(second.failedAppointmentMailsReport).toEqual({ mails: 0, sent: false });
    expect(await waitForMail(summaryAbout, 1, 500)).toHaveLength(1);
  });

  it("the reminder: 23 hours ahead, booked days ago: one mail with the link and the invitation, never twice; one booked just now gets none", async () => {
    const due = await book(0);
    const fresh = await book(1);
    await db.query(
      `update appointments set during = tstzrange(date_trunc('minute', now()) + interval '23 hours', date_trunc('minute', now()) + interval '24 hours'),
              booked_at = now() - interval '3 days', created_at = now() - interval '3 days' where id = $1`,
      [due.appointmentId],
    );
    await db.query(
      "update appointments set during = tstzrange(date_trunc('minute', now()) + interval '21.5 hours', date_trunc('minute', now()) + interval '22.5 hours') where id = $1",
      [fresh.appointmentId],
    );
    const first = await runJob();
    expect(first.appointmentMails.remindersQueued).toBe(1);
    const [reminder] = await waitForMail((mail) => sentTo(due.email)(mail) && mail.subject.startsWith("Reminder:"));
    expect(reminder!.text).toContain(`/appointment/${due.token}`);
    expect(await invitationOf(reminder!)).toMatchObject({ method: "REQUEST", sequence: 0 });
    expect((await row(due.appointmentId)).reminder_sent_at).not.toBeNull();
    const second = await runJob();
    expect(second.appointmentMails.remindersQueued).toBe(0);
    expect(await waitForMail((mail) => sentTo(due.email)(mail) && mail.subject.startsWith("Reminder:"), 1, 500)).toHaveLength(1);
    expect(await waitForMail((mail) => sentTo(fresh.email)(mail) && mail.subject.startsWith("Reminder:"), 0, 300)).toEqual([]);
  });
});
