import { describe, expect, it } from "vitest";
import type { AppointmentFacts } from "./appointment-facts.ts";
import { failedAppointmentMailsSummary, type FailedAppointmentMail } from "./appointment-failure-report.ts";
import type { AppointmentMailRow } from "./appointment-outbox.ts";

const business = { name: "Garden State Appraisals", email: "office@example.com", phone: "(908) 555-0100" };

const row = (overrides: Partial<AppointmentMailRow> = {}): AppointmentMailRow => ({
  id: "5d0c3a52-8a0e-4f55-9b7e-0c1f2e3d4a5b",
  appointment_id: "a1",
  kind: "cancelled",
  recipient: "business",
  sequence: 2,
  starts_at: new Date("2027-03-15T14:00:00Z"),
  ends_at: new Date("2027-03-15T15:30:00Z"),
  attempts: 10,
  last_error: "connect ECONNREFUSED\n127.0.0.1:465",
  changed_by: "visitor",
  reason: null,
  ...overrides,
});

const facts: AppointmentFacts = {
  id: "a1",
  status: "cancelled",
  sequence: 2,
  start: "2027-03-15T14:00:00.000Z",
  end: "2027-03-15T15:30:00.000Z",
  durationMinutes: 90,
  county: "hunterdon",
  timeZone: "America/New_York",
  service: "Refinance appraisal",
  address: "14 Old Mill Rd, Tewksbury, NJ 07830",
  visitor: { firstName: "Dana", name: "Dana Whitfield", email: "dana@example.com", phone: "9085550142" },
  serviceRequestId: "r1",
  manageTokenHash: null,
  cancelledAt: "2027-03-10T12:00:00.000Z",
};

describe("failedAppointmentMailsSummary", () => {
  it("lists each mail with its appointment, the client to call, the attempts, the error and the id, to the business", () => {
    const mails: FailedAppointmentMail[] = [
      { row: row(), facts },
      { row: row({ id: "6e1d4b63-9b1f-4066-8c8f-1d2f3e4a5b6c", kind: "reminder", recipient: "visitor", sequence: 0, last_error: null }), facts },
    ];
    const mail = failedAppointmentMailsSummary(mails, business);
    expect(mail.to).toBe("office@example.com");
    expect(mail.subject).toBe("2 appointment emails could not be sent");
    expect(mail.text).toContain("Cancellation notice to the business: ");
    expect(mail.text).toContain("Reminder to the client: ");
    // 14:00 UTC in March 2027 is 10:00 in New York (daylight time from March 14).
    expect(mail.text).toMatch(/Cancellation notice to the business: .*10:00.*\(90 minutes\)/);
    expect(mail.text).toContain("  Appointment: Refinance appraisal at 14 Old Mill Rd, Tewksbury, NJ 07830, now cancelled");
    expect(mail.text).toContain("  Client: Dana Whitfield");
    expect(mail.text).toContain("  Phone: (908) 555-0142");
    expect(mail.text).toContain("  Last error: connect ECONNREFUSED 127.0.0.1:465");
    expect(mail.text.match(/Last error:/g)).toHaveLength(1);
    expect(mail.text).toContain("  Id: 6e1d4b63-9b1f-4066-8c8f-1d2f3e4a5b6c (table appointment_mails)");
    expect(mail.text).toContain("update public.appointment_mails set status = 'retry'");
  });

  it("says so when the appointment is gone, and counts one mail in the singular", () => {
    const mail = failedAppointmentMailsSummary([{ row: row(), facts: null }], business);
    expect(mail.subject).toBe("1 appointment email could not be sent");
    expect(mail.text).toContain("could not send this appointment email");
    expect(mail.text).toContain("  Appointment: deleted since");
    expect(mail.text).not.toContain("Client:");
  });
});
