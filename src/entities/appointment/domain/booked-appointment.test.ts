import { describe, expect, it } from "vitest";
import { bookedAppointmentOf } from "@/entities/appointment/domain/booked-appointment";

describe("the appointment in /thank-you's router state", () => {
  const appointment = { start: "2026-11-30T14:00:00.000Z", end: "2026-11-30T15:30:00.000Z", timeZone: "America/New_York" };

  it("is read when it is one", () => {
    expect(bookedAppointmentOf({ submissionId: "x", appointment })).toEqual(appointment);
  });

  it("is nothing on a direct visit or in a state of another shape", () => {
    expect(bookedAppointmentOf(null)).toBeNull();
    expect(bookedAppointmentOf({ submissionId: "x" })).toBeNull();
    expect(bookedAppointmentOf({ appointment: { ...appointment, start: "soon" } })).toBeNull();
    expect(bookedAppointmentOf({ appointment: { start: appointment.start, end: appointment.end } })).toBeNull();
    expect(bookedAppointmentOf({ appointment: "Monday" })).toBeNull();
  });
});
