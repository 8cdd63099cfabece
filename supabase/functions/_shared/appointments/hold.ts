import { withTransaction } from "../database.ts";
import { HttpError } from "../http.ts";
import { appointmentMinutes } from "../domain/booking/durations.ts";
import { isOpenSlot } from "../domain/booking/open-times.ts";
import type { BookingHold } from "../schemas/booking.ts";
import { calendarAround, isOverlapRefused, lockBookingDay, NO_DURATION, SlotTakenError, type Queryable } from "./calendar.ts";
import { newToken, tokenHash } from "./tokens.ts";

/**
 * A hold (booking-hold; docs/decisions/046): one transaction under the day's
 * advisory lock releases the session's previous hold, checks the slot with
 * the shared slot rules against the live calendar, deletes expired holds in
 * the way (they never block), and stores the new hold for the settings'
 * hold_minutes. The exclusion constraint refuses an overlap that got past
 * the check. Throws SlotTakenError when the time is not open; anything
 * thrown rolls the whole transaction back.
 *
 * What a hold may cost (decision 057): an address holds at most
 * booking_settings.live_holds_per_address live holds at once, counted under
 * a per-address advisory lock taken before the day's (every hold takes the
 * two in that order), so simultaneous holds from one address on different
 * days cannot all pass the count. Over it: HttpError 429, nothing stored.
 * A caller without an address (decision 044) is not counted.
 */

const MINUTE_MS = 60_000;

/** The 429 of an address that already holds its live holds. */
export const HOLD_LIMIT_REACHED =
  "A time is already being held for a booking from your connection. Finish that booking, or wait ten minutes for its hold to end, or call us.";

/** Takes the address's lock, then throws the 429 when it already has its live holds (its session's own hold, replaced next, not counted). */
async function checkLiveHolds(client: Queryable, addressHash: string | null, sessionId: string) {
  if (addressHash === null) return;
  await client.query("select pg_advisory_xact_lock(hashtext('booking-hold-address'), hashtext($1))", [addressHash]);
  const { rows } = await client.query<{ live: number; allowed: number }>(
    `select (select count(*)::integer from public.appointments
              where status = 'held' and holder_hash = $1 and expires_at > now() and session_id is distinct from $2) as live,
            s.live_holds_per_address as allowed
       from public.booking_settings as s where s.id`,
    [addressHash, sessionId],
  );
  const row = rows[0];
  if (row && row.live >= row.allowed) throw new HttpError(429, HOLD_LIMIT_REACHED);
}

export interface PlacedHold {
  holdToken: string;
  start: string;
  end: string;
  expiresAt: string;
}

/** Throws HttpError 400 (rolled back) when the service has no appointment length. */
export async function placeHold(request: BookingHold, now: number, addressHash: string | null): Promise<PlacedHold> {
  const start = Date.parse(request.start);
  const holdToken = newToken();
  const hash = await tokenHash(holdToken);
  try {
    return await withTransaction(async (client) => {
      await checkLiveHolds(client, addressHash, request.sessionId);
      await lockBookingDay(client, start);
      await client.query("delete from public.appointments where status = 'held' and session_id = $1", [request.sessionId]);
      const { rules, appointments, busy } = await calendarAround(client, start);
      const durationMinutes = appointmentMinutes(rules.durations, request);
      if (durationMinutes === null) throw new HttpError(400, NO_DURATION);
      if (!isOpenSlot(rules, busy, appointments, { durationMinutes, county: request.county }, start, now)) throw new SlotTakenError();
      const end = start + durationMinutes * MINUTE_MS;
      const blockedEnd = end + rules.travel.allowanceMinutes * MINUTE_MS;
      await client.query(
        `delete from public.appointments
          where calendar = 'owner' and status = 'held' and expires_at <= now() and blocked && tstzrange($1, $2)`,
        [new Date(start).toISOString(), new Date(blockedEnd).toISOString()],
      );
      const { rows } = await client.query<{ expires_at: Date }>(
        `insert into public.appointments
           (status, during, blocked, service_type, service_id, duration_minutes, county, municipality, hold_token_hash, session_id, expires_at, holder_hash)
         values ('held', tstzrange($1, $2), tstzrange($1, $3), $4, $5, $6, $7, $8, $9, $10, now() + make_interval(mins => $11), $12)
         returning expires_at`,
        [
          new Date(start).toISOString(),
          new Date(end).toISOString(),
          new Date(blockedEnd).toISOString(),
          request.serviceType,
          request.serviceType === "appraisal" ? "appraisal" : (request.selectedPhotographyPackage ?? "custom"),
          durationMinutes,
          request.county,
          request.municipality ?? null,
          hash,
          request.sessionId,
          rules.holdMinutes,
          addressHash,
        ],
      );
      return {
        holdToken,
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        expiresAt: new Date(rows[0]!.expires_at).toISOString(),
      };
    });
  } catch (error) {
    if (isOverlapRefused(error)) throw new SlotTakenError();
    throw error;
  }
}
