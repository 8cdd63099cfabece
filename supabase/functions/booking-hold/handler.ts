import { z } from "zod";
import { queryRows } from "../_shared/database.ts";
import { placeHold } from "../_shared/appointments/hold.ts";
import { SlotTakenError, slotTakenResponse } from "../_shared/appointments/calendar.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { callerAddressHash, TOO_MANY_REQUESTS } from "../_shared/log-guard.ts";
import { HOLDS_REFUSAL } from "../_shared/domain/limit-refusal.ts";
import { limitRefused } from "../_shared/limit-refusal.ts";
import { refusingWindow } from "../_shared/rate-limit.ts";
import { bookingHoldRequestSchema } from "../_shared/schemas/booking.ts";
import { readJsonBody } from "../_shared/validation.ts";

/**
 * POST /booking-hold (the booking contract; docs/decisions/046): holds an
 * open time for booking_settings.hold_minutes (10) while the visitor fills
 * the form; a new hold from the same session releases that session's
 * previous one (so a session holds one time at most).
 * 201 {holdToken, start, end, expiresAt}; 409 {error, code: "slot_taken"}
 * when the time is not open (taken, too close to another appointment, past
 * the day's cap, outside the rules); 400 with the reasons on bad input; 429
 * over the limits (rate_limit_rules 'booking_hold' by session and by
 * address; the address's live holds, decision 057), nothing stored; the
 * address's refusal names the phone number and when holds work again, from
 * the window of the rule that refused (docs/decisions/059).
 */

const MAX_BODY_BYTES = 4 * 1024;

const limits = z.object({ session_ok: z.boolean(), address_ok: z.boolean() });

export const handler = withErrorHandling(["POST"], async (req) => {
  const request = await readJsonBody(req, bookingHoldRequestSchema, MAX_BODY_BYTES);
  // Null when the platform did not say: the per-address limit is then skipped (decision 044).
  const addressHash = await callerAddressHash(req);
  let answer: z.output<typeof limits> | undefined;
  try {
    [answer] = await queryRows(
      limits,
      `select public.consume_rate_limit('booking_hold', 'session', $1) as session_ok,
              public.consume_rate_limit('booking_hold', 'address', $2) as address_ok`,
      [request.sessionId, addressHash],
    );
  } catch (error) {
    console.error("booking-hold: rate-limit check failed:", (error as Error).message);
    throw new HttpError(500, "We could not hold that time. Please try again or call us.");
  }
  if (answer && !answer.address_ok) throw limitRefused(HOLDS_REFUSAL, await refusingWindow("booking_hold", "address", addressHash));
  if (!answer || !answer.session_ok) throw new HttpError(429, TOO_MANY_REQUESTS);
  try {
    return json(await placeHold(request, Date.now(), addressHash), 201);
  } catch (error) {
    if (error instanceof SlotTakenError) return slotTakenResponse();
    if (error instanceof HttpError) throw error;
    console.error("booking-hold: storing the hold failed:", (error as Error).message);
    throw new HttpError(500, "We could not hold that time. Please try again or call us.");
  }
});
