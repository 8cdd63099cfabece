import { BUSINESS_TIME_ZONE } from "./time-zone.ts";

/**
 * A booked time as people read it, in the business's time zone:
 * "Monday, November 30, 9:00 AM Eastern" (the thank-you page, the mails).
 * Pure; the browser and the functions share it.
 */
export function appointmentLabel(start: string | number, timeZone = BUSINESS_TIME_ZONE): string {
  // Built from parts: engines join date and time differently ("," or " at") and space "AM" differently.
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    })
      .formatToParts(new Date(start))
      .map((part) => [part.type, part.value]),
  );
  const zone = timeZone === BUSINESS_TIME_ZONE ? "Eastern" : timeZone;
  return `${parts.weekday}, ${parts.month} ${parts.day}, ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${zone}`;
}
