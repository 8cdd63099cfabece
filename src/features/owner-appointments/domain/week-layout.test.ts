import { describe, expect, it } from "vitest";
import type { DeskAppointment, DeskCalendar } from "#schemas/owner-appointments.ts";
import { clockLabel, layoutWeek, weekAppointments, weekStartOf } from "./week-layout";

const appointment = (id: string, start: string, end: string, status: DeskAppointment["status"] = "booked"): DeskAppointment => ({
  id,
  status,
  start,
  end,
  serviceType: "appraisal",
  serviceId: "appraisal",
  durationMinutes: 60,
  county: "hunterdon",
  municipality: null,
  sequence: 0,
  confirmedAt: null,
  cancelledAt: null,
  expiresAt: null,
  client: { name: "Dana Whitfield", email: "dana@example.com", phone: "9085550142", address: "12 Orchard Lane" },
  serviceRequestId: null,
});

const calendar = (change: Partial<DeskCalendar> = {}): DeskCalendar => ({
  timeZone: "America/New_York",
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: "09:00", closes: "17:00" })),
  blockedDays: [],
  appointments: [],
  busy: [],
  ...change,
});

describe("layoutWeek", () => {
  it("the Monday of any day's week", () => {
    expect(weekStartOf("2026-12-02")).toBe("2026-11-30");
    expect(weekStartOf("2026-11-30")).toBe("2026-11-30");
    expect(weekStartOf("2026-12-06")).toBe("2026-11-30");
  });

  it("seven days with the hours of each weekday; the weekend closed", () => {
    const layout = layoutWeek(calendar(), "2026-11-30");
    expect(layout.days.map((d) => d.date)).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
    expect(layout.days[0]!.hours).toEqual({ opens: 540, closes: 1020 });
    expect(layout.days[5]!.hours).toBeNull();
    expect(layout).toMatchObject({ firstMinute: 540, lastMinute: 1020 });
  });

  it("puts an appointment on its New York day at its New York minutes, on both sides of a DST change", () => {
    const layout = layoutWeek(
      calendar({
        appointments: [
          appointment("winter", "2026-12-02T15:00:00.000Z", "2026-12-02T16:00:00.000Z"),
          appointment("held", "2026-12-03T14:00:00.000Z", "2026-12-03T15:00:00.000Z", "held"),
        ],
      }),
      "2026-11-30",
    );
    expect(layout.days[2]!.items).toEqual([expect.objectContaining({ kind: "appointment", startMinutes: 600, endMinutes: 660 })]);
    expect(layout.days[3]!.items).toEqual([expect.objectContaining({ kind: "hold", startMinutes: 540 })]);
    const summer = layoutWeek(calendar({ appointments: [appointment("summer", "2027-03-15T13:00:00.000Z", "2027-03-15T14:00:00.000Z")] }), "2027-03-15");
    expect(summer.days[0]!.items[0]).toMatchObject({ startMinutes: 540, endMinutes: 600 });
  });

  it("blocked days, holidays and busy times; a range over midnight is on both days, clipped", () => {
    const layout = layoutWeek(
      calendar({
        blockedDays: [{ day: "2026-12-04", reason: "Vacation" }],
        busy: [
          { id: "b1", start: "2026-12-01T18:00:00.000Z", end: "2026-12-01T22:00:00.000Z", kind: "blocked", reason: "Closing" },
          { id: "i1", start: "2026-12-02T23:00:00.000Z", end: "2026-12-03T15:00:00.000Z", kind: "imported", reason: null },
        ],
      }),
      "2026-11-30",
    );
    expect(layout.days[4]!.closed).toEqual({ kind: "blocked", reason: "Vacation" });
    expect(layout.days[1]!.items[0]).toMatchObject({ kind: "blocked", busyId: "b1", startMinutes: 780, endMinutes: 1020, reason: "Closing" });
    expect(layout.days[2]!.items[0]).toMatchObject({ kind: "imported", startMinutes: 1080, endMinutes: 1440 });
    expect(layout.days[3]!.items[0]).toMatchObject({ kind: "imported", startMinutes: 0, endMinutes: 600 });
    expect(layout.firstMinute).toBe(0);
    expect(layoutWeek(calendar(), "2026-12-21").days[4]!.closed).toEqual({ kind: "holiday", name: expect.stringMatching(/Christmas/) });
  });

  it("the list: the week's appointments, soonest first, holds left out, one entry per appointment", () => {
    const layout = layoutWeek(
      calendar({
        appointments: [
          appointment("b", "2026-12-03T15:00:00.000Z", "2026-12-03T16:00:00.000Z"),
          appointment("a", "2026-12-01T15:00:00.000Z", "2026-12-01T16:00:00.000Z", "cancelled"),
          appointment("h", "2026-12-02T15:00:00.000Z", "2026-12-02T16:00:00.000Z", "held"),
        ],
      }),
      "2026-11-30",
    );
    expect(weekAppointments(layout).map((a) => a.id)).toEqual(["a", "b"]);
  });

  it("clock labels", () => {
    expect([clockLabel(0), clockLabel(540), clockLabel(720), clockLabel(1020 + 30)]).toEqual(["12:00 AM", "9:00 AM", "12:00 PM", "5:30 PM"]);
  });
});
