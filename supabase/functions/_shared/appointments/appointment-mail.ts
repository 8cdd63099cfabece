import { appointmentLabel } from "../domain/booking/appointment-label.ts";
import { FREE_CHANGE_HOURS } from "../schemas/appointment-manage.ts";
import type { BusinessIdentity, ComposedMail } from "../leads/emails.ts";
import type { AppointmentFacts } from "./appointment-facts.ts";
import { appointmentUid, invitationIcs, type InvitationMethod } from "./invitation.ts";

/**
 * The appointment in its mails (docs/decisions/046, 050). Pure.
 *  - The request's two mails (send-contact-email, and send-due-mail's
 *    resend): a first line "Appointment booked: …" / "Your appointment: …"
 *    ("Monday, November 30, 9:00 AM Eastern (60 minutes)"), the manage link
 *    in the visitor's, and the invitation (.ics, METHOD:REQUEST) in both.
 *  - A reschedule, a cancellation and the reminder (appointment_mails rows,
 *    sent by appointment-outbox.ts): to the visitor and (not the reminder)
 *    the business, each with the invitation of that change: the same UID,
 *    the row's SEQUENCE, METHOD:REQUEST or METHOD:CANCEL.
 */

/** The times and SEQUENCE a mail describes (the appointment's now, or an appointment_mails row's). */
export interface AppointmentMoment {
  sequence: number;
  start: string;
  end: string;
}

export type AppointmentMailKind = "rescheduled" | "cancelled" | "reminder";
export type AppointmentRecipient = "visitor" | "business";

export function describeAppointment(moment: Pick<AppointmentMoment, "start" | "end">, timeZone: string): string {
  const minutes = Math.round((Date.parse(moment.end) - Date.parse(moment.start)) / 60_000);
  return `${appointmentLabel(moment.start, timeZone)} (${minutes} minutes)`;
}

/** Header-safe: one line, bounded. */
const oneLine = (value: string, max = 160) => value.replace(/[\r\n\t]+/g, " ").replace(/\s{2,}/g, " ").trim().slice(0, max);

/** The invitation of `facts` at `moment`, as the mail's calendar part. */
export function appointmentCalendar(
  facts: AppointmentFacts,
  moment: AppointmentMoment,
  method: InvitationMethod,
  business: BusinessIdentity,
  link: string | null,
  stamp = new Date(),
): NonNullable<ComposedMail["calendar"]> {
  const content = invitationIcs({
    method,
    uid: appointmentUid(facts.id),
    sequence: moment.sequence,
    start: moment.start,
    end: moment.end,
    summary: `${facts.service}: ${facts.address}`,
    location: facts.address,
    description: [
      `${facts.service} with ${business.name}.`,
      ...(link ? [`Change or cancel (free up to ${FREE_CHANGE_HOURS} hours before): ${link}`] : []),
      `Questions: ${business.phone}`,
    ].join("\n"),
    organizer: { name: business.name, email: business.email },
    attendee: { name: facts.visitor?.name ?? "Client", email: facts.visitor?.email ?? business.email },
    stamp: new Date(stamp),
  });
  return { method, content };
}

const manageLines = (link: string) => [
  `Reschedule or cancel it, free up to ${FREE_CHANGE_HOURS} hours before: ${link}`,
  "(A private link: anyone with it can change the appointment.)",
];

/** The request's two mails with the booked appointment (first attempt and resend alike). */
export function withAppointment<M extends { notification: ComposedMail; confirmation: ComposedMail }>(
  mails: M,
  facts: AppointmentFacts,
  business: BusinessIdentity,
  link: string,
): M {
  const moment = { sequence: facts.sequence, start: facts.start, end: facts.end };
  if (facts.status === "cancelled") {
    // Sent late, after the visitor cancelled already: say so, no invitation.
    const note = `Appointment cancelled: ${describeAppointment(moment, facts.timeZone)}`;
    return {
      ...mails,
      notification: { ...mails.notification, text: `${note}\n\n${mails.notification.text}` },
      confirmation: { ...mails.confirmation, text: `${note}\n\n${mails.confirmation.text}` },
    };
  }
  const when = describeAppointment(moment, facts.timeZone);
  const calendar = appointmentCalendar(facts, moment, "REQUEST", business, link);
  return {
    ...mails,
    notification: { ...mails.notification, text: `Appointment booked: ${when}\n\n${mails.notification.text}`, calendar },
    confirmation: {
      ...mails.confirmation,
      text: [`Your appointment: ${when}`, ...manageLines(link), "", mails.confirmation.text].join("\n"),
      calendar,
    },
  };
}

