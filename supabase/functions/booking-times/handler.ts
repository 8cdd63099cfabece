import { z } from "zod";
import { queryRows } from "../_shared/database.ts";
import { NO_DURATION } from "../_shared/appointments/calendar.ts";
import { createOpenTimesCache } from "../_shared/domain/booking/open-times-cache.ts";
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
 * hold releases it, so it hides no time from the visitor).
 *
 * Every request counts against the limits and reads the calendar's version
 * in one statement; the calendar and the answers are kept per version
 * (domain/booking/open-times-cache.ts, docs/decisions/072), so the calendar
 * is read again only after a change.
 */

const MAX_BODY_BYTES = 4 * 1024;
const READ_FAILED = "We could not read the open times. Please try again or call us.";

const limitsRow = z.object({ address_ok: z.boolean(), session_ok: z.boolean(), version: z.string() });
const calendarRow = z.object({ version: z.string(), calendar: bookingCalendarSchema });

const cache = createOpenTimesCache();

async function readOrFail<T>(read: () => Promise<T[]>): Promise<T> {
  try {
    const [first] = await read();
    if (!first) throw new Error("the statement answered no row");
    return first;
  } catch (error) {
    console.error("booking-times: reading the calendar failed:", (error as Error).message);
    throw new HttpError(500, READ_FAILED);
  }
}

export const handler = withErrorHandling(["POST"], async (req) => {
  const request = await readJsonBody(req, bookingTimesRequestSchema, MAX_BODY_BYTES);
  // Null when the platform did not say: the per-address limit is then skipped (decision 044).
  const addressHash = await callerAddressHash(req);
  const limits = await readOrFail(() =>
    queryRows(
      limitsRow,
      `select public.consume_rate_limit('booking_times', 'address', $1) as address_ok,
              public.consume_rate_limit('booking_times', 'session', $2) as session_ok,
              public.booking_calendar_version() as version`,
      [addressHash, request.sessionId ?? null],
    ),
  );
  if (!limits.address_ok || !limits.session_ok) throw new HttpError(429, TOO_MANY_REQUESTS);

  let version = limits.version;
  let calendar = cache.calendar(version, Date.now());
  if (!calendar) {
    const read = await readOrFail(() =>
      queryRows(
        calendarRow,
        `select public.booking_calendar_version() as version,
                public.booking_calendar(now() - interval '1 day',
                  now() + make_interval(days => (select s.horizon_days + 2 from public.booking_settings as s where s.id))) as calendar`,
        [],
      ),
    );
    version = read.version;
    calendar = read.calendar;
    cache.remember(version, calendar, Date.now());
  }
  const times = cache.openTimes(version, calendar, request, Date.now());
  if (!times) throw new HttpError(400, NO_DURATION);
  return json(times);
});
