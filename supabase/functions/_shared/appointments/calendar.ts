// @ts-types="npm:@types/pg@8.23.1"
import type pg from "pg";
import { z } from "zod";
import { bookingCalendarSchema, SLOT_TAKEN, type BookingCalendar } from "../schemas/booking.ts";
import { json } from "../http.ts";

/**
 * The booking functions' reads and locks over the database pool
 * (docs/decisions/046): the rules and calendar of a time range in one round
 * trip (booking_calendar(), migration 20261127000500), and the per-day
 * advisory lock under which a hold or a booking checks its slot and writes it.
 */

const DAY_MS = 86_400_000;

export type Queryable = Pick<pg.PoolClient, "query">;

/** The 400 for a service without an appointment length (booking_durations). */
export const NO_DURATION = "No appointment length is set for this service: send the request and we will call you";

/** A time that is no longer open: the 409 of booking-hold and send-contact-email. */
export class SlotTakenError extends Error {
  constructor() {
    super(SLOT_TAKEN.error);
    this.name = "SlotTakenError";
  }
}

/** 409 {error: "That time was just taken", code: "slot_taken"}. */
export function slotTakenResponse(): Response {
  return json(SLOT_TAKEN, 409);
}

const calendarRow = z.object({ calendar: bookingCalendarSchema });

/** The rules, the live appointments (leaving out `except`) and the busy times around `instant` (a day either side). */
export async function calendarAround(client: Queryable, instant: number, except: string | null = null): Promise<BookingCalendar> {
  const { rows } = await client.query("select public.booking_calendar($1, $2, $3) as calendar", [
    new Date(instant - DAY_MS).toISOString(),
    new Date(instant + DAY_MS).toISOString(),
    except,
  ]);
  return calendarRow.parse(rows[0]).calendar;
}

/**
 * Takes the transaction's advisory lock of the business's local day of
 * `instant`: every hold and booking of that day checks the day's
 * appointments (travel, cap) and writes under it, one at a time.
 */
export async function lockBookingDay(client: Queryable, instant: number): Promise<void> {
  await client.query(
    `select pg_advisory_xact_lock(hashtext('booking-day'),
       to_char((to_timestamp($1::double precision / 1000) at time zone s.time_zone)::date, 'YYYYMMDD')::integer)
     from public.booking_settings as s where s.id`,
    [instant],
  );
}

/** Postgres's exclusion_violation: the constraint refused an overlap. */
export function isOverlapRefused(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "23P01";
}