const SUBJECTS: Record<AppointmentMailKind, (facts: AppointmentFacts, when: string) => string> = {
  rescheduled: (_facts, when) => `Appointment moved to ${when}`,
  cancelled: (_facts, when) => `Appointment cancelled: ${when}`,
  reminder: (_facts, when) => `Reminder: your appointment ${when}`,
};

/** Who made a change: the client (the manage link) or the owner (the desk), with the owner's reason to cancel. */
export interface AppointmentChangeNote {
  by: "visitor" | "owner";
  reason: string | null;
}

/** A reschedule, cancellation or reminder mail (an appointment_mails row). */
export function appointmentChangeMail(
  kind: AppointmentMailKind,
  recipient: AppointmentRecipient,
  facts: AppointmentFacts,
  moment: AppointmentMoment,
  business: BusinessIdentity,
  link: string | null,
  note: AppointmentChangeNote = { by: "visitor", reason: null },
): ComposedMail {
  const visitor = facts.visitor ?? { firstName: "", name: "the client", email: business.email, phone: "" };
  const when = describeAppointment(moment, facts.timeZone);
  const calendar = appointmentCalendar(facts, moment, kind === "cancelled" ? "CANCEL" : "REQUEST", business, link);
  const what = `${facts.service} at ${facts.address}`;
  if (recipient === "business") {
    const who = note.by === "owner" ? "from the owner's desk" : "by the client";
    const headline = kind === "cancelled" ? `Appointment cancelled ${who}` : `Appointment rescheduled ${who}`;
    return {
      to: business.email,
      replyTo: visitor.email,
      subject: oneLine(`${SUBJECTS[kind](facts, when)}: ${visitor.name}, ${facts.address}`),
      text: [
        `${headline}: ${when}`,
        "",
        `Client: ${visitor.name}`,
        `Email: ${visitor.email}`,
        `Phone: ${visitor.phone}`,
        `Service: ${facts.service}`,
        `Property: ${facts.address}`,
        ...(note.reason ? [`Reason: ${note.reason}`] : []),
        ...(facts.serviceRequestId ? [`Request id: ${facts.serviceRequestId}`] : []),
        "",
        "Reply to this email to answer the client directly.",
      ].join("\n"),
      calendar,
    };
  }
  const opening =
    note.by === "owner"
      ? {
          rescheduled: `We have moved your appointment. The new time: ${when}.`,
          cancelled: `We have had to cancel your appointment on ${when}. We are sorry for the trouble.`,
          reminder: `A reminder of your appointment: ${when}.`,
        }[kind]
      : {
          rescheduled: `Your appointment has been moved. The new time: ${when}.`,
          cancelled: `Your appointment on ${when} has been cancelled. Nothing else is needed from you.`,
          reminder: `A reminder of your appointment: ${when}.`,
        }[kind];
  return {
    to: visitor.email,
    replyTo: business.email,
    subject: oneLine(`${SUBJECTS[kind](facts, when)} - ${business.name}`),
    text: [
      `Hi ${visitor.firstName},`,
      "",
      opening,
      ...(note.reason ? ["", `Reason: ${note.reason}`] : []),
      "",
      `Service: ${what}`,
      ...(kind !== "cancelled" && link ? ["", ...manageLines(link)] : []),
      ...(kind === "reminder"
        ? ["", `Changes less than ${FREE_CHANGE_HOURS} hours before the appointment may incur a fee: please call us at ${business.phone}.`]
        : []),
      "",
      `Questions? Reply to this email or call us at ${business.phone}.`,
      "",
      business.name,
      business.phone,
      business.email,
    ].join("\n"),
    calendar,
  };
}
