import ICAL from "ical.js";

/**
 * The calendar invitation (.ics, RFC 5545 / iTIP RFC 5546) every appointment
 * mail carries (docs/decisions/050-appointment-manage-link-invitations-reminders.md),
 * built with ical.js (Mozilla; no dependencies; the same code under Deno and
 * Node). One appointment is one event: its UID never changes; every change
 * sends the same UID with a higher SEQUENCE (a reschedule: METHOD:REQUEST with
 * the new times; a cancellation: METHOD:CANCEL, STATUS:CANCELLED), so a
 * calendar that took the first invitation updates or removes that event
 * instead of adding another. Times are written in UTC (a trailing Z): no
 * VTIMEZONE is needed and daylight-saving changes cannot shift them.
 */

export type InvitationMethod = "REQUEST" | "CANCEL";

export interface InvitationPerson {
  name: string;
  email: string;
}

export interface Invitation {
  method: InvitationMethod;
  /** appointmentUid(id): the same for every mail of one appointment. */
  uid: string;
  /** 0 for the booking; +1 for each reschedule and for the cancellation. */
  sequence: number;
  /** ISO instants. */
  start: string;
  end: string;
  /** "Appraisal inspection: 12 Orchard Lane, Flemington, NJ" (SUMMARY: the service and the address). */
  summary: string;
  location: string;
  description: string;
  organizer: InvitationPerson;
  attendee: InvitationPerson;
  /** DTSTAMP: when this version of the event was written. */
  stamp: Date;
}

/** The event's UID (appointment-uid.ts): the same in the owner's feed (decision 051) and in every mail. */
export { appointmentUid } from "./appointment-uid.ts";

// ical.js folds a long line into pieces of foldLength characters and puts one
// space before each continuation: 74 keeps every line within RFC 5545's 75.
ICAL.foldLength = 74;

const utc = (instant: Date | string) => ICAL.Time.fromJSDate(new Date(instant), true);

function person(vevent: ICAL.Component, name: "organizer" | "attendee", who: InvitationPerson, params: Record<string, string>) {
  const property = new ICAL.Property(name, vevent);
  property.setValue(`mailto:${who.email}`);
  property.setParameter("cn", who.name);
  for (const [key, value] of Object.entries(params)) property.setParameter(key, value);
  vevent.addProperty(property);
}

/** The invitation as .ics text (CRLF line ends, folded at 75 octets, as ical.js writes it). */
export function invitationIcs(invitation: Invitation): string {
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("prodid", "-//njpr-site//Booking//EN");
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue("method", invitation.method);

  const event = new ICAL.Component("vevent");
  event.updatePropertyWithValue("uid", invitation.uid);
  event.updatePropertyWithValue("sequence", invitation.sequence);
  event.updatePropertyWithValue("dtstamp", utc(invitation.stamp));
  event.updatePropertyWithValue("dtstart", utc(invitation.start));
  event.updatePropertyWithValue("dtend", utc(invitation.end));
  event.updatePropertyWithValue("summary", invitation.summary);
  event.updatePropertyWithValue("location", invitation.location);
  event.updatePropertyWithValue("description", invitation.description);
  event.updatePropertyWithValue("status", invitation.method === "CANCEL" ? "CANCELLED" : "CONFIRMED");
  event.updatePropertyWithValue("transp", "OPAQUE");
  person(event, "organizer", invitation.organizer, {});
  person(event, "attendee", invitation.attendee, { role: "REQ-PARTICIPANT", partstat: "ACCEPTED", rsvp: "FALSE" });
  calendar.addSubcomponent(event);
  return calendar.toString();
}

/** What a mail client reads back from an invitation (tests; the manage page's checks). */
export interface ReadInvitation {
  method: string;
  uid: string;
  sequence: number;
  start: string;
  end: string;
  summary: string;
  location: string;
  status: string;
  organizer: string;
}

/** Parses .ics text with ical.js: the first event and the calendar's METHOD. */
export function readInvitation(ics: string): ReadInvitation {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT in the invitation");
  const text = (name: string) => String(event.getFirstPropertyValue(name) ?? "");
  const time = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
  return {
    method: String(calendar.getFirstPropertyValue("method") ?? ""),
    uid: text("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence") ?? 0),
    start: time("dtstart"),
    end: time("dtend"),
    summary: text("summary"),
    location: text("location"),
    status: text("status"),
    organizer: text("organizer"),
  };
}
