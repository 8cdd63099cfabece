import type { DeskAppointment, DeskCalendar } from "#schemas/owner-appointments.ts";
import { closingHoliday } from "#shared/booking/holidays.ts";
import { addDays, clockMinutes, isoWeekday, localDate, localMinutes } from "#shared/booking/time-zone.ts";

/**
 * The owner's week (docs/decisions/056): the desk calendar of seven local
 * days (Monday first) laid out as the week view and the agenda draw them:
 * each day's business hours, whether it is blocked (a blocked day or a
 * federal holiday), and its items (appointments, live holds, imported busy
 * times, blocked hours) as minutes from local midnight, clipped to the day.
 * Pure: no React, no clock except what it is given.
 */

export type WeekItemKind = "appointment" | "cancelled" | "hold" | "imported" | "blocked";

export interface WeekItem {
  key: string;
  kind: WeekItemKind;
  /** Minutes after local midnight, clipped to the day (0..1440). */
  startMinutes: number;
  endMinutes: number;
  /** The instants as stored (ISO). */
  start: string;
  end: string;
  /** The appointment, for appointments, cancellations and holds. */
  appointment: DeskAppointment | null;
  /** A blocked range's id (to unblock it) and reason. */
  busyId: string | null;
  reason: string | null;
}

export interface WeekDay {
  date: string;
  weekday: number;
  hours: { opens: number; closes: number } | null;
  /** Why no visitor can book the day, when it is closed by the owner or a holiday. */
  closed: { kind: "blocked"; reason: string | null } | { kind: "holiday"; name: string } | null;
  items: WeekItem[];
}

export interface WeekLayout {
  days: WeekDay[];
  /** The rows the grid shows: from the earliest opening (or item) to the latest closing, in whole hours. */
  firstMinute: number;
  lastMinute: number;
}

/** The Monday of the week of a local date. */
export function weekStartOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

const DAY_MINUTES = 1440;

function clipped(start: number, end: number, date: string, timeZone: string): { startMinutes: number; endMinutes: number } | null {
  const startDate = localDate(start, timeZone);
  const endDate = localDate(end - 1, timeZone);
  if (endDate < date || startDate > date) return null;
  const startMinutes = startDate < date ? 0 : localMinutes(start, timeZone);
  const endMinutes = endDate > date ? DAY_MINUTES : localMinutes(end - 1, timeZone) + 1;
  return { startMinutes, endMinutes: Math.max(endMinutes, startMinutes + 1) };
}

function appointmentKind(appointment: DeskAppointment): WeekItemKind {
  if (appointment.status === "held") return "hold";
  return appointment.status === "cancelled" ? "cancelled" : "appointment";
}

/** Lays out the seven days from `weekStart` (a Monday). */
export function layoutWeek(calendar: DeskCalendar, weekStart: string): WeekLayout {
  const { timeZone } = calendar;
  const days: WeekDay[] = [];
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < 7; index++) {
    const date = addDays(weekStart, index);
    const weekday = isoWeekday(date);
    const row = calendar.hours.find((hours) => hours.weekday === weekday);
    const hours = row ? { opens: clockMinutes(row.opens), closes: clockMinutes(row.closes) } : null;
    const blocked = calendar.blockedDays.find((day) => day.day === date);
    const holiday = closingHoliday(date);
    const closed: WeekDay["closed"] = blocked ? { kind: "blocked", reason: blocked.reason } : holiday ? { kind: "holiday", name: holiday } : null;
    const items: WeekItem[] = [];
    for (const appointment of calendar.appointments) {
      const span = clipped(Date.parse(appointment.start), Date.parse(appointment.end), date, timeZone);
      if (!span) continue;
      items.push({ key: `a-${appointment.id}`, kind: appointmentKind(appointment), ...span, start: appointment.start, end: appointment.end, appointment, busyId: null, reason: null });
    }
    for (const busy of calendar.busy) {
      const span = clipped(Date.parse(busy.start), Date.parse(busy.end), date, timeZone);
      if (!span) continue;
      items.push({ key: `b-${busy.id}`, kind: busy.kind, ...span, start: busy.start, end: busy.end, appointment: null, busyId: busy.kind === "blocked" ? busy.id : null, reason: busy.reason });
    }
    items.sort((a, b) => a.startMinutes - b.startMinutes || a.endMinutes - b.endMinutes || a.key.localeCompare(b.key));
    if (hours) {
      first = Math.min(first, hours.opens);
      last = Math.max(last, hours.closes);
    }
    for (const item of items) {
      if (item.kind === "cancelled") continue;
      first = Math.min(first, item.startMinutes);
      last = Math.max(last, item.endMinutes);
    }
    days.push({ date, weekday, hours, closed, items });
  }
  if (!Number.isFinite(first)) {
    first = 9 * 60;
    last = 17 * 60;
  }
  return { days, firstMinute: Math.floor(first / 60) * 60, lastMinute: Math.min(DAY_MINUTES, Math.ceil(last / 60) * 60) };
}

/** The desk calendar's range for the week of `weekStart`: local midnight Monday to local midnight the Monday after, padded a day. */
export function weekRange(weekStart: string): { from: string; to: string } {
  // A day either side covers any zone offset; the layout keeps only the week's own days.
  return { from: `${addDays(weekStart, -1)}T00:00:00Z`, to: `${addDays(weekStart, 8)}T00:00:00Z` };
}

/** "9:00 AM" for minutes after midnight. */
export function clockLabel(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const suffix = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${suffix}`;
}

/** The week's appointments (not holds) for the list view, soonest first. */
export function weekAppointments(layout: WeekLayout): DeskAppointment[] {
  const seen = new Map<string, DeskAppointment>();
  for (const day of layout.days) {
    for (const item of day.items) if (item.appointment && item.kind !== "hold") seen.set(item.appointment.id, item.appointment);
  }
  return [...seen.values()].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** "Monday, December 7" (long) or "Mon, Dec 7" (short) for a local date. */
export function dateTitle(date: string, style: "long" | "short" = "long"): string {
  return new Intl.DateTimeFormat("en-US", { weekday: style, month: style, day: "numeric", timeZone: "UTC" }).format(Date.parse(`${date}T12:00:00Z`));
}
