import { bookingHoldAnswerSchema, type BookingHold, type BookingHoldRequest } from "@/features/quote/domain/booking-schemas";
import { EdgeFunctionError, invokeEdgeFunction } from "@/lib/edge-functions";
import { randomHexId } from "@/lib/random-id";

export const BOOKING_HOLD_FUNCTION = "booking-hold";

/** The code of the 409 answer of booking-hold and send-contact-email when the time is no longer open. */
export const SLOT_TAKEN_CODE = "slot_taken";

let sessionId: string | null = null;

/**
 * One id per page load: a new hold from the same id releases the previous one, so a
 * visitor who changes their mind (or closes and reopens the quote) holds one time at most.
 */
export function bookingSessionId(): string {
  sessionId ??= randomHexId();
  return sessionId;
}

/** POST /functions/v1/booking-hold: holds `start` for this visitor while they fill the form (201), or throws. */
export async function placeBookingHold(request: BookingHoldRequest): Promise<BookingHold> {
  const answer = await invokeEdgeFunction(BOOKING_HOLD_FUNCTION, "", { method: "POST", body: request });
  return bookingHoldAnswerSchema.parse(answer);
}

/** Whether a failed call answered 409 slot_taken ("That time was just taken"). */
export function isSlotTaken(error: unknown): boolean {
  return (
    error instanceof EdgeFunctionError &&
    error.status === 409 &&
    typeof error.body === "object" &&
    error.body !== null &&
    (error.body as { code?: unknown }).code === SLOT_TAKEN_CODE
  );
}
