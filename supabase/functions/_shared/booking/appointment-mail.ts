import type { ComposedMail } from "../leads/emails.ts";
import type { BookedAppointment } from "./book-request.ts";

/**
 * The booked time in a request's two mails (docs/decisions/046): a first
 * line "Appointment booked: …" in the business's notification and "Your
 * appointment: …" in the visitor's confirmation, in the business's time zone
 * ("Monday, November 30, 2026, 9:00 AM Eastern"). The .ics attachments come
 * later.
 */

export function describeAppointment(appointment: BookedAppointment): string {
  const when = new Intl.DateTimeFormat("en-US", {
    timeZone: appointment.timeZone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(appointment.start));
  const minutes = Math.round((Date.parse(appointment.end) - Date.parse(appointment.start)) / 60_000);
  const zone = appointment.timeZone === "America/New_York" ? "Eastern" : appointment.timeZone;
  return `${when} ${zone} (${minutes} minutes)`;
}

export function withAppointment<M extends { notification: ComposedMail; confirmation: ComposedMail }>(
  mails: M,
  appointment: BookedAppointment,
): M {
  const when = describeAppointment(appointment);
  return {
    ...mails,
    notification: { ...mails.notification, text: `Appointment booked: ${when}\n\n${mails.notification.text}` },
    confirmation: { ...mails.confirmation, text: `Your appointment: ${when}\n\n${mails.confirmation.text}` },
  };
}
