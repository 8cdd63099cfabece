/**
 * Appointment times as the site writes them: always in the business's time zone, New York,
 * whatever the visitor's own (docs/decisions/047). Intl is fine here: these run in the quote
 * modal and on the thank-you page after a booking, never while a page first hydrates
 * (lib/format-date.ts says why that matters).
 */

import { BUSINESS_TIME_ZONE } from "#shared/booking/time-zone.ts";

export const APPOINTMENT_TIME_ZONE = BUSINESS_TIME_ZONE;
/** How the time zone is named beside a time ("9:00 AM Eastern"). */
export const APPOINTMENT_ZONE_NAME = "Eastern";
/** The sentence above the picker's times. */
export const APPOINTMENT_ZONE_NOTE = "Times in Eastern Time (New York)";

type Formatter = Intl.DateTimeFormat;
const formatters = new Map<string, Formatter>();

function formatter(key: string, options: Intl.DateTimeFormatOptions): Formatter {
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", options);
    formatters.set(key, made);
  }
  return made;
}

/** Intl's en-US time puts a narrow no-break space before AM/PM: written with a plain space. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

/** "9:00 AM": the clock time of an instant (ISO) in New York. */
export function formatAppointmentClock(iso: string): string {
  return plainSpaces(formatter("clock", { hour: "numeric", minute: "2-digit", timeZone: APPOINTMENT_TIME_ZONE }).format(Date.parse(iso)));
}

/** "Monday, November 30": the New York calendar day of an instant (ISO). */
export function formatAppointmentDay(iso: string): string {
  return formatter("day", { weekday: "long", month: "long", day: "numeric", timeZone: APPOINTMENT_TIME_ZONE }).format(Date.parse(iso));
}

/** "Monday, November 30, 9:00 AM Eastern": an appointment's start, as the visitor reads it back. */
export function formatAppointment(startIso: string): string {
  return `${formatAppointmentDay(startIso)}, ${formatAppointmentClock(startIso)} ${APPOINTMENT_ZONE_NAME}`;
}

export interface CalendarDayLabel {
  /** "Mon" */
  weekday: string;
  /** "Nov 30" */
  monthDay: string;
  /** "Monday, November 30" */
  long: string;
}

/** The labels of a calendar date ("2026-11-30", already a New York date): no time zone applies. */
export function calendarDayLabel(date: string): CalendarDayLabel {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const noonUtc = Date.UTC(year, month - 1, day, 12);
  const short = formatter("date-short", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).formatToParts(noonUtc);
  const part = (type: Intl.DateTimeFormatPartTypes) => short.find((item) => item.type === type)?.value ?? "";
  return {
    weekday: part("weekday"),
    monthDay: `${part("month")} ${part("day")}`,
    long: formatter("date-long", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(noonUtc),
  };
}
