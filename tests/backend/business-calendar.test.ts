import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import ICAL from "ical.js";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openTimesSchema, type BookingTimesRequest } from "#schemas/booking.ts";
import { addDays, zoneOffsetMs, zonedInstant } from "#shared/booking/time-zone.ts";
import { appointmentUid } from "../../supabase/functions/_shared/appointments/appointment-uid.ts";
import { BUSINESS_CALENDAR_SOURCE } from "../../supabase/functions/_shared/appointments/busy-times-store.ts";
import { postAsAnon } from "./helpers/anon-requests.ts";
import { startFunctionCopy, type FunctionCopy } from "./helpers/function-copy.ts";

/**
 * The owner's calendar and the booking slots (docs/decisions/051), on the
 * fresh local stack:
 *  - import-business-calendar, run by Deno as the stack runs it with
 *    BUSINESS_CALENDAR_ICS_URL pointing at a stand-in calendar server on
 *    127.0.0.1, serving a file made for today's open days: a weekly busy
 *    event at 10:00 New York time that began on the other side of a DST
 *    change, with one EXDATE; an all-day event; a transparent event. After the
 *    import booking-times (through the gateway) no longer offers the weekly
 *    event's times, offers the EXDATE'd day and the transparent event's time;
 *    an event deleted from the calendar frees its day at the next import; a
 *    failed fetch keeps the previous import; only a secret key runs the job.
 *  - calendar-feed with CALENDAR_FEED_TOKEN: the booked appointments as
 *    iCalendar, read back with ical.js; a wrong or missing token is a 404.
 */

const stack = inject("stack");
const gateway = (name: string) => `${stack.gatewayUrl}/functions/v1/${name}`;
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
const ZONE = "America/New_York";
const DAY_MS = 86_400_000;

const run = randomUUID().slice(0, 4);
let callers = 0;
const newAddress = () => `10.${parseInt(run.slice(0, 2), 16)}.${parseInt(run.slice(2), 16)}.${1 + (++callers % 250)}`;
const appraisal: BookingTimesRequest = { serviceType: "appraisal", tier: "1500_to_2500", county: "hunterdon" };

async function openDays(): Promise<Map<string, string[]>> {
  const response = await postAsAnon(gateway("booking-times"), appraisal, { address: newAddress() });
  expect(response.status).toBe(200);
  const times = openTimesSchema.parse(await response.json());
  return new Map(times.days.map((day) => [day.date, day.slots.map((slot) => slot.start)]));
}
/** The slot starting at `clock` ("10:30") New York time on `date`, as booking-times writes it. */
const slotAt = (date: string, clock: string) => {
  const [hours, minutes] = clock.split(":").map(Number);
  return new Date(zonedInstant(date, hours! * 60 + minutes!, ZONE)).toISOString();
};

// ------------------------------------------------------- the stand-in calendar

let calendarServer: Server;
let serve: { status: number; body: string } = { status: 200, body: "" };
let importer: FunctionCopy;
let feed: FunctionCopy;
const FEED_TOKEN = randomBytes(32).toString("base64url");
const SITE_URL = "https://www.example.test";

const NEW_YORK_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:America/New_York",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];
const basic = (date: string) => date.replaceAll("-", "");

interface CalendarDays {
  /** The weekly event's day: 10:00-11:00 busy. */
  weekly: string;
  /** A week later: the same weekly event, EXDATE'd. */
  excluded: string;
  /** The weekly event's first occurrence, on the other side of a DST change. */
  seriesStart: string;
  allDay: string;
  transparent: string;
}

