import type { BookingTimesRequest } from "#schemas/booking.ts";

/** Query keys of the quote feature, general to specific. */
export const quoteQueryKeys = {
  all: ["quote"] as const,
  discounts: () => [...quoteQueryKeys.all, "discount-code"] as const,
  discount: (code: string) => [...quoteQueryKeys.discounts(), code] as const,
  bookingTimesAll: () => [...quoteQueryKeys.all, "booking-times"] as const,
  bookingTimes: (request: BookingTimesRequest) => [...quoteQueryKeys.bookingTimesAll(), request] as const,
};
