import { withTransaction } from "../database.ts";
import { isOpenSlot, keepsBookedRules } from "../domain/booking/open-times.ts";
import { isCoveredCountySlug } from "../domain/covered-counties.ts";
import { HttpError } from "../http.ts";
import { callerAddressHash } from "../log-guard.ts";
import { consumeRateLimit } from "../rate-limit.ts";
import type { BookedAppointment } from "../schemas/booking.ts";
import type { ServiceRequest } from "../schemas/service-request.ts";
import { serviceRequestColumns } from "../leads/stored-lead.ts";
import { calendarAround, lockBookingDay, SlotTakenError } from "./calendar.ts";
import { manageTokenAndHash } from "./manage-link.ts";
import { tokenHash } from "./tokens.ts";

/**
 * A service request with a held time (send-contact-email with
 * `appointment.holdToken`; docs/decisions/046): the request row and the
 * appointment are stored in ONE transaction under the day's advisory lock,
 * the hold turned into a booked appointment with a manage token (stored as
 * its SHA-256; the manage page comes later). A hold still live is booked
 * while its day is under the cap of booked appointments and it keeps the
 * travel time from every booked one (holds count neither, so of two holds too
 * close for the drive the first booked wins; decision 057); an expired one
 * only if its time is still open by the slot rules (leaving itself out). A hold that is gone (taken over after it expired,
 * or replaced by a newer hold of the session) or whose time is no longer
 * open: SlotTakenError, and nothing is stored. Over the booked appointments
 * per address and day (rate_limit_rules 'booking'): 429, nothing stored. A
 * hold in a county the business no longer covers (domain/covered-counties.ts;
 * booking-hold refuses the others): 422, nothing stored.
 */

export const TOO_MANY_BOOKINGS = "You have booked several appointments today. Please call us to book another.";
export const UNCOVERED_COUNTY = "We do not serve the county of this appointment any more. Please call us to arrange it.";
const NOT_SAVED = "We could not save your request. Please try again or call us directly.";

/** The booked appointment's row facts the mails need (appointment-facts.ts composes the rest from the request). */
export interface BookedRow {
  id: string;
  durationMinutes: number;
  county: string;
}

interface HeldRow {
  id: string;
  start: Date;
  end: Date;
  county: string;
  duration_minutes: number;
  expired: boolean;
  time_zone: string;
}

async function underLimit(req: Request): Promise<boolean> {
  try {
    // Null when the platform did not say: consume_rate_limit then counts nothing (decision 044).
    return await consumeRateLimit("booking", "address", await callerAddressHash(req));
  } catch (error) {
    // As for the request itself (send-contact-email): the lead matters more than the limit.
    console.error("send-contact-email: booking limit:", (error as Error).message);
    return true;
  }
}

/** Quoted identifiers of the columns (fixed names from serviceRequestColumns, never input). */
const quoted = (names: string[]) => names.map((name) => `"${name.replaceAll('"', '""')}"`).join(", ");

/**
 * Stores the request (its columns plus `extraColumns`, the screening) and
 * books its held time. Answers the request's id and the appointment; throws
 * SlotTakenError (409), HttpError 422, 429 or 500, with nothing stored.
 * The appointment always has its manage token (manage-link.ts): for the
 * thank-you page and the confirmation.
 */
export async function storeBookedRequest(
  req: Request,
  request: ServiceRequest,
  holdToken: string,
  extraColumns: Record<string, unknown>,
): Promise<{ id: string; appointment: Required<BookedAppointment>; row: BookedRow }> {
  if (!(await underLimit(req))) throw new HttpError(429, TOO_MANY_BOOKINGS);
  const hash = await tokenHash(holdToken);
  const columns = { ...serviceRequestColumns(request), ...extraColumns };
  const names = Object.keys(columns);
  try {
    return await withTransaction(async (client) => {
      const select = `select a.id, lower(a.during) as start, upper(a.during) as end, a.county, a.duration_minutes,
                             a.expires_at <= now() as expired, s.time_zone
                        from public.appointments as a cross join public.booking_settings as s
                       where a.hold_token_hash = $1 and a.status = 'held'`;
      const found = (await client.query<HeldRow>(select, [hash])).rows[0];
      if (!found) throw new SlotTakenError();
      await lockBookingDay(client, found.start.getTime());
      // Read again under the lock: another transaction may have taken it meanwhile.
      const held = (await client.query<HeldRow>(`${select} for update of a`, [hash])).rows[0];
      if (!held) throw new SlotTakenError();
      if (!isCoveredCountySlug(held.county)) throw new HttpError(422, UNCOVERED_COUNTY);
      const start = held.start.getTime();
      const { rules, busy, appointments } = await calendarAround(client, start, held.id);
      const need = { durationMinutes: held.duration_minutes, county: held.county };
      const open = held.expired ? isOpenSlot(rules, busy, appointments, need, start, Date.now()) : keepsBookedRules(rules, appointments, need, start);
      if (!open) throw new SlotTakenError();
      const { rows } = await client.query<{ id: string }>(
        `insert into public.service_requests (${quoted(names)})
         select ${quoted(names)} from jsonb_populate_record(null::public.service_requests, $1::jsonb)
         returning id`,
        [JSON.stringify(columns)],
      );
      const id = rows[0]!.id;
      const manage = await manageTokenAndHash(held.id);
      await client.query(
        `update public.appointments
            set status = 'booked', service_request_id = $2, manage_token_hash = $3, booked_at = now(), expires_at = null, holder_hash = null
          where id = $1`,
        [held.id, id, manage.hash],
      );
      return {
        id,
        appointment: { start: held.start.toISOString(), end: held.end.toISOString(), timeZone: held.time_zone, manageToken: manage.token },
        row: { id: held.id, durationMinutes: held.duration_minutes, county: held.county },
      };
    });
  } catch (error) {
    if (error instanceof SlotTakenError || error instanceof HttpError) throw error;
    console.error("send-contact-email: storing the request with its appointment failed:", (error as Error).message);
    throw new HttpError(500, NOT_SAVED);
  }
}
