import { z } from "zod";
import { queryRows } from "../_shared/database.ts";
import { NO_DURATION } from "../_shared/appointments/calendar.ts";
import { openTimes } from "../_shared/domain/booking/open-times.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { callerAddressHash, TOO_MANY_REQUESTS } from "../_shared/log-guard.ts";
import { bookingCalendarSchema, bookingTimesRequestSchema } from "../_shared/schemas/booking.ts";
import { readJsonBody } from "../_shared/validation.ts";

/**
 * POST /booking-times (the booking contract; docs/decisions/046): the open
 * times of the next booking_settings.horizon_days days for the service, size
 * tier and county asked, by the shared slot rules (domain/booking/).
 * 200 {timeZone, durationMinutes, days}; 400 with the reasons on bad input
 * or a service without an appointment length; 429 over the caller's limit
 * (rate_limit_rules 'booking_times' by address, and by session when one is
 * sent). With a sessionId, that session's own hold is left out (its next
 * hold releases it, so it hides no time from the visitor). One round trip:
 * the limits and the calendar in one statement.
 */

const MAX_BODY_BYTES = 4 * 1024;

const row = z.object({ address_ok: z.boolean(), session_ok: z.boolean(), calendar: bookingCalendarSchema });

export const handler = withErrorHandling(["POST"], async (req) => {
  const request = await readJsonBody(req, bookingTimesRequestSchema, MAX_BODY_BYTES);
  // Null when the platform did not say: the per-address limit is then skipped (decision 044).
  const addressHash = await callerAddressHash(req);
  let answer: z.output<typeof row>;
  try {
    const [first] = await queryRows(
      row,
      `select public.consume_rate_limit('booking_times', 'address', $1) as address_ok,
              public.consume_rate_limit('booking_times', 'session', $2) as session_ok,
              public.booking_calendar(now() - interval '1 day',
                now() + make_interval(days => (select s.horizon_days + 2 from public.booking_settings as s where s.id)),
                null, $2) as calendar`,
      [addressHash, request.sessionId ?? null],
    );
    if (!first) throw new Error("booking_calendar answered no row");
    answer = first;
  } catch (error) {
    console.error("booking-times: reading the calendar failed:", (error as Error).message);
    throw new HttpError(500, "We could not read the open times. Please try again or call us.");
  }
  if (!answer.address_ok || !answer.session_ok) throw new HttpError(429, TOO_MANY_REQUESTS);
  const { rules, busy, appointments } = answer.calendar;
  const times = openTimes(rules, busy, appointments, request, Date.now());
  if (!times) throw new HttpError(400, NO_DURATION);
  return json(times);
});
