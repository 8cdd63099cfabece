import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { zonedInstant } from "../domain/booking/time-zone.ts";
import { appointmentUid, invitationIcs, readInvitation, type Invitation } from "./invitation.ts";

const HOUR = 3_600_000;
const at = (date: string, minutes: number) => new Date(zonedInstant(date, minutes, "America/New_York")).toISOString();

function invitation(change: Partial<Invitation> = {}): Invitation {
  return {
    method: "REQUEST",
    uid: appointmentUid("5f0c7a52-9d1e-4f55-a1d0-0d2b8f6c1e11"),
    sequence: 0,
    start: at("2026-11-30", 9 * 60),
    end: at("2026-11-30", 10 * 60),
    summary: "Refinance appraisal: 12 Orchard Lane, Flemington, NJ 08822",
    location: "12 Orchard Lane, Flemington, NJ 08822",
    description: "Change or cancel: https://www.example.com/appointment/abc",
    organizer: { name: "Garden State Property Appraisals", email: "office@example.com" },
    attendee: { name: "Dana Whitfield", email: "dana@example.com" },
    stamp: new Date("2026-11-27T06:00:00Z"),
    ...change,
  };
}

/** The wall-clock time in New York of an instant, "HH:MM". */
const newYorkClock = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hourCycle: "h23", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));

describe("invitationIcs: the .ics every appointment mail carries (read back with ical.js)", () => {
  it("a booking: METHOD:REQUEST, the UID, SEQUENCE 0, start and end in UTC, the summary, location and organizer", () => {
    const ics = invitationIcs(invitation());
    expect(ics).toContain("\r\n");
    expect(ics).toMatch(/^DTSTART:20261130T140000Z\r?$/m);
    expect(readInvitation(ics)).toEqual({
      method: "REQUEST",
      uid: "appointment-5f0c7a52-9d1e-4f55-a1d0-0d2b8f6c1e11@booking.njpr",
      sequence: 0,
      start: "2026-11-30T14:00:00.000Z",
      end: "2026-11-30T15:00:00.000Z",
      summary: "Refinance appraisal: 12 Orchard Lane, Flemington, NJ 08822",
      location: "12 Orchard Lane, Flemington, NJ 08822",
      status: "CONFIRMED",
      organizer: "mailto:office@example.com",
    });
  });

  it("a reschedule keeps the UID and raises SEQUENCE; a cancellation is METHOD:CANCEL, STATUS:CANCELLED with the same UID", () => {
    const booked = readInvitation(invitationIcs(invitation()));
    const moved = readInvitation(invitationIcs(invitation({ sequence: 1, start: at("2026-12-02", 13 * 60), end: at("2026-12-02", 14 * 60) })));
    const cancelled = readInvitation(invitationIcs(invitation({ method: "CANCEL", sequence: 2, start: moved.start, end: moved.end })));
    expect(moved.uid).toBe(booked.uid);
    expect(cancelled.uid).toBe(booked.uid);
    expect([booked.sequence, moved.sequence, cancelled.sequence]).toEqual([0, 1, 2]);
    expect(moved.start).toBe("2026-12-02T18:00:00.000Z");
    expect(cancelled).toMatchObject({ method: "CANCEL", status: "CANCELLED" });
  });

  it("9:00 in New York stays 9:00 across both DST changes (UTC offset -5 in winter, -4 in summer)", () => {
    for (const [date, utcHour] of [
      ["2027-03-12", 14], // Friday before the spring change: EST
      ["2027-03-15", 13], // Monday after: EDT
      ["2027-11-05", 13], // Friday before the autumn change: EDT
      ["2027-11-08", 14], // Monday after: EST
    ] as const) {
      const read = readInvitation(invitationIcs(invitation({ start: at(date, 9 * 60), end: at(date, 10 * 60) })));
      expect(new Date(read.start).getUTCHours(), date).toBe(utcHour);
      expect(newYorkClock(read.start), date).toBe("09:00");
      expect(Date.parse(read.end) - Date.parse(read.start)).toBe(HOUR);
    }
  });

  it("long and special text is folded and escaped, and reads back unchanged; the attendee and organizer carry their names", () => {
    const summary = `Custom photography: Aerial photography, Floor plans; "Virtual tours" at 1200 Very Long Road Name, Apartment 4B, Bridgewater Township, NJ 08807`;
    const ics = invitationIcs(invitation({ summary }));
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(readInvitation(ics).summary).toBe(summary);
    const event = new ICAL.Component(ICAL.parse(ics) as unknown[]).getFirstSubcomponent("vevent")!;
    expect(event.getFirstProperty("organizer")!.getParameter("cn")).toBe("Garden State Property Appraisals");
    expect(event.getFirstProperty("attendee")!.getParameter("cn")).toBe("Dana Whitfield");
    expect(event.getFirstPropertyValue("attendee")).toBe("mailto:dana@example.com");
  });
});
