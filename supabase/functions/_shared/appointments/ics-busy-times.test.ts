import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { busyTimesFromIcs, CalendarParseError, MAX_OCCURRENCES_PER_EVENT } from "./ics-busy-times.ts";

/**
 * The owner's calendar file → busy intervals (docs/decisions/051), with a
 * Google-style fixture: a weekly event in America/New_York that started
 * before the November DST change, with an EXDATE, a moved and a cancelled
 * occurrence; all-day events; free, cancelled and Outlook "free" events; UTC,
 * floating, Windows-named and undefined zones.
 */

const fixture = readFileSync(new URL("./fixtures/owner-calendar.ics", import.meta.url), "utf8");
const iso = (ms: number) => new Date(ms).toISOString();
const window = { from: Date.parse("2026-11-27T00:00:00Z"), to: Date.parse("2026-12-26T00:00:00Z") };

function intervals(text: string, range = window) {
  return busyTimesFromIcs(text, range).busy.map((time) => ({ uid: time.uid, start: iso(time.start), end: iso(time.end) }));
}

describe("busyTimesFromIcs", () => {
  it("expands, skips and converts the fixture's events inside the window", () => {
    const result = busyTimesFromIcs(fixture, window);
    expect(result.events).toBe(15);
    expect(intervals(fixture)).toEqual([
      // Clipped to the window's start.
      { uid: "overnight@example.com#2026-11-26T22:00:00.000Z", start: "2026-11-27T00:00:00.000Z", end: "2026-11-27T02:00:00.000Z" },
      // 10:00 New York in December is 15:00 UTC (EST), though the series began in EDT.
      { uid: "weekly-call@example.com#2026-12-01T15:00:00.000Z", start: "2026-12-01T15:00:00.000Z", end: "2026-12-01T16:00:00.000Z" },
      // All day in New York: midnight to midnight EST.
      { uid: "closing-day@example.com#2026-12-02T05:00:00.000Z", start: "2026-12-02T05:00:00.000Z", end: "2026-12-03T05:00:00.000Z" },
      { uid: "utc-meeting@example.com#2026-12-04T15:00:00.000Z", start: "2026-12-04T15:00:00.000Z", end: "2026-12-04T16:00:00.000Z" },
      // Floating 9:00 read as New York.
      { uid: "floating@example.com#2026-12-07T14:00:00.000Z", start: "2026-12-07T14:00:00.000Z", end: "2026-12-07T14:45:00.000Z" },
      // December 8 is an EXDATE: no occurrence.
      // Outlook's Windows zone name, defined by the file's VTIMEZONE.
      { uid: "outlook-busy@example.com#2026-12-09T18:00:00.000Z", start: "2026-12-09T18:00:00.000Z", end: "2026-12-09T19:00:00.000Z" },
      // America/Chicago is not in the file: the platform's zone data.
      { uid: "chicago@example.com#2026-12-10T15:00:00.000Z", start: "2026-12-10T15:00:00.000Z", end: "2026-12-10T16:00:00.000Z" },
      // December 15 moved from 10:00 to 14:00 by its override; the 10:00 occurrence is gone.
      { uid: "weekly-call@example.com#2026-12-15T19:00:00.000Z", start: "2026-12-15T19:00:00.000Z", end: "2026-12-15T20:00:00.000Z" },
      // December 22 cancelled by its override. Vacation: two whole days.
      { uid: "vacation@example.com#2026-12-23T05:00:00.000Z", start: "2026-12-23T05:00:00.000Z", end: "2026-12-25T05:00:00.000Z" },
    ]);
  });

  it("keeps the wall-clock time of a series across the DST change (EDT before November 1, EST after)", () => {
    const starts = intervals(fixture, { from: Date.parse("2026-10-20T00:00:00Z"), to: Date.parse("2026-11-11T00:00:00Z") })
      .filter((time) => time.uid.startsWith("weekly-call@"))
      .map((time) => time.start);
    expect(starts).toEqual(["2026-10-20T14:00:00.000Z", "2026-10-27T14:00:00.000Z", "2026-11-03T15:00:00.000Z", "2026-11-10T15:00:00.000Z"]);
  });

  it.each([
    ["every 2 weeks on Monday, Wednesday and Friday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;WKST=SU", "20261204T093000"],
    ["every 3 days", "FREQ=DAILY;INTERVAL=3", "20261207T093000"],
    ["every weekday until the new year", "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270101T000000Z", "20261208T093000"],
  ])("a series begun years ago (%s) gives the same times as stepping from its start", (_name, rule, exdate) => {
    const series = (extra: string[]) =>
      [
        ...fixture.split("\r\n").slice(0, fixture.split("\r\n").indexOf("BEGIN:VEVENT")),
        "BEGIN:VEVENT",
        "UID:old-series@example.com",
        "DTSTART;TZID=America/New_York:20190304T093000",
        "DTEND;TZID=America/New_York:20190304T101500",
        `RRULE:${rule}`,
        `EXDATE;TZID=America/New_York:${exdate}`,
        ...extra,
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n");
    // A past RDATE changes nothing in the window but makes the expansion step from DTSTART (no fast-forward).
    const stepped = intervals(series(["RDATE;TZID=America/New_York:20190301T093000"]));
    const fast = intervals(series([]));
    expect(fast).toEqual(stepped);
    expect(fast.length).toBeGreaterThanOrEqual(5);
    expect(fast.map((time) => time.start)).not.toContain(new Date(Date.parse(`${exdate.slice(0, 4)}-${exdate.slice(4, 6)}-${exdate.slice(6, 8)}T14:30:00Z`)).toISOString());
    // 9:30 New York (EST) is 14:30 UTC on every one.
    expect(new Set(fast.map((time) => time.start.slice(11)))).toEqual(new Set(["14:30:00.000Z"]));
  });

  it("an event deleted from the calendar is simply absent from the next import", () => {
    const withoutUtcMeeting = fixture.replace(/BEGIN:VEVENT\r\nUID:utc-meeting@example\.com[\s\S]*?END:VEVENT\r\n/, "");
    const uids = intervals(withoutUtcMeeting).map((time) => time.uid);
    expect(uids).not.toContain("utc-meeting@example.com#2026-12-04T15:00:00.000Z");
    expect(uids).toHaveLength(8);
  });

  it("reads a file with LF line ends and folded lines", () => {
    const lf = fixture.replace(/\r\n/g, "\n").replace("SUMMARY:Meeting in UTC", "SUMMARY:Meeting\n  in UTC");
    expect(intervals(lf)).toEqual(intervals(fixture));
  });

  it("an empty calendar has no busy times", () => {
    expect(busyTimesFromIcs("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nEND:VCALENDAR\r\n", window)).toEqual({ busy: [], events: 0 });
  });

  it.each([
    ["a login page", "<!doctype html><html><body>Sign in</body></html>"],
    ["an empty answer", ""],
    ["a vCard", "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Someone\r\nEND:VCARD\r\n"],
    ["a cut-off file", fixture.slice(0, fixture.indexOf("END:VTIMEZONE"))],
  ])("refuses %s (the caller keeps the previous import)", (_name, text) => {
    expect(() => busyTimesFromIcs(text, window)).toThrow(CalendarParseError);
  });

  it("refuses a rule that would step through too many occurrences before the window ends", () => {
    const runaway = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//x//EN",
      "BEGIN:VEVENT",
      "UID:runaway@example.com",
      "DTSTART:20200101T000000Z",
      "DTEND:20200101T000100Z",
      "RRULE:FREQ=MINUTELY",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    expect(() => busyTimesFromIcs(runaway, window)).toThrow(new RegExp(`runaway@example.com repeats more than ${MAX_OCCURRENCES_PER_EVENT}`));
  });
});
