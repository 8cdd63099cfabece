import { z } from "zod";
import { PRICE_TIERS } from "@domain/pricing.ts";

/**
 * The booking payloads (booking-times, booking-hold, and the appointment in
 * send-contact-email's answer) as the browser checks them. Replaced by the
 * shared schemas of supabase/functions/_shared/schemas/booking.ts once they exist.
 */

export const bookingTimesRequestSchema = z.object({
  serviceType: z.enum(["appraisal", "photography"]),
  selectedPhotographyPackage: z.string().optional(),
  selectedAddOns: z.array(z.string()).optional(),
  tier: z.enum(PRICE_TIERS),
  county: z.string(),
  municipality: z.string().optional(),
});
export type BookingTimesRequest = z.infer<typeof bookingTimesRequestSchema>;

const slotSchema = z.object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) });
export type BookingSlot = z.infer<typeof slotSchema>;

export const bookingTimesAnswerSchema = z.object({
  timeZone: z.string(),
  durationMinutes: z.number(),
  days: z.array(z.object({ date: z.iso.date(), slots: z.array(slotSchema) })),
});
export type BookingTimes = z.infer<typeof bookingTimesAnswerSchema>;
export type BookingDay = BookingTimes["days"][number];

export const bookingHoldRequestSchema = bookingTimesRequestSchema.extend({ start: z.string(), sessionId: z.string() });
export type BookingHoldRequest = z.infer<typeof bookingHoldRequestSchema>;

export const bookingHoldAnswerSchema = z.object({
  holdToken: z.string().min(1),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type BookingHold = z.infer<typeof bookingHoldAnswerSchema>;

export const bookedAppointmentSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
});
