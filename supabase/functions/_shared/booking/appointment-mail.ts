import { appointmentLabel } from "../domain/booking/appointment-label.ts";
import type { ComposedMail } from "../leads/emails.ts";
import type { BookedAppointment } from "./book-request.ts";

/**
 * The booked time in a request's two mails (docs/decisions/046): a first
 * line "Appointment booked: …" in the business's notification and "Your
 * appointment: …" in the visitor's confirmation ("Monday, November 30,
 * 9:00 AM Eastern (60 minutes)"). The .ics attachments come later.
 */

export function describeAppointment(appointment: BookedAppointment): string {
  const minutes = Math.round((Date.parse(appointment.end) - Date.parse(appointment.start)) / 60_000);
  return `${appointmentLabel(appointment.start, appointment.timeZone)} (${minutes} minutes)`;
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
