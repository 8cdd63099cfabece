import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { federalHolidays } from "./holidays.ts";
import { NJ_COUNTY_SLUGS } from "./nj-county-centroids.ts";
import { firstBookableDate, isBusinessDay, isOpenSlot, keepsBookedRules, openSlots, openTimes } from "./open-times.ts";
import type { BookingRules, CalendarAppointment, SlotNeed, TimeRange } from "./rules.ts";
import { DEFAULT_BOOKING_RULES } from "./test-rules.ts";
import { travelMinutes } from "./travel.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;

/** New York wall clock read with Intl directly, not with ./time-zone.ts: an independent check. */
const newYork = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  hourCycle: "h23",
  weekday: "short",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
const ISO_WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
function inNewYork(iso: string) {
  const parts = Object.fromEntries(newYork.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: ISO_WEEKDAYS[parts.weekday!]!,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The ISO weekday of a local date, read with Date directly. */
const weekdayOf = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * Whether a federal holiday closes `date`, computed here from the observed dates alone: the
 * date is an observed one, or the Saturday before an observed Friday or the Sunday after an
 * observed Monday whose actual date it is (a fixed-date holiday moved off a weekend).
 */
function holidayCloses(date: string): boolean {
  const year = Number(date.slice(0, 4));
  const observedDates = new Set([year - 1, year, year + 1].flatMap((y) => [...federalHolidays(y).keys()]));
  if (observedDates.has(date)) return true;
  const shifted = (days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
  const fixed = ["01-01", "06-19", "07-04", "11-11", "12-25"];
  if (!fixed.includes(date.slice(5)) || (date.slice(5) === "06-19" && year < 2021)) return false;
  return (weekdayOf(date) === 6 && observedDates.has(shifted(-1))) || (weekdayOf(date) === 7 && observedDates.has(shifted(1)));
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const clockMinutesOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));

/**
 * The weeks the hours table may hold: Monday to Friday, a six-day week (Monday to Saturday),
 * or any weekdays with gaps (Sunday included), each day with its own hours.
 */
const weekdays = fc.oneof(
  fc.constant([1, 2, 3, 4, 5]),
  fc.constant([1, 2, 3, 4, 5, 6]),
  fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }).map((days) => days.sort()),
);
const dayHours = fc.record({
  opens: fc.integer({ min: 7 * 4, max: 10 * 4 }).map((quarter) => quarter * 15),
  closes: fc.integer({ min: 15 * 4, max: 19 * 4 }).map((quarter) => quarter * 15),
});
const hoursTable = weekdays.chain((days) =>
  fc.tuple(...days.map(() => dayHours)).map((hours) => days.map((weekday, index) => ({ weekday, opens: clock(hours[index]!.opens), closes: clock(hours[index]!.closes) }))),
);

const county = fc.constantFrom(...NJ_COUNTY_SLUGS);
/** Any instant from 2026 to 2028 (both DST changes of each year included). */
const nowArb = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 1) });

interface Scenario {
  rules: BookingRules;
  now: number;
  need: SlotNeed;
  appointments: CalendarAppointment[];
  busy: TimeRange[];
}

const scenario: fc.Arbitrary<Scenario> = nowArb.chain((now) => {
  const aroundNow = fc.integer({ min: 0, max: 24 * 96 }).map((quarter) => Math.floor(now / (15 * MINUTE)) * 15 * MINUTE + quarter * 15 * MINUTE);
  const range = fc.record({ start: aroundNow, minutes: fc.integer({ min: 15, max: 240 }) }).map(({ start, minutes }) => ({ start, end: start + minutes * MINUTE }));
  return fc.record({
    rules: fc.record({
      slotStepMinutes: fc.constantFrom(15, 30, 60),
      minNoticeBusinessDays: fc.integer({ min: 0, max: 3 }),
      dailyCap: fc.integer({ min: 1, max: 5 }),
      hours: hoursTable,
      blockedOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 22 }), { maxLength: 5 }),
    }).map(({ blockedOffsets, ...settings }): BookingRules => ({
      ...DEFAULT_BOOKING_RULES,
      ...settings,
      blockedDays: blockedOffsets.map((offset) => new Date(now + offset * DAY).toISOString().slice(0, 10)),
    })),
    now: fc.constant(now),
    need: fc.record({ durationMinutes: fc.constantFrom(60, 75, 90, 120, 150, 210), county }),
    appointments: fc.array(fc.tuple(range, county).map(([r, c]) => ({ ...r, county: c })), { maxLength: 14 }),
    busy: fc.array(range, { maxLength: 5 }),
  });
});

