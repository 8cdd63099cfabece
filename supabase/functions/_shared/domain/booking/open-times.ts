import { appointmentMinutes } from "./durations.ts";
import { closingHoliday } from "./holidays.ts";
import type { BookingRules, CalendarAppointment, OpenDay, OpenTimes, SlotNeed, SlotRequest, TimeRange } from "./rules.ts";
import { addDays, clockMinutes, isoWeekday, localDate, zonedInstant } from "./time-zone.ts";
import { travelMinutes } from "./travel.ts";

/**
 * The open times (docs/decisions/046): on business days (a weekday with
 * hours in booking_hours, whichever weekdays those are; not a blocked day;
 * not a US federal holiday's own date nor the day it is observed:
 * docs/decisions/060), from the first day the minimum notice allows (counted
 * in business days) up to the horizon,
 * every slot step from opening whose appointment ends by closing, in the
 * business's time zone (DST-correct), that
 *  - keeps the travel time (./travel.ts) from and to every booked
 *    appointment of the day,
 *  - keeps the fixed travel allowance from and to every busy time of the
 *    owner's calendar and every live hold (a hold costs its own time only:
 *    no travel, no place under the cap; decision 057),
 *  - is on a day with fewer booked appointments than the daily cap,
 *  - starts after `now`.
 * Pure: the browser and the booking functions run the same rules.
 */

const MINUTE_MS = 60_000;

/**
 * Whether appointments can be made on the local date at all: the hours table
 * opens its weekday (no weekday is assumed open or closed), it is not blocked,
 * and no holiday closes it (./holidays.ts).
 */
export function isBusinessDay(rules: BookingRules, date: string): boolean {
  return (
    rules.hours.some((hours) => hours.weekday === isoWeekday(date)) &&
    !rules.blockedDays.includes(date) &&
    closingHoliday(date) === undefined
  );
}

/** The first local date the minimum notice allows: that many business days (isBusinessDay) after today. */
export function firstBookableDate(rules: BookingRules, now: number): string {
  let date = localDate(now, rules.timeZone);
  for (let counted = 0; counted < rules.minNoticeBusinessDays; ) {
    date = addDays(date, 1);
    if (isBusinessDay(rules, date)) counted++;
  }
  return date;
}

function groupByDate<T extends TimeRange>(items: readonly T[], timeZone: string): Map<string, T[]> {
  const byDate = new Map<string, T[]>();
  for (const item of items) {
    // An item spanning midnight belongs to both dates.
    for (let date = localDate(item.start, timeZone), last = localDate(item.end - 1, timeZone); ; date = addDays(date, 1)) {
      const list = byDate.get(date);
      if (list) list.push(item);
      else byDate.set(date, [item]);
      if (date >= last) break;
    }
  }
  return byDate;
}

/** A time the slot must keep `gap` away from, on both sides. */
interface Keepout extends TimeRange {
  gap: number;
}

/**
 * The day's busy times and live holds (the fixed allowance: what the exclusion
 * constraint keeps between any two live rows) and booked appointments (the
 * travel from and to `need.county`).
 */
function keepouts(rules: BookingRules, need: SlotNeed, busy: readonly TimeRange[], appointments: readonly CalendarAppointment[]): Keepout[] {
  const allowance = rules.travel.allowanceMinutes * MINUTE_MS;
  return [
    ...busy.map((time) => ({ start: time.start, end: time.end, gap: allowance })),
    ...appointments.map((appointment) => ({
      start: appointment.start,
      end: appointment.end,
      gap: appointment.held ? allowance : travelMinutes(need.county, appointment.county, rules.travel) * MINUTE_MS,
    })),
  ];
}

/** Booked appointments per local date they start on (the daily cap counts these; holds do not). */
function bookedStartsByDate(appointments: readonly CalendarAppointment[], timeZone: string): Map<string, number> {
  const startsByDate = new Map<string, number>();
  for (const appointment of appointments) {
    if (appointment.held) continue;
    const date = localDate(appointment.start, timeZone);
    startsByDate.set(date, (startsByDate.get(date) ?? 0) + 1);
  }
  return startsByDate;
}

