import { z } from "zod";
import { PRICE_TIERS } from "../domain/pricing.ts";
import { openTimesSchema } from "./booking.ts";

/**
 * The owner's appointments desk (docs/decisions/056-owner-appointments-desk.md):
 * the owner-appointment function's payloads and the owner RPCs' answers and
 * arguments, one schema each, shared by /owner/appointments, /owner/settings
 * and the function.
 */

const instant = z.iso.datetime({ offset: true });
/** Postgres writes timestamptz in JSON as "2026-12-02T10:00:00-05:00" (and sometimes with fractions): read as an ISO instant. */
const pgInstant = z.string().transform((value, ctx) => {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) {
    ctx.addIssue({ code: "custom", message: "is not a time" });
    return z.NEVER;
  }
  return new Date(ms).toISOString();
});

export const OWNER_APPOINTMENT_ACTIONS = ["times", "confirm", "move", "cancel"] as const;
export const CANCEL_REASON_MAX = 300;

/**
 * POST /owner-appointment. "times": the open times to move the appointment
 * to; "confirm"; "move" with `start` (an open time); "cancel" with `reason`
 * (told to the client).
 */
export const ownerAppointmentRequestSchema = z
  .object({
    action: z.enum(OWNER_APPOINTMENT_ACTIONS),
    id: z.uuid(),
    start: instant.optional(),
    reason: z.string().trim().min(1, "Say why, for the client").max(CANCEL_REASON_MAX).optional(),
  })
  .strict()
  .refine((body) => (body.action === "move") === (body.start !== undefined), { message: "start is required to move, and only then", path: ["start"] })
  .refine((body) => (body.action === "cancel") === (body.reason !== undefined), {
    message: "a reason is required to cancel, and only then",
    path: ["reason"],
  });
export type OwnerAppointmentRequest = z.input<typeof ownerAppointmentRequestSchema>;

/** 200 of every action: the appointment after it, and (times, move) the open times to move it to. */
export const ownerAppointmentAnswerSchema = z.object({
  appointment: z.object({
    id: z.string(),
    status: z.enum(["booked", "cancelled"]),
    start: instant,
    end: instant,
    sequence: z.number().int(),
    confirmedAt: instant.nullable(),
  }),
  times: openTimesSchema.nullable(),
});
export type OwnerAppointmentAnswer = z.output<typeof ownerAppointmentAnswerSchema>;

/** 409 when the time is no longer open: the fresh open times come with it. */
export const ownerSlotTakenSchema = z.object({ error: z.string(), code: z.literal("slot_taken"), times: openTimesSchema });

const hoursRow = z.object({ weekday: z.number().int().min(1).max(7), opens: z.string(), closes: z.string() });
const blockedDay = z.object({ day: z.iso.date(), reason: z.string().nullable() });

/** owner_desk_calendar(from, to). */
export const deskCalendarSchema = z.object({
  timeZone: z.string(),
  hours: z.array(hoursRow),
  blockedDays: z.array(blockedDay),
  appointments: z.array(
    z.object({
      id: z.string(),
      status: z.enum(["held", "booked", "cancelled"]),
      start: pgInstant,
      end: pgInstant,
      serviceType: z.enum(["appraisal", "photography"]),
      serviceId: z.string(),
      durationMinutes: z.number().int(),
      county: z.string(),
      municipality: z.string().nullable(),
      sequence: z.number().int(),
      confirmedAt: pgInstant.nullable(),
      cancelledAt: pgInstant.nullable(),
      expiresAt: pgInstant.nullable(),
      client: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string().nullable() }).nullable(),
      serviceRequestId: z.string().nullable(),
    }),
  ),
  busy: z.array(
    z.object({ id: z.string(), start: pgInstant, end: pgInstant, kind: z.enum(["blocked", "imported"]), reason: z.string().nullable() }),
  ),
});
export type DeskCalendar = z.output<typeof deskCalendarSchema>;
export type DeskAppointment = DeskCalendar["appointments"][number];
export type DeskBusyTime = DeskCalendar["busy"][number];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time such as 09:00");

/** One weekday's hours as the rules form edits them: closed, or opens before closes. */
export const weekdayHoursSchema = z
  .object({ weekday: z.number().int().min(1).max(7), open: z.boolean(), opens: clock, closes: clock })
  .refine((day) => !day.open || day.opens < day.closes, { message: "Opening must be before closing", path: ["closes"] });

/** owner_save_booking_rules(rules): what the rules form sends (the RPC checks the same again). */
export const bookingRulesInputSchema = z.object({
  minNoticeBusinessDays: z.number({ error: "Enter a number of days" }).int("Whole days").min(0, "0 to 30 days").max(30, "0 to 30 days"),
  dailyCap: z.number({ error: "Enter a number" }).int("A whole number").min(1, "1 to 20 a day").max(20, "1 to 20 a day"),
  hours: z.array(z.object({ weekday: z.number().int().min(1).max(7), opens: clock, closes: clock })).max(7),
  durations: z
    .array(
      z.object({
        serviceId: z.string(),
        tier: z.enum(PRICE_TIERS),
        minutes: z.number({ error: "Enter minutes" }).int("Whole minutes").min(0, "0 to 600 minutes").max(600, "0 to 600 minutes"),
      }),
    )
    .max(200),
});
export type BookingRulesInput = z.output<typeof bookingRulesInputSchema>;

/** owner_booking_rules(). */
export const ownerBookingRulesSchema = z.object({
  settings: z.object({
    timeZone: z.string(),
    minNoticeBusinessDays: z.number().int(),
    dailyCap: z.number().int(),
    horizonDays: z.number().int(),
    slotStepMinutes: z.number().int(),
  }),
  hours: z.array(hoursRow),
  durations: z.array(z.object({ serviceId: z.string(), tier: z.enum(PRICE_TIERS), minutes: z.number().int() })),
  blockedDays: z.array(blockedDay),
  blockedHours: z.array(z.object({ id: z.string(), start: pgInstant, end: pgInstant, reason: z.string().nullable() })),
});
export type OwnerBookingRules = z.output<typeof ownerBookingRulesSchema>;

export const BLOCK_REASON_MAX = 200;

/** Blocking a day (owner_block_day) from the form. */
export const blockDayInputSchema = z.object({
  day: z.iso.date({ error: "Choose a day" }),
  reason: z.string().trim().max(BLOCK_REASON_MAX, `At most ${BLOCK_REASON_MAX} characters`),
});

/** Blocking hours of one day (owner_block_hours) from the form: a local date and two clock times. */
export const blockHoursInputSchema = z
  .object({
    day: z.iso.date({ error: "Choose a day" }),
    from: clock,
    to: clock,
    reason: z.string().trim().max(BLOCK_REASON_MAX, `At most ${BLOCK_REASON_MAX} characters`),
  })
  .refine((value) => value.from < value.to, { message: "The end must be after the start", path: ["to"] });
