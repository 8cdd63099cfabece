import { BUSINESS_TIME_ZONE } from "#shared/booking/time-zone.ts";

/**
 * The manage page's words and time labels (docs/decisions/050). Times are always shown in
 * the business's zone, New York, whatever the visitor's own.
 */

export const MANAGE_MESSAGES = {
  loading: "Loading your appointment…",
  heading: "Your appointment",
  zoneNote: "Times in Eastern Time (New York)",
  notFound: "This link does not lead to an appointment",
  notFoundText: "Open the whole link from your confirmation email. If it still does not work, call us and we will help.",
  loadFailed: "Your appointment could not be loaded",
  retry: "Try again",
  cancelled: "This appointment is cancelled",
  rescheduled: "Your appointment was moved",
  cancelledNow: "Your appointment is cancelled",
  mailNote: "We emailed you the change with an updated calendar invitation.",
  insideWindow: "Less than 24 hours to go",
  moveHeading: "Move it to another time",
  moveButton: "Move my appointment",
  noTimes: "No other open times in the next three weeks. Call us to find one.",
  cancelButton: "Cancel my appointment",
  confirmCancel: "Yes, cancel it",
  keep: "Keep it",
  cancelQuestion: "Cancel this appointment? The time is given to someone else.",
  taken: "That time was just taken. Pick another.",
  tooMany: "Too many tries. Wait a few minutes and try again.",
  changeFailed: "The change was not saved. Try again or call us.",
  freeNote: "Moving or cancelling is free up to 24 hours before the appointment.",
} as const;

const parts = (iso: string, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, ...options }).formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );

/** "9:00 AM" in New York (built from parts: engines space AM/PM differently). */
export function clockLabel(iso: string): string {
  const p = parts(iso, { hour: "numeric", minute: "2-digit", hour12: true });
  return `${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** "Monday, November 30" for a local date "2026-11-30" (noon UTC is that date in New York). */
export function dayLabel(date: string): string {
  const p = parts(`${date}T17:00:00Z`, { weekday: "long", month: "long", day: "numeric" });
  return `${p.weekday}, ${p.month} ${p.day}`;
}