function calendarFile(days: CalendarDays, { withAllDay = true } = {}): string {
  const event = (lines: string[]) => ["BEGIN:VEVENT", ...lines, "DTSTAMP:20261101T120000Z", "END:VEVENT"];
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Stand-in//Owner calendar//EN",
    ...NEW_YORK_VTIMEZONE,
    ...event([
      `UID:weekly-${run}@example.com`,
      "SUMMARY:Weekly lender call",
      `DTSTART;TZID=America/New_York:${basic(days.seriesStart)}T100000`,
      `DTEND;TZID=America/New_York:${basic(days.seriesStart)}T110000`,
      "RRULE:FREQ=WEEKLY",
      `EXDATE;TZID=America/New_York:${basic(days.excluded)}T100000`,
    ]),
    ...(withAllDay
      ? event([`UID:all-day-${run}@example.com`, "SUMMARY:Closing", `DTSTART;VALUE=DATE:${basic(days.allDay)}`, `DTEND;VALUE=DATE:${basic(addDays(days.allDay, 1))}`])
      : []),
    ...event([
      `UID:free-${run}@example.com`,
      "SUMMARY:Reminder (free)",
      `DTSTART;TZID=America/New_York:${basic(days.transparent)}T130000`,
      `DTEND;TZID=America/New_York:${basic(days.transparent)}T140000`,
      "TRANSP:TRANSPARENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** Days with all fifteen starts (9:00-16:00), a weekday whose next week is full too, and two more full days. */
function chooseDays(open: Map<string, string[]>): CalendarDays {
  const full = [...open].filter(([, slots]) => slots.length === 15).map(([date]) => date);
  const weekly = full.find((date) => full.includes(addDays(date, 7)));
  if (!weekly) throw new Error("no full day whose next week is full too");
  const excluded = addDays(weekly, 7);
  const others = full.filter((date) => ![weekly, excluded].includes(date) && (Date.parse(date) - Date.parse(weekly)) % (7 * DAY_MS) !== 0);
  if (others.length < 2) throw new Error("not enough full days");
  // Weeks back until the offset differs: the series began across a DST change.
  const offsetAt = (date: string) => zoneOffsetMs(zonedInstant(date, 600, ZONE), ZONE);
  let seriesStart = addDays(weekly, -7);
  while (offsetAt(seriesStart) === offsetAt(weekly)) seriesStart = addDays(seriesStart, -7);
  return { weekly, excluded, seriesStart, allDay: others[0]!, transparent: others[1]! };
}

async function runImport(key = stack.secretKey, url = importer.url) {
  const response = await fetch(url, { method: "POST", headers: { apikey: key, "Content-Type": "application/json" }, body: "{}" });
  return { status: response.status, body: (await response.json()) as { ok: boolean; configured?: boolean; busyTimes?: number; error?: string } };
}
const importedRows = async () =>
  (
    await db.query<{ uid: string; starts: Date; ends: Date }>(
      "select uid, lower(during) as starts, upper(during) as ends from business_busy_times where source = $1 order by lower(during)",
      [BUSINESS_CALENDAR_SOURCE],
    )
  ).rows.map((row) => `${row.uid} ${row.starts.toISOString()} ${row.ends.toISOString()}`);

beforeAll(async () => {
  calendarServer = createServer((req, res) => {
    if (req.url !== "/calendar/ical/secret-path/basic.ics") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(serve.status, { "content-type": "text/calendar; charset=utf-8" });
    res.end(serve.body);
  });
  await new Promise<void>((resolve) => calendarServer.listen(0, "127.0.0.1", resolve));
  const port = (calendarServer.address() as AddressInfo).port;
  [importer, feed] = await Promise.all([
    startFunctionCopy("import-business-calendar", {
      env: { BUSINESS_CALENDAR_ICS_URL: `http://127.0.0.1:${port}/calendar/ical/secret-path/basic.ics`, BUSINESS_CALENDAR_TIMEOUT_MS: "3000" },
    }),
    startFunctionCopy("calendar-feed", { env: { CALENDAR_FEED_TOKEN: FEED_TOKEN, SITE_URL } }),
  ]);
});

afterAll(async () => {
  await Promise.all([importer?.stop(), feed?.stop()]);
  await new Promise<void>((resolve) => calendarServer?.close(() => resolve()));
  await db.query("delete from business_busy_times where source = $1", [BUSINESS_CALENDAR_SOURCE]);
  await db.query("delete from business_calendar_imports where source = $1", [BUSINESS_CALENDAR_SOURCE]);
  await db.query("delete from appointments where calendar = 'feed-test'");
  await db.query("delete from service_requests where email = $1", [`feed.${run}@example.com`]);
  await db.end();
});

describe("import-business-calendar", () => {
  it("closes the owner's busy times, keeps them through a failed fetch, frees a deleted event's day", async () => {
    const days = chooseDays(await openDays());
    serve = { status: 200, body: calendarFile(days) };
    const first = await runImport();
    expect(first).toMatchObject({ status: 200, body: { ok: true, configured: true } });

    const open = await openDays();
    const weekly = open.get(days.weekly) ?? [];
    // Busy 10:00-11:00 EST/EDT as the day has it, plus the 15-minute allowance either side: 9:00 to 11:00 are gone.
    for (const clock of ["09:00", "09:30", "10:00", "10:30", "11:00"]) expect(weekly).not.toContain(slotAt(days.weekly, clock));
    expect(weekly).toContain(slotAt(days.weekly, "11:30"));
    expect(weekly).toHaveLength(10);
    // The EXDATE'd occurrence and the transparent event close nothing; the all-day event closes its day.
    expect(open.get(days.excluded)).toHaveLength(15);
    expect(open.get(days.transparent)).toHaveLength(15);
    expect(open.has(days.allDay)).toBe(false);
    const stored = await importedRows();
    expect(stored.length).toBe(first.body.busyTimes);
    expect(stored).toContain(
      `weekly-${run}@example.com#${slotAt(days.weekly, "10:00")} ${slotAt(days.weekly, "10:00")} ${slotAt(days.weekly, "11:00")}`,
    );

    // The calendar is down: 502, the previous import stays, the failure is recorded.
    serve = { status: 500, body: "upstream error" };
    const failed = await runImport();
    expect(failed.status).toBe(502);
    expect(failed.body.error).toMatch(/answered 500; the previous import is kept/);
    expect(failed.body.error).not.toContain("secret-path");
    expect(await importedRows()).toEqual(stored);
    expect((await openDays()).has(days.allDay)).toBe(false);
    // Not a calendar (a login page): the same.
    serve = { status: 200, body: "<!doctype html><title>Sign in</title>" };
    expect((await runImport()).status).toBe(502);
    expect(await importedRows()).toEqual(stored);
    const { rows } = await db.query<{ last_error: string; last_success_at: Date | null; busy_times: number }>(
      "select last_error, last_success_at, busy_times from business_calendar_imports where source = $1",
      [BUSINESS_CALENDAR_SOURCE],
    );
    expect(rows[0]).toMatchObject({ last_error: expect.stringMatching(/not an iCalendar file/), busy_times: stored.length });
    expect(rows[0]!.last_success_at).not.toBeNull();

    // The all-day event deleted from the calendar: its day is open again after the next import.
    serve = { status: 200, body: calendarFile(days, { withAllDay: false }) };
    expect((await runImport()).status).toBe(200);
    const after = await openDays();
    expect(after.get(days.allDay)).toHaveLength(15);
    expect(after.get(days.weekly)).toHaveLength(10);
  });

  it("runs only with a secret key: the publishable key and no key get 401, and nothing is imported", async () => {
    const before = await importedRows();
    expect((await runImport(stack.publishableKey)).status).toBe(401);
    const bare = await fetch(importer.url, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(bare.status).toBe(401);
    expect(await importedRows()).toEqual(before);
  });

  it("Supabase Cron runs it every 5 minutes with the secret key, as the other jobs (migration 20261127000800)", async () => {
    // The local Postgres has no pg_cron: the migration's schedule is read, and its command built as pg_cron would run it.
    const migration = readFileSync(new URL("../../supabase/migrations/20261127000800_business_calendar_import.sql", import.meta.url), "utf8");
    expect(migration).toContain("cron.schedule('import-business-calendar', '*/5 * * * *', private.cron_job_command('import-business-calendar'))");
    const { rows } = await db.query<{ command: string }>("select private.cron_job_command('import-business-calendar') as command");
    expect(rows[0]!.command).toContain("'/functions/v1/import-business-calendar'");
    expect(rows[0]!.command).toContain("private.cron_job_headers(s.key)");
  });

  it("the stack's own copy, without BUSINESS_CALENDAR_ICS_URL, says it is not configured and changes nothing", async () => {
    const before = await importedRows();
    expect(await runImport(stack.secretKey, gateway("import-business-calendar"))).toEqual({ status: 200, body: { ok: true, configured: false } });
    expect((await runImport(stack.publishableKey, gateway("import-business-calendar"))).status).toBe(401);
    expect(await importedRows()).toEqual(before);
  });
});

describe("calendar-feed", () => {
  const hour = (days: number, hours: number) => new Date(Math.ceil(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS + hours * 3_600_000);

  it("lists every upcoming booked appointment with its UID and times; cancelled and held ones are absent", async () => {
    const {
      rows: [request],
    } = await db.query<{ id: string }>(
      `insert into service_requests (first_name, last_name, email, phone, service_type, property_address, message, email_status)
       values ('Dana', 'Whitfield', $1, '9085550142', 'appraisal', '12 Orchard Lane, Flemington', 'Gate code 1234', 'sent') returning id`,
      [`feed.${run}@example.com`],
    );
    const insert = async (status: string, start: Date, minutes: number, extra: { requestId?: string; expires?: Date } = {}) => {
      const { rows } = await db.query<{ id: string }>(
        `insert into appointments (calendar, status, during, service_type, service_id, duration_minutes, county, service_request_id,
                                   booked_at, cancelled_at, hold_token_hash, expires_at)
         values ('feed-test', $1, tstzrange($2, $2::timestamptz + make_interval(mins => $3)), 'appraisal', 'appraisal', $3, 'hunterdon', $4,
                 case when $1 = 'booked' then now() end, case when $1 = 'cancelled' then now() end,
                 case when $1 = 'held' then encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex') end, $5)
         returning id`,
        [status, start.toISOString(), minutes, extra.requestId ?? null, extra.expires?.toISOString() ?? null],
      );
      return rows[0]!.id;
    };
    const withRequest = await insert("booked", hour(30, 14), 60, { requestId: request!.id });
    const byHand = await insert("booked", hour(31, 15), 90);
    const cancelled = await insert("cancelled", hour(32, 14), 60);
    const held = await insert("held", hour(33, 14), 60, { expires: new Date(Date.now() + 600_000) });
    const longAgo = await insert("booked", hour(-60, 14), 60);

    const response = await fetch(`${feed.url}?token=${FEED_TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]);
    const events = new Map(calendar.getAllSubcomponents("vevent").map((component) => [new ICAL.Event(component).uid, new ICAL.Event(component)]));
    const booked = (await db.query<{ id: string }>("select id from appointments where status = 'booked' and upper(during) > now()")).rows;
    for (const { id } of booked) expect(events.has(appointmentUid(id))).toBe(true);

    const first = events.get(appointmentUid(withRequest))!;
    expect(first.startDate.toJSDate().toISOString()).toBe(hour(30, 14).toISOString());
    expect(first.endDate.toJSDate().toISOString()).toBe(hour(30, 15).toISOString());
    expect(first.summary).toBe("Appraisal: Dana Whitfield");
    expect(first.location).toBe("12 Orchard Lane, Flemington");
    expect(first.description).toContain("Phone: 9085550142");
    const second = events.get(appointmentUid(byHand))!;
    expect(second.endDate.toJSDate().toISOString()).toBe(hour(31, 16.5).toISOString());
    for (const absent of [cancelled, held, longAgo]) expect(events.has(appointmentUid(absent))).toBe(false);
  });

  it.each([
    ["a wrong token", `?token=${FEED_TOKEN.slice(0, -1)}x`],
    ["no token", ""],
    ["an empty token", "?token="],
    ["the token with more after it", `?token=${FEED_TOKEN}x`],
  ])("answers %s with a 404 that reveals nothing", async (_name, query) => {
    const response = await fetch(`${feed.url}${query}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });

  it("the stack's own copy, without CALENDAR_FEED_TOKEN, answers 404 to any token", async () => {
    const response = await fetch(`${gateway("calendar-feed")}?token=${FEED_TOKEN}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });
});
