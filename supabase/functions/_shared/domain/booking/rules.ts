import type { PriceTier } from "../pricing.ts";
import type { TravelSettings } from "./travel.ts";

/**
 * The business's booking rules as plain data (read from booking_settings,
 * booking_hours, booking_blocked_days and booking_durations; see migration
 * 20261127000500 and docs/decisions/046), and the calendar the slot rules
 * work over. Instants are epoch milliseconds.
 */

export interface BusinessHours {
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: number;
  /** Local wall-clock time, "HH:MM". */
  opens: string;
  closes: string;
}

export interface ServiceDuration {
  /** A service id of ../pricing.ts, "custom" (a custom package's base), or an add-on id. */
  serviceId: string;
  tier: PriceTier;
  minutes: number;
}

export interface BookingRules {
  timeZone: string;
  slotStepMinutes: number;
  /** The first bookable day is this many business days after today. */
  minNoticeBusinessDays: number;
  /** Open times are offered for the days up to today + horizonDays. */
  horizonDays: number;
  /** Appointments (booked and live holds) a day at most. */
  dailyCap: number;
  holdMinutes: number;
  travel: TravelSettings;
  hours: BusinessHours[];
  /** Local dates ("YYYY-MM-DD") without appointments. */
  blockedDays: string[];
  durations: ServiceDuration[];
}

/** [start, end) in epoch milliseconds. */
export interface TimeRange {
  start: number;
  end: number;
}

/** A booked appointment or a live hold, and where it is. */
export interface CalendarAppointment extends TimeRange {
  /** County slug (./nj-county-centroids.ts). */
  county: string;
  /**
   * A live hold, not yet booked: it keeps others only from its own time and
   * the fixed allowance, and does not count against the daily cap (decision 057).
   */
  held?: boolean;
  /** A hold's browser session: booking-times leaves the caller's own hold out (docs/decisions/072). */
  session?: string | null;
  /** When a hold runs out (epoch ms): after it, the hold no longer closes anything. */
  expires?: number | null;
}

/** What is booked: the service and the size tier decide the length; the county, the travel. */
export interface SlotRequest {
  serviceType: "appraisal" | "photography";
  selectedPhotographyPackage?: string | null;
  selectedAddOns?: readonly string[] | null;
  tier: PriceTier;
  county: string;
}

/** An appointment of a known length in a county. */
export interface SlotNeed {
  durationMinutes: number;
  county: string;
}

export interface OpenSlot {
  /** ISO instants (UTC). */
  start: string;
  end: string;
}

export interface OpenDay {
  /** Local date, "YYYY-MM-DD". */
  date: string;
  slots: OpenSlot[];
}

/** The answer of booking-times (docs/decisions/046, the booking contract). */
export interface OpenTimes {
  timeZone: string;
  durationMinutes: number;
  /** Only days with at least one open slot, in order. */
  days: OpenDay[];
}
