import { describe, expect, it } from "vitest";
import { createOpenTimesCache, type CachedCalendar } from "./open-times-cache.ts";
import type { CalendarAppointment, OpenTimes, SlotRequest } from "./rules.ts";
import { DEFAULT_BOOKING_RULES } from "./test-rules.ts";

const MINUTE = 60_000;
/** Monday 2026-12-07, 08:00 in New York: the first bookable day is Tuesday the 8th. */
const NOW = Date.parse("2026-12-07T13:00:00Z");
/** Tuesday 2026-12-08, 10:00 in New York. */
const TUESDAY_TEN = Date.parse("2026-12-08T15:00:00Z");

const request: SlotRequest = { serviceType: "appraisal", tier: "under_1500", county: "hunterdon" };

const calendarWith = (appointments: CalendarAppointment[] = []): CachedCalendar => ({
  rules: DEFAULT_BOOKING_RULES,
  appointments,
  busy: [],
});

const holdAtTuesdayTen = (session: string, expires: number): CalendarAppointment => ({
  start: TUESDAY_TEN,
  end: TUESDAY_TEN + 60 * MINUTE,
  county: "hunterdon",
  held: true,
  session,
  expires,
});

const offers = (times: OpenTimes | null, instant: number) =>
  times?.days.some((day) => day.slots.some((slot) => Date.parse(slot.start) === instant)) ?? false;

describe("open times kept per calendar version", () => {
  it("answers the same service length and county from the kept answer while the version holds", () => {
    const cache = createOpenTimesCache();
    const first = cache.openTimes("1", calendarWith(), request, NOW);
    expect(offers(first, TUESDAY_TEN)).toBe(true);
    // Another service of the same length in the same county: the same answer object, not a new computation.
    expect(cache.openTimes("1", calendarWith(), { ...request, tier: "over_2500" }, NOW + 1000)).toBe(first);
    expect(cache.openTimes("1", calendarWith(), { ...request, county: "somerset" }, NOW + 1000)).not.toBe(first);
  });

  it("computes again from the new calendar as soon as the version changes", () => {
    const cache = createOpenTimesCache();
    expect(offers(cache.openTimes("1", calendarWith(), request, NOW), TUESDAY_TEN)).toBe(true);
    const booked: CalendarAppointment = { start: TUESDAY_TEN, end: TUESDAY_TEN + 60 * MINUTE, county: "hunterdon" };
    expect(offers(cache.openTimes("2", calendarWith([booked]), request, NOW + 1), TUESDAY_TEN)).toBe(false);
  });

  it("stops using an answer when a hold in it runs out, without a new version", () => {
    const cache = createOpenTimesCache();
    // It runs out well within an answer's time to live.
    const calendar = calendarWith([holdAtTuesdayTen("someone-else", NOW + 10_000)]);
    expect(offers(cache.openTimes("1", calendar, request, NOW), TUESDAY_TEN)).toBe(false);
    expect(offers(cache.openTimes("1", calendar, request, NOW + 9_999), TUESDAY_TEN)).toBe(false);
    expect(offers(cache.openTimes("1", calendar, request, NOW + 10_000), TUESDAY_TEN)).toBe(true);
  });

  it("leaves the caller's own hold out of its answer and keeps that answer from everyone else", () => {
    const cache = createOpenTimesCache();
    const calendar = calendarWith([holdAtTuesdayTen("visitor-a", NOW + 10 * MINUTE)]);
    expect(offers(cache.openTimes("1", calendar, { ...request, sessionId: "visitor-a" }, NOW), TUESDAY_TEN)).toBe(true);
    expect(offers(cache.openTimes("1", calendar, { ...request, sessionId: "visitor-b" }, NOW), TUESDAY_TEN)).toBe(false);
    expect(offers(cache.openTimes("1", calendar, request, NOW), TUESDAY_TEN)).toBe(false);
    expect(offers(cache.openTimes("1", calendar, { ...request, sessionId: "visitor-a" }, NOW + 1), TUESDAY_TEN)).toBe(true);
  });

  it("computes an answer again once it is older than its time to live (the notice period moves with the clock)", () => {
    const cache = createOpenTimesCache({ calendarTtlMs: 60_000, answerTtlMs: 30_000, maxAnswers: 10 });
    const first = cache.openTimes("1", calendarWith(), request, NOW);
    expect(cache.openTimes("1", calendarWith(), request, NOW + 29_999)).toBe(first);
    expect(cache.openTimes("1", calendarWith(), request, NOW + 30_000)).not.toBe(first);
  });

  it("keeps at most maxAnswers answers, dropping the oldest", () => {
    const cache = createOpenTimesCache({ calendarTtlMs: 60_000, answerTtlMs: 30_000, maxAnswers: 2 });
    const hunterdon = cache.openTimes("1", calendarWith(), request, NOW);
    cache.openTimes("1", calendarWith(), { ...request, county: "somerset" }, NOW);
    cache.openTimes("1", calendarWith(), { ...request, county: "morris" }, NOW);
    expect(cache.openTimes("1", calendarWith(), request, NOW)).not.toBe(hunterdon);
  });

  it("answers null for a service without an appointment length", () => {
    const cache = createOpenTimesCache();
    expect(cache.openTimes("1", calendarWith(), { serviceType: "photography", tier: "under_1500", county: "hunterdon" }, NOW)).toBeNull();
  });

  it("gives back the kept calendar only for its version and within its time to live", () => {
    const cache = createOpenTimesCache({ calendarTtlMs: 60_000, answerTtlMs: 30_000, maxAnswers: 10 });
    const calendar = calendarWith();
    expect(cache.calendar("1", NOW)).toBeUndefined();
    cache.remember("1", calendar, NOW);
    expect(cache.calendar("1", NOW + 59_999)).toBe(calendar);
    expect(cache.calendar("2", NOW)).toBeUndefined();
    expect(cache.calendar("1", NOW + 60_000)).toBeUndefined();
  });

  it("drops the answers of the old version when a new calendar is kept", () => {
    const cache = createOpenTimesCache();
    cache.remember("1", calendarWith(), NOW);
    const first = cache.openTimes("1", calendarWith(), request, NOW);
    cache.remember("2", calendarWith(), NOW);
    expect(cache.openTimes("2", calendarWith(), request, NOW)).not.toBe(first);
  });
});