function slotFits(start: number, end: number, keepout: readonly Keepout[]): boolean {
  for (const time of keepout) {
    if (start < time.end + time.gap && time.start < end + time.gap) return false;
  }
  return true;
}

/** The open slots for an appointment of `need.durationMinutes` in `need.county`, by day. */
export function openSlots(
  rules: BookingRules,
  busy: readonly TimeRange[],
  appointments: readonly CalendarAppointment[],
  need: SlotNeed,
  now: number,
): OpenDay[] {
  const { timeZone } = rules;
  const duration = need.durationMinutes * MINUTE_MS;
  const step = Math.max(1, rules.slotStepMinutes);
  const busyByDate = groupByDate(busy, timeZone);
  const appointmentsByDate = groupByDate(appointments, timeZone);
  // Booked appointments count against the cap of the day they start on.
  const startsByDate = bookedStartsByDate(appointments, timeZone);

  const days: OpenDay[] = [];
  const last = addDays(localDate(now, timeZone), rules.horizonDays);
  for (let date = firstBookableDate(rules, now); date <= last; date = addDays(date, 1)) {
    if (!isBusinessDay(rules, date)) continue;
    if ((startsByDate.get(date) ?? 0) >= rules.dailyCap) continue;
    const keepout = keepouts(rules, need, busyByDate.get(date) ?? [], appointmentsByDate.get(date) ?? []);
    const slots: OpenDay["slots"] = [];
    for (const hours of rules.hours.filter((row) => row.weekday === isoWeekday(date))) {
      const opens = clockMinutes(hours.opens);
      const closes = clockMinutes(hours.closes);
      const opening = zonedInstant(date, opens, timeZone);
      // Without a DST change inside the hours, every slot is opening + whole minutes.
      const steady = zonedInstant(date, closes, timeZone) - opening === (closes - opens) * MINUTE_MS;
      for (let minutes = opens; minutes + need.durationMinutes <= closes; minutes += step) {
        const start = steady ? opening + (minutes - opens) * MINUTE_MS : zonedInstant(date, minutes, timeZone);
        const end = start + duration;
        if (start <= now) continue;
        if (!slotFits(start, end, keepout)) continue;
        slots.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() });
      }
    }
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

/**
 * openTimes(rules, busy, appointments, request, now): the booking-times
 * answer for a request, or null when its service has no appointment length
 * (booking_durations).
 */
export function openTimes(
  rules: BookingRules,
  busy: readonly TimeRange[],
  appointments: readonly CalendarAppointment[],
  request: SlotRequest,
  now: number,
): OpenTimes | null {
  const durationMinutes = appointmentMinutes(rules.durations, request);
  if (durationMinutes === null) return null;
  return {
    timeZone: rules.timeZone,
    durationMinutes,
    days: openSlots(rules, busy, appointments, { durationMinutes, county: request.county }, now),
  };
}

/** Whether an appointment of `need` starting at `start` is open now (the check before a hold or a booking). */
export function isOpenSlot(
  rules: BookingRules,
  busy: readonly TimeRange[],
  appointments: readonly CalendarAppointment[],
  need: SlotNeed,
  start: number,
  now: number,
): boolean {
  const iso = new Date(start).toISOString();
  const date = localDate(start, rules.timeZone);
  return openSlots(rules, busy, appointments, need, now).some(
    (day) => day.date === date && day.slots.some((slot) => slot.start === iso),
  );
}

/**
 * Whether a live hold may be booked as it is (decision 057): its day is under
 * the cap of booked appointments and it keeps the travel time from and to
 * every booked appointment. Other holds are left out (the exclusion
 * constraint already keeps them apart by the allowance): of two holds too far
 * apart to both be kept, the first one booked wins. `appointments` leaves the
 * hold itself out.
 */
export function keepsBookedRules(
  rules: BookingRules,
  appointments: readonly CalendarAppointment[],
  need: SlotNeed,
  start: number,
): boolean {
  const booked = appointments.filter((appointment) => !appointment.held);
  if ((bookedStartsByDate(booked, rules.timeZone).get(localDate(start, rules.timeZone)) ?? 0) >= rules.dailyCap) return false;
  return slotFits(start, start + need.durationMinutes * MINUTE_MS, keepouts(rules, need, [], booked));
}
