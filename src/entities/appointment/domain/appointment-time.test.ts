import { describe, expect, it } from "vitest";
import { calendarDayLabel, formatAppointment, formatAppointmentClock, formatAppointmentDay } from "@/entities/appointment/domain/appointment-time";

describe("appointment times, always in New York", () => {
  it("writes an instant as the Eastern day and clock, in winter and in summer", () => {
    expect(formatAppointment("2026-11-30T14:00:00.000Z")).toBe("Monday, November 30, 9:00 AM Eastern");
    expect(formatAppointment("2027-07-01T13:30:00Z")).toBe("Thursday, July 1, 9:30 AM Eastern");
    // Late evening UTC is still the same Eastern day; just after midnight UTC is the day before.
    expect(formatAppointmentDay("2026-12-01T04:30:00.000Z")).toBe("Monday, November 30");
    expect(formatAppointmentClock("2026-12-01T04:30:00.000Z")).toBe("11:30 PM");
  });

  it("labels a calendar date without moving it to another day", () => {
    expect(calendarDayLabel("2026-11-30")).toEqual({ weekday: "Mon", monthDay: "Nov 30", long: "Monday, November 30" });
    expect(calendarDayLabel("2027-03-14")).toEqual({ weekday: "Sun", monthDay: "Mar 14", long: "Sunday, March 14" });
  });
});
