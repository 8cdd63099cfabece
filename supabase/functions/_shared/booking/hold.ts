import { withTransaction } from "../database.ts";
import { HttpError } from "../http.ts";
import { appointmentMinutes } from "../domain/booking/durations.ts";
import { isOpenSlot } from "../domain/booking/open-times.ts";
import type { BookingHold } from "../schemas/booking.ts";
import { calendarAround, isOverlapRefused, lockBookingDay, NO_DURATION, SlotTakenError } from "./calendar.ts";
import { newToken, tokenHash } from "./tokens.ts";

/**
 * A hold (booking-hold; docs/decisions/046): one transaction under the day's
 * advisory lock releases the session's previous hold, checks the slot with
 * the shared slot rules against the live calendar, deletes expired holds in
 * the way (they never block), and stores the new hold for the settings'
 * hold_minutes. The exclusion constraint refuses an overlap that got past
 * the check. Throws SlotTakenError when the time is not open; anything
 * thrown rolls the whole transaction back.
 */

const MINUTE_MS = 60_000;

export interface PlacedHold {
  holdToken: string;
  start: string;
  end: string;
  expiresAt: string;
}

/** Throws HttpError 400 (rolled back) when the service has no appointment length. */
export async function placeHold(request: BookingHold, now: number): Promise<PlacedHold> {
  const start = Date.parse(request.start);
  const holdToken = newToken();
  const hash = await tokenHash(holdToken);
  try {
    return await withTransaction(async (client) => {
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
           (status, during, blocked, service_type, service_id, duration_minutes, county, municipality, hold_token_hash, session_id, expires_at)
         values ('held', tstzrange($1, $2), tstzrange($1, $3), $4, $5, $6, $7, $8, $9, $10, now() + make_interval(mins => $11))
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