const everySlot = (days: ReturnType<typeof openSlots>) => days.flatMap((day) => day.slots.map((slot) => ({ day, slot })));

/** Property runs: enough to meet DST changes, holidays and full days; each run checks every slot. */
const RUNS = { numRuns: 120 };
/** The random properties check thousands of slots each. */
const PROPERTY_TIMEOUT_MS = 120_000;

/** Collects the rules a slot breaks, so one failing run names them all (fast-check then shrinks it). */
function violations(check: (fail: (what: string) => void) => void): string[] {
  const found: string[] = [];
  check((what) => found.push(what));
  return found;
}

describe("openSlots: properties over random calendars", () => {
  it("offers no slot outside the hours of its weekday in New York time, nor on a weekday the table closes, a holiday or a blocked day", () => {
    fc.assert(
      fc.property(scenario, ({ rules, now, need, appointments, busy }) => {
        const found = violations((fail) => {
          for (const { day, slot } of everySlot(openSlots(rules, busy, appointments, need, now))) {
            const start = inNewYork(slot.start);
            const end = inNewYork(slot.end);
            if (start.date !== day.date || end.date !== day.date) fail(`${slot.start} not on ${day.date} in New York`);
            const hours = rules.hours.find((row) => row.weekday === start.weekday);
            if (!hours) {
              fail(`${slot.start} on weekday ${start.weekday}, which the hours table closes`);
              continue;
            }
            const opens = clockMinutesOf(hours.opens);
            if (start.minutes < opens || end.minutes > clockMinutesOf(hours.closes)) fail(`${slot.start}-${slot.end} outside the hours`);
            if ((start.minutes - opens) % rules.slotStepMinutes !== 0) fail(`${slot.start} off the slot step`);
            if (Date.parse(slot.end) - Date.parse(slot.start) !== need.durationMinutes * MINUTE) fail(`${slot.start} of the wrong length`);
            if (rules.blockedDays.includes(day.date)) fail(`${day.date} is blocked`);
            if (holidayCloses(day.date)) fail(`${day.date} is a holiday`);
          }
        });
        expect(found).toEqual([]);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT_MS);

  it("keeps the travel time from and to every appointment and the allowance around busy times", () => {
    fc.assert(
      fc.property(scenario, ({ rules, now, need, appointments, busy }) => {
        const allowance = rules.travel.allowanceMinutes * MINUTE;
        const found = violations((fail) => {
          for (const appointment of appointments) {
            if (travelMinutes(need.county, appointment.county, rules.travel) * MINUTE < allowance) fail("travel under the allowance");
          }
          for (const { slot } of everySlot(openSlots(rules, busy, appointments, need, now))) {
            const start = Date.parse(slot.start);
            const end = Date.parse(slot.end);
            for (const appointment of appointments) {
              const gap = travelMinutes(need.county, appointment.county, rules.travel) * MINUTE;
              if (!(end + gap <= appointment.start || appointment.end + gap <= start)) fail(`${slot.start} too close to an appointment`);
            }
            for (const time of busy) {
              if (!(end + allowance <= time.start || time.end + allowance <= start)) fail(`${slot.start} too close to a busy time`);
            }
          }
        });
        expect(found).toEqual([]);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT_MS);

  it("respects the minimum notice, the horizon, the daily cap, and never offers the past", () => {
    fc.assert(
      fc.property(scenario, ({ rules, now, need, appointments, busy }) => {
        const today = inNewYork(new Date(now).toISOString()).date;
        const days = openSlots(rules, busy, appointments, need, now);
        const found = violations((fail) => {
          for (const day of days) {
            if (day.slots.length === 0) fail(`${day.date} listed without slots`);
            // At least minNoticeBusinessDays business days after today, counted one by one.
            let businessDays = 0;
            for (let t = Date.parse(`${today}T12:00:00Z`) + DAY; new Date(t).toISOString().slice(0, 10) <= day.date; t += DAY) {
              if (isBusinessDay(rules, new Date(t).toISOString().slice(0, 10))) businessDays++;
            }
            if (businessDays < rules.minNoticeBusinessDays) fail(`${day.date} within the notice`);
            if (Date.parse(`${day.date}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`) > rules.horizonDays * DAY) fail(`${day.date} past the horizon`);
            const startingThatDay = appointments.filter((a) => inNewYork(new Date(a.start).toISOString()).date === day.date).length;
            if (startingThatDay >= rules.dailyCap) fail(`${day.date} is at the cap`);
            for (const slot of day.slots) if (Date.parse(slot.start) <= now) fail(`${slot.start} is not after now`);
          }
        });
        expect(found).toEqual([]);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT_MS);

  it("on an empty calendar, offers every day the hours table opens from the notice to the horizon, and no other", () => {
    fc.assert(
      fc.property(scenario, ({ rules, now, need }) => {
        const today = inNewYork(new Date(now).toISOString()).date;
        const open = (date: string) => rules.hours.some((row) => row.weekday === weekdayOf(date)) && !rules.blockedDays.includes(date) && !holidayCloses(date);
        const expected: string[] = [];
        let counted = 0;
        for (let offset = 0; offset <= rules.horizonDays; offset++) {
          const date = new Date(Date.parse(`${today}T12:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
          if (offset > 0 && open(date)) counted++;
          if (counted < rules.minNoticeBusinessDays || !open(date)) continue;
          const hours = rules.hours.find((row) => row.weekday === weekdayOf(date))!;
          if (clockMinutesOf(hours.closes) - clockMinutesOf(hours.opens) < need.durationMinutes) continue;
          // Today only while a start is still ahead (the last start is closing minus the length).
          if (offset === 0 && inNewYork(new Date(now).toISOString()).minutes >= clockMinutesOf(hours.closes) - need.durationMinutes) continue;
          expected.push(date);
        }
        const offered = openSlots(rules, [], [], need, now).map((day) => day.date);
        expect(offered.filter((date) => date !== today)).toEqual(expected.filter((date) => date !== today));
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT_MS);

  it("isOpenSlot agrees with openSlots: every offered start is open, a start between steps is not", () => {
    fc.assert(
      fc.property(scenario, ({ rules, now, need, appointments, busy }) => {
        const [first] = everySlot(openSlots(rules, busy, appointments, need, now));
        if (!first) return;
        const start = Date.parse(first.slot.start);
        expect(isOpenSlot(rules, busy, appointments, need, start, now)).toBe(true);
        expect(isOpenSlot(rules, busy, appointments, need, start + 7 * MINUTE, now)).toBe(false);
        // Booked, it is no longer open, nor is any slot too close to it.
        const booked = [...appointments, { start, end: Date.parse(first.slot.end), county: need.county }];
        expect(isOpenSlot(rules, busy, booked, need, start, now)).toBe(false);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT_MS);
});

describe("openSlots: examples", () => {
  const appraisal: SlotNeed = { durationMinutes: 60, county: "hunterdon" };
  const slotStarts = (days: ReturnType<typeof openSlots>, date: string) => days.find((day) => day.date === date)?.slots.map((slot) => slot.start) ?? [];

  it("an empty calendar offers 9:00 to 16:00 every 30 minutes from the next business day, for three weeks", () => {
    // Friday, November 27, 2026, 10:00 in New York (the day after Thanksgiving).
    const days = openSlots(DEFAULT_BOOKING_RULES, [], [], appraisal, Date.parse("2026-11-27T15:00:00Z"));
    expect(days[0]!.date).toBe("2026-11-30");
    expect(days[0]!.slots).toHaveLength(15);
    expect(days[0]!.slots[0]).toEqual({ start: "2026-11-30T14:00:00.000Z", end: "2026-11-30T15:00:00.000Z" });
    expect(days.at(-1)!.date).toBe("2026-12-18");
    // Christmas is outside the three weeks; 15 business days from Nov 30 to Dec 18.
    expect(days).toHaveLength(15);
  });

  it("a 9:00 slot is 9:00 in New York on both sides of the DST changes of 2027 (March 14, November 7)", () => {
    const withSundays: BookingRules = {
      ...DEFAULT_BOOKING_RULES,
      minNoticeBusinessDays: 0,
      hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: "09:00", closes: "17:00" })),
    };
    const march = openSlots(withSundays, [], [], appraisal, Date.parse("2027-03-12T00:00:00Z"));
    expect(slotStarts(march, "2027-03-12")[0]).toBe("2027-03-12T14:00:00.000Z"); // EST, UTC-5
    expect(slotStarts(march, "2027-03-13")[0]).toBe("2027-03-13T14:00:00.000Z");
    expect(slotStarts(march, "2027-03-14")[0]).toBe("2027-03-14T13:00:00.000Z"); // EDT from 2:00 that day
    expect(slotStarts(march, "2027-03-15")[0]).toBe("2027-03-15T13:00:00.000Z");
    expect(slotStarts(march, "2027-03-14").at(-1)).toBe("2027-03-14T20:00:00.000Z"); // 16:00 EDT
    const november = openSlots(withSundays, [], [], appraisal, Date.parse("2027-11-05T00:00:00Z"));
    expect(slotStarts(november, "2027-11-06")[0]).toBe("2027-11-06T13:00:00.000Z"); // EDT
    expect(slotStarts(november, "2027-11-07")[0]).toBe("2027-11-07T14:00:00.000Z"); // EST from 2:00 that day
    expect(slotStarts(november, "2027-11-08")[0]).toBe("2027-11-08T14:00:00.000Z");
    expect(slotStarts(november, "2027-11-07").at(-1)).toBe("2027-11-07T21:00:00.000Z"); // 16:00 EST
    for (const days of [march, november]) {
      for (const { slot } of everySlot(days)) expect(inNewYork(slot.start).minutes).toBeGreaterThanOrEqual(9 * 60);
    }
  });

  it("skips observed holidays: Friday, December 31, 2027 (New Year's Day 2028 falls on a Saturday)", () => {
    const days = openSlots(DEFAULT_BOOKING_RULES, [], [], appraisal, Date.parse("2027-12-27T15:00:00Z"));
    expect(days.map((day) => day.date).slice(0, 4)).toEqual(["2027-12-28", "2027-12-29", "2027-12-30", "2028-01-03"]);
  });

  const week = (days: number[]): BookingRules => ({
    ...DEFAULT_BOOKING_RULES,
    hours: days.map((weekday) => ({ weekday, opens: "09:00", closes: weekday === 6 ? "13:00" : "17:00" })),
  });

  it("a Saturday in the hours table is bookable with its own hours; Sunday, without a row, is not", () => {
    // Friday, November 27, 2026, 10:00 in New York: with one day's notice the first day is Saturday.
    const days = openSlots(week([1, 2, 3, 4, 5, 6]), [], [], appraisal, Date.parse("2026-11-27T15:00:00Z"));
    expect(days.map((day) => day.date).slice(0, 3)).toEqual(["2026-11-28", "2026-11-30", "2026-12-01"]);
    expect(slotStarts(days, "2026-11-28")).toHaveLength(7); // 9:00 to 12:00, every 30 minutes, ending by 13:00
    expect(slotStarts(days, "2026-11-28").at(-1)).toBe("2026-11-28T17:00:00.000Z");
  });

  it("a holiday on a Saturday closes that Saturday and the Friday it is observed; on a Sunday, the Sunday and the Monday", () => {
    // Independence Day 2026 is Saturday, July 4 (observed Friday, July 3).
    const july2026 = openSlots(week([1, 2, 3, 4, 5, 6]), [], [], appraisal, Date.parse("2026-06-29T15:00:00Z")).map((day) => day.date);
    expect(july2026).toContain("2026-07-02");
    expect(july2026).not.toContain("2026-07-03");
    expect(july2026).not.toContain("2026-07-04");
    expect(july2026).toContain("2026-07-06");
    expect(july2026).toContain("2026-07-11");
    // Independence Day 2027 is Sunday, July 4 (observed Monday, July 5): a seven-day week opens Saturday, July 3.
    const july2027 = openSlots(week([1, 2, 3, 4, 5, 6, 7]), [], [], appraisal, Date.parse("2027-06-29T15:00:00Z")).map((day) => day.date);
    expect(july2027).toContain("2027-07-03");
    expect(july2027).not.toContain("2027-07-04");
    expect(july2027).not.toContain("2027-07-05");
    expect(july2027).toContain("2027-07-06");
  });

  it("counts the notice in the days the hours table opens", () => {
    const friday = Date.parse("2026-11-27T15:00:00Z");
    expect(firstBookableDate({ ...week([1, 2, 3, 4, 5]), minNoticeBusinessDays: 2 }, friday)).toBe("2026-12-01");
    expect(firstBookableDate({ ...week([1, 2, 3, 4, 5, 6]), minNoticeBusinessDays: 2 }, friday)).toBe("2026-11-30");
    // A week with gaps (Monday, Wednesday, Friday): one day's notice on Monday is Wednesday, two are Friday.
    const monday = Date.parse("2026-11-30T15:00:00Z");
    expect(firstBookableDate(week([1, 3, 5]), monday)).toBe("2026-12-02");
    expect(firstBookableDate({ ...week([1, 3, 5]), minNoticeBusinessDays: 2 }, monday)).toBe("2026-12-04");
    expect(new Set(openSlots(week([1, 3, 5]), [], [], appraisal, monday).map((day) => weekdayOf(day.date)))).toEqual(new Set([1, 3, 5]));
  });

  it("leaves the travel time around an appointment in another county, and the day full at the cap", () => {
    const now = Date.parse("2026-11-27T15:00:00Z");
    // Monday, November 30, 2026, 11:00 to 12:00 in New York, in Sussex.
    const sussex = { start: Date.parse("2026-11-30T16:00:00Z"), end: Date.parse("2026-11-30T17:00:00Z"), county: "sussex" };
    const nearby = slotStarts(openSlots(DEFAULT_BOOKING_RULES, [], [sussex], { durationMinutes: 60, county: "sussex" }, now), "2026-11-30");
    // Same county: 30 minutes between (15 allowance + 8 local miles at 35 mph, rounded up to 5).
    expect(nearby).toContain("2026-11-30T14:30:00.000Z"); // 9:30-10:30, then 30 minutes
    expect(nearby).not.toContain("2026-11-30T15:00:00.000Z");
    expect(nearby).toContain("2026-11-30T17:30:00.000Z"); // 12:30
    expect(nearby).not.toContain("2026-11-30T17:00:00.000Z");
    // Cape May is over five hours away by this estimate: nothing fits that day.
    const far = openSlots(DEFAULT_BOOKING_RULES, [], [sussex], { durationMinutes: 60, county: "cape-may" }, now);
    expect(slotStarts(far, "2026-11-30")).toEqual([]);
    const full = Array.from({ length: 4 }, (_, i) => ({ ...sussex, start: sussex.start + i * 2 * 3_600_000, end: sussex.end + i * 2 * 3_600_000 }));
    const capped = openSlots({ ...DEFAULT_BOOKING_RULES, dailyCap: 4 }, [], full, { durationMinutes: 30, county: "sussex" }, now);
    expect(capped.map((day) => day.date)).not.toContain("2026-11-30");
  });

  it("a live hold keeps others from its own time and the allowance only: no travel, no place under the cap (decision 057)", () => {
    const now = Date.parse("2026-11-27T15:00:00Z");
    // Monday, November 30, 2026, 11:00 to 12:00 in New York, held for Sussex.
    const held = { start: Date.parse("2026-11-30T16:00:00Z"), end: Date.parse("2026-11-30T17:00:00Z"), county: "sussex", held: true };
    const capeMay = slotStarts(openSlots(DEFAULT_BOOKING_RULES, [], [held], { durationMinutes: 60, county: "cape-may" }, now), "2026-11-30");
    // 9:00 to 10:00 and 12:30 on stay open (the 15-minute allowance), 10:30 ends 11:30 and is out.
    expect(capeMay).toContain("2026-11-30T14:00:00.000Z");
    expect(capeMay).not.toContain("2026-11-30T15:30:00.000Z");
    expect(capeMay).not.toContain("2026-11-30T17:00:00.000Z");
    expect(capeMay).toContain("2026-11-30T17:30:00.000Z");
    expect(capeMay).toHaveLength(15 - 5);
    // Four holds on one day do not close it at a cap of 4; four booked ones do.
    const four = Array.from({ length: 4 }, (_, i) => ({ ...held, start: held.start + i * 5_400_000 - 7_200_000, end: held.end + i * 5_400_000 - 7_200_000 }));
    const rules = { ...DEFAULT_BOOKING_RULES, dailyCap: 4 };
    expect(slotStarts(openSlots(rules, [], four, { durationMinutes: 30, county: "sussex" }, now), "2026-11-30")).not.toEqual([]);
    const booked = four.map((appointment) => ({ ...appointment, held: false }));
    expect(slotStarts(openSlots(rules, [], booked, { durationMinutes: 30, county: "sussex" }, now), "2026-11-30")).toEqual([]);
  });

  it("keepsBookedRules: a hold is booked as it is unless a booked appointment now breaks the cap or the travel", () => {
    const sussexNeed: SlotNeed = { durationMinutes: 60, county: "sussex" };
    const start = Date.parse("2026-11-30T16:00:00Z"); // 11:00
    const at = (hour: number, county: string, held = false) => ({
      start: Date.parse(`2026-11-30T${String(hour + 5).padStart(2, "0")}:00:00Z`),
      end: Date.parse(`2026-11-30T${String(hour + 6).padStart(2, "0")}:00:00Z`),
      county,
      held,
    });
    expect(keepsBookedRules(DEFAULT_BOOKING_RULES, [], sussexNeed, start)).toBe(true);
    // A hold in Cape May at 13:00 does not stop it; a booked appointment there does (325 minutes away).
    expect(keepsBookedRules(DEFAULT_BOOKING_RULES, [at(13, "cape-may", true)], sussexNeed, start)).toBe(true);
    expect(keepsBookedRules(DEFAULT_BOOKING_RULES, [at(13, "cape-may")], sussexNeed, start)).toBe(false);
    expect(keepsBookedRules(DEFAULT_BOOKING_RULES, [at(13, "sussex")], sussexNeed, start)).toBe(true);
    // The cap counts booked appointments of the day only.
    const rules = { ...DEFAULT_BOOKING_RULES, dailyCap: 2 };
    expect(keepsBookedRules(rules, [at(9, "sussex", true), at(13, "sussex", true), at(15, "sussex", true)], sussexNeed, start)).toBe(true);
    expect(keepsBookedRules(rules, [at(9, "sussex"), at(13, "sussex")], sussexNeed, start)).toBe(false);
  });

  it("firstBookableDate: the next business day, past weekends and holidays", () => {
    // Wednesday, November 25, 2026, evening: Thanksgiving is Thursday.
    expect(firstBookableDate(DEFAULT_BOOKING_RULES, Date.parse("2026-11-25T23:00:00Z"))).toBe("2026-11-27");
    // Friday: the next business day is Monday.
    expect(firstBookableDate(DEFAULT_BOOKING_RULES, Date.parse("2026-11-27T15:00:00Z"))).toBe("2026-11-30");
    // 23:30 in New York on Friday is still Friday there (04:30 UTC Saturday).
    expect(firstBookableDate(DEFAULT_BOOKING_RULES, Date.parse("2026-11-28T04:30:00Z"))).toBe("2026-11-30");
  });

  it("openTimes: the length from the service and tier; null for a service without a length", () => {
    const now = Date.parse("2026-11-27T15:00:00Z");
    const times = openTimes(DEFAULT_BOOKING_RULES, [], [], { serviceType: "photography", selectedPhotographyPackage: "premium-photography", tier: "over_2500", county: "essex" }, now);
    expect(times?.durationMinutes).toBe(120);
    expect(times?.timeZone).toBe("America/New_York");
    expect(times?.days[0]?.slots.at(-1)?.start).toBe("2026-11-30T20:00:00.000Z"); // 15:00-17:00
    expect(openTimes(DEFAULT_BOOKING_RULES, [], [], { serviceType: "photography", selectedPhotographyPackage: "no-such-package", tier: "over_2500", county: "essex" }, now)).toBeNull();
  });
});
