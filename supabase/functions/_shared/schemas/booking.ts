import { z } from "zod";
import { PRICE_TIERS } from "../domain/pricing.ts";
import { NJ_COUNTY_SLUGS } from "../domain/booking/nj-county-centroids.ts";
import { isCoveredCountySlug } from "../domain/covered-counties.ts";
import type { BookingRules, CalendarAppointment, TimeRange } from "../domain/booking/rules.ts";

/**
 * The booking payloads (the booking contract; docs/decisions/046), one
 * schema each, shared by the quote's picker and the booking functions, and
 * the calendar the functions read (booking_calendar(), migration
 * 20261127000500).
 */

const serviceId = z.string().trim().min(1).max(100);

/** POST /booking-times. */
export const bookingTimesRequestSchema = z.object({
  serviceType: z.enum(["appraisal", "photography"]),
  selectedPhotographyPackage: serviceId.nullish(),
  selectedAddOns: z.array(serviceId).max(10).nullish(),
  tier: z.enum(PRICE_TIERS),
  /** A covered county (domain/covered-counties.ts): the others are refused with 400 and nothing stored. */
  county: z
    .enum(NJ_COUNTY_SLUGS, { error: "must be a New Jersey county (slug, e.g. hunterdon)" })
    .refine(isCoveredCountySlug, { error: "is a New Jersey county we do not serve" }),
  municipality: z.string().trim().max(100).nullish(),
  /** Optional: the browser session (as sent to booking-hold): counted by the per-session limit; its own hold is left out of the answer. */
  sessionId: z.string().trim().min(1).max(100).nullish(),
});
export type BookingTimesRequest = z.input<typeof bookingTimesRequestSchema>;

const isoInstant = z.iso.datetime({ offset: true });

/** POST /booking-hold: the booking-times fields, the chosen start, the browser session. */
export const bookingHoldRequestSchema = bookingTimesRequestSchema.extend({
  start: isoInstant,
  sessionId: z.string().trim().min(1).max(100),
});
export type BookingHoldRequest = z.input<typeof bookingHoldRequestSchema>;
export type BookingHold = z.output<typeof bookingHoldRequestSchema>;

/** A hold token: 32 random bytes, base64url. */
export const holdTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "is not a hold token");

/** The `appointment` of a service request sent to send-contact-email. */
export const appointmentRequestSchema = z.object({ holdToken: holdTokenSchema });

/** 200 of booking-times. */
export const openTimesSchema = z.object({
  timeZone: z.string(),
  durationMinutes: z.number().int().positive(),
  days: z.array(
    z.object({
      date: z.iso.date(),
      slots: z.array(z.object({ start: isoInstant, end: isoInstant })),
    }),
  ),
});

/** 201 of booking-hold. */
export const bookingHoldAnswerSchema = z.object({
  holdToken: holdTokenSchema,
  start: isoInstant,
  end: isoInstant,
  expiresAt: isoInstant,
});

/** The `appointment` of send-contact-email's answer to a booked request. */
export const bookedAppointmentSchema = z.object({
  start: isoInstant,
  end: isoInstant,
  timeZone: z.string(),
  /** The manage link's token: the page is /appointment/<manageToken> (docs/decisions/050). */
  manageToken: z.string().optional(),
});
/**
 * The appointment a request booked: what send-contact-email answers (always with its manage
 * token), what the quote hands to /thank-you in the router state (docs/decisions/047).
 */
export type BookedAppointment = z.output<typeof bookedAppointmentSchema>;

/** 409 of booking-hold and send-contact-email. */
export const SLOT_TAKEN = { error: "That time was just taken", code: "slot_taken" } as const;

const epochMs = z.coerce.number().int();
const range = z.object({ start: epochMs, end: epochMs });

/** booking_calendar(from, to, except) as the slot rules read it. */
export const bookingCalendarSchema = z
  .object({
    settings: z.object({
      time_zone: z.string(),
      slot_step_minutes: z.number().int(),
      min_notice_business_days: z.number().int(),
      horizon_days: z.number().int(),
      daily_cap: z.number().int(),
      hold_minutes: z.number().int(),
      travel_road_factor: z.coerce.number(),
      travel_speed_mph: z.coerce.number(),
      travel_local_miles: z.coerce.number(),
      travel_allowance_minutes: z.number().int(),
    }),
    hours: z.array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() })),
    blockedDays: z.array(z.string()),
    durations: z.array(z.object({ serviceId: z.string(), tier: z.enum(PRICE_TIERS), minutes: z.number().int() })),
    appointments: z.array(
      range.extend({ county: z.string(), held: z.boolean().default(false), session: z.string().nullish(), expires: epochMs.nullish() }),
    ),
    busy: z.array(range),
  })
  .transform(
    ({ settings, hours, blockedDays, durations, appointments, busy }): {
      rules: BookingRules;
      appointments: CalendarAppointment[];
      busy: TimeRange[];
    } => ({
      rules: {
        timeZone: settings.time_zone,
        slotStepMinutes: settings.slot_step_minutes,
        minNoticeBusinessDays: settings.min_notice_business_days,
        horizonDays: settings.horizon_days,
        dailyCap: settings.daily_cap,
        holdMinutes: settings.hold_minutes,
        travel: {
          roadFactor: settings.travel_road_factor,
          speedMph: settings.travel_speed_mph,
          localMiles: settings.travel_local_miles,
          allowanceMinutes: settings.travel_allowance_minutes,
        },
        hours,
        blockedDays,
        durations,
      },
      appointments,
      busy,
    }),
  );
export type BookingCalendar = z.output<typeof bookingCalendarSchema>;
