import { http, HttpResponse, type RequestHandler } from "msw";
import { bookingHoldRequestSchema, bookingTimesRequestSchema, SLOT_TAKEN } from "#schemas/booking.ts";
import { TEST_BOOKING_TIMES, testHoldToken } from "./fixtures/booking";
import { functionUrl } from "./urls";

/**
 * Default msw answers of booking-times and booking-hold (the booking contract): every
 * request checked with the schema the functions use; booking-times answers
 * tests/msw/fixtures/booking.ts, booking-hold holds any listed time for 10 minutes.
 * send-contact-email's appointment is answered in quote-handlers.ts.
 */

export const HOLD_MINUTES = 10;

const invalid = (message: string | undefined) => HttpResponse.json({ error: message ?? "Invalid request" }, { status: 400 });

export const slotTakenAnswer = () => HttpResponse.json(SLOT_TAKEN, { status: 409 });

export const bookingHandlers: RequestHandler[] = [
  http.post(functionUrl("booking-times"), async ({ request }) => {
    const parsed = bookingTimesRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
    return HttpResponse.json(TEST_BOOKING_TIMES);
  }),

  http.post(functionUrl("booking-hold"), async ({ request }) => {
    const parsed = bookingHoldRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
    const slot = TEST_BOOKING_TIMES.days.flatMap((day) => day.slots).find((candidate) => candidate.start === parsed.data.start);
    if (!slot) return slotTakenAnswer();
    return HttpResponse.json(
      { holdToken: testHoldToken(slot.start), start: slot.start, end: slot.end, expiresAt: new Date(Date.now() + HOLD_MINUTES * 60_000).toISOString() },
      { status: 201 },
    );
  }),
];
