import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { appointmentUid } from "./appointment-uid.ts";
import { appointmentsCalendar, type FeedAppointment } from "./appointments-feed.ts";

/** The subscription feed's text, read back with ical.js as a calendar app would (docs/decisions/051). */

const booked: FeedAppointment = {
  id: "6f1c2f4e-8a55-4d7e-9d0b-2f3c1a7e9b10",
  start: new Date("2026-12-01T14:00:00Z"),
  end: new Date("2026-12-01T15:00:00Z"),
  serviceType: "appraisal",
  serviceId: "appraisal",
  county: "hunterdon",
  municipality: "Raritan",
  bookedAt: new Date("2026-11-27T10:00:00Z"),
  updatedAt: new Date("2026-11-27T10:00:01Z"),
  client: {
    firstName: "Dana",
    lastName: "Whitfield",
    email: "dana@example.com",
    phone: "9085550142",
    propertyAddress: "12 Orchard Lane, Flemington",
    appraisalType: "Refinance",
    message: "Please call before you come; the gate code is 1234, and the dog is friendly but loud, so knock twice.",
  },
};
const byHand: FeedAppointment = {
  ...booked,
  id: "0b7a4b7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
  start: new Date("2026-12-02T19:30:00Z"),
  end: new Date("2026-12-02T21:00:00Z"),
  serviceType: "photography",
  serviceId: "premium-photography",
  county: "cape-may",
  municipality: null,
  client: null,
};
const settings = { siteUrl: "https://www.gardenstateappraisals.com", calendarName: "Garden State appointments", now: new Date("2026-11-27T12:00:00Z") };

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component)) };
}

describe("appointmentsCalendar", () => {
  it("one event per appointment with its stable UID, UTC times, the client and the place", () => {
    const text = appointmentsCalendar([booked, byHand], settings);
    expect(text.endsWith("\r\n")).toBe(true);
    // Folded (ical.js: 75 characters, a continuation's leading space on top).
    expect(Math.max(...text.split("\r\n").map((line) => new TextEncoder().encode(line).length))).toBeLessThanOrEqual(76);
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Garden State appointments");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(events.map((event) => event.uid)).toEqual([
      "appointment-6f1c2f4e-8a55-4d7e-9d0b-2f3c1a7e9b10@booking.njpr",
      "appointment-0b7a4b7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b@booking.njpr",
    ]);
    expect(events[0]!.uid).toBe(appointmentUid(booked.id));
    expect(events.map((event) => [event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()])).toEqual([
      ["2026-12-01T14:00:00.000Z", "2026-12-01T15:00:00.000Z"],
      ["2026-12-02T19:30:00.000Z", "2026-12-02T21:00:00.000Z"],
    ]);
    expect(events[0]!.summary).toBe("Appraisal: Dana Whitfield");
    expect(events[0]!.location).toBe("12 Orchard Lane, Flemington");
    expect(events[0]!.description).toContain("Phone: 9085550142");
    expect(events[0]!.description).toContain(booked.client!.message);
    expect(events[1]!.summary).toBe("Photography (Premium Photography)");
    expect(events[1]!.location).toBe("Cape May County, NJ");
  });

  it("an empty feed is still a calendar", () => {
    const { calendar, events } = parse(appointmentsCalendar([], settings));
    expect(calendar.name).toBe("vcalendar");
    expect(events).toEqual([]);
  });
});
