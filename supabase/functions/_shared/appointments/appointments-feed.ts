import ICAL from "ical.js";
import { BUSINESS_TIME_ZONE } from "../domain/booking/time-zone.ts";
import { appointmentUid } from "./appointment-uid.ts";

/**
 * The owner's subscription feed of booked appointments as iCalendar
 * (docs/decisions/051), built with ical.js: one VEVENT per appointment, UID
 * appointmentUid(id), times in UTC, the client's name, phone, address and
 * message for the owner. Pure: rows in, text out.
 */

export interface FeedAppointment {
  id: string;
  start: Date;
  end: Date;
  serviceType: string;
  serviceId: string;
  county: string;
  municipality: string | null;
  bookedAt: Date | null;
  updatedAt: Date;
  client: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    propertyAddress: string | null;
    appraisalType: string | null;
    message: string | null;
  } | null;
}

export interface FeedSettings {
  /** The public site (SITE_URL): its host names the feed's PRODID. */
  siteUrl: string;
  /** The calendar's name in the owner's calendar app. */
  calendarName: string;
  /** DTSTAMP of every event. */
  now: Date;
}

/** How often subscribed calendars should fetch the feed again (Google and Outlook decide for themselves; Apple and others read it). */
export const FEED_REFRESH = "PT15M";

const utc = (date: Date) => ICAL.Time.fromJSDate(date, true);

const titleCase = (slug: string) => slug.split("-").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");

function summaryOf(appointment: FeedAppointment): string {
  const service = appointment.serviceType === "appraisal" ? "Appraisal" : `Photography (${titleCase(appointment.serviceId)})`;
  const client = appointment.client ? `${appointment.client.firstName} ${appointment.client.lastName}`.trim() : "";
  return client ? `${service}: ${client}` : service;
}

function locationOf(appointment: FeedAppointment): string {
  const place = [appointment.municipality, `${titleCase(appointment.county)} County`, "NJ"].filter(Boolean).join(", ");
  return appointment.client?.propertyAddress || place;
}

function descriptionOf(appointment: FeedAppointment): string {
  const client = appointment.client;
  const lines = [
    client ? `Client: ${client.firstName} ${client.lastName}` : "Entered by hand (no request)",
    client ? `Phone: ${client.phone}` : null,
    client ? `Email: ${client.email}` : null,
    client?.propertyAddress ? `Property: ${client.propertyAddress}` : null,
    `County: ${titleCase(appointment.county)}${appointment.municipality ? ` (${appointment.municipality})` : ""}`,
    client?.appraisalType ? `Appraisal type: ${client.appraisalType}` : null,
    client?.message ? `Message: ${client.message}` : null,
  ];
  return lines.filter((line): line is string => line !== null).join("\n");
}

function eventOf(appointment: FeedAppointment, settings: FeedSettings): ICAL.Component {
  const event = new ICAL.Component("vevent");
  event.addPropertyWithValue("uid", appointmentUid(appointment.id));
  event.addPropertyWithValue("dtstamp", utc(settings.now));
  event.addPropertyWithValue("dtstart", utc(appointment.start));
  event.addPropertyWithValue("dtend", utc(appointment.end));
  event.addPropertyWithValue("summary", summaryOf(appointment));
  event.addPropertyWithValue("location", locationOf(appointment));
  event.addPropertyWithValue("description", descriptionOf(appointment));
  event.addPropertyWithValue("status", "CONFIRMED");
  event.addPropertyWithValue("transp", "OPAQUE");
  if (appointment.bookedAt) event.addPropertyWithValue("created", utc(appointment.bookedAt));
  event.addPropertyWithValue("last-modified", utc(appointment.updatedAt));
  return event;
}

/** The feed's iCalendar text (CRLF line ends, folded as RFC 5545 says). */
export function appointmentsCalendar(appointments: readonly FeedAppointment[], settings: FeedSettings): string {
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("prodid", `-//${new URL(settings.siteUrl).hostname}//Booked appointments//EN`);
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", "PUBLISH");
  calendar.addPropertyWithValue("x-wr-calname", settings.calendarName);
  calendar.addPropertyWithValue("x-wr-timezone", BUSINESS_TIME_ZONE);
  const refresh = calendar.addPropertyWithValue("refresh-interval", ICAL.Duration.fromString(FEED_REFRESH));
  refresh.setParameter("value", "DURATION");
  calendar.addPropertyWithValue("x-published-ttl", FEED_REFRESH);
  for (const appointment of appointments) calendar.addSubcomponent(eventOf(appointment, settings));
  return `${calendar.toString()}\r\n`;
}
