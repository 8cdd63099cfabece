import { bookingHoldAnswerSchema, SLOT_TAKEN, type BookingHoldRequest } from "#schemas/booking.ts";
import { bookingSessionId } from "@/features/quote/api/booking-session";
import type { BookingHold } from "@/features/quote/domain/appointment-choice";
import { EdgeFunctionError, invokeEdgeFunction } from "@/lib/edge-functions";

export const BOOKING_HOLD_FUNCTION = "booking-hold";

/** POST /functions/v1/booking-hold: holds `start` for this visitor while they fill the form (201), or throws. */
export async function placeBookingHold(request: Omit<BookingHoldRequest, "sessionId">): Promise<BookingHold> {
  const answer = await invokeEdgeFunction(BOOKING_HOLD_FUNCTION, "", { method: "POST", body: { ...request, sessionId: bookingSessionId() } });
  return bookingHoldAnswerSchema.parse(answer);
}

/** Whether a failed call answered 409 slot_taken ("That time was just taken"). */
export function isSlotTaken(error: unknown): boolean {
  return (
    error instanceof EdgeFunctionError &&
    error.status === 409 &&
    typeof error.body === "object" &&
    error.body !== null &&
    (error.body as { code?: unknown }).code === SLOT_TAKEN.code
  );
}
