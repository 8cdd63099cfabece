import { describe, expect, it } from "vitest";
import { appointmentLabel } from "./appointment-label.ts";

describe("appointmentLabel", () => {
  it("reads the time in New York, in winter and in summer", () => {
    expect(appointmentLabel("2026-11-30T14:00:00.000Z")).toBe("Monday, November 30, 9:00 AM Eastern");
    expect(appointmentLabel("2027-03-15T13:00:00.000Z")).toBe("Monday, March 15, 9:00 AM Eastern");
    expect(appointmentLabel(Date.parse("2027-11-08T19:30:00.000Z"))).toBe("Monday, November 8, 2:30 PM Eastern");
  });
});
