import { queryOptions, skipToken } from "@tanstack/react-query";
import { bookingTimesAnswerSchema, type BookingTimes, type BookingTimesRequest } from "@/features/quote/domain/booking-schemas";
import { quoteQueryKeys } from "@/features/quote/api/quote-query-keys";
import { invokeEdgeFunction } from "@/lib/edge-functions";

export const BOOKING_TIMES_FUNCTION = "booking-times";

/** POST /functions/v1/booking-times: the open times of the next three weeks for this job. */
export async function fetchBookingTimes(request: BookingTimesRequest, signal?: AbortSignal): Promise<BookingTimes> {
  const answer = await invokeEdgeFunction(BOOKING_TIMES_FUNCTION, "", { method: "POST", body: request, signal });
  return bookingTimesAnswerSchema.parse(answer);
}

/**
 * One entry per job (service, package, add-ons, tier, county, town). Not retried: the picker
 * shows the failure with its own Retry and the request stays possible without a time. Not
 * refetched by itself while the visitor picks: the list would change under a held time;
 * it is refetched when a time turns out taken or a hold runs out (docs/decisions/047).
 * Without a request (nothing to ask yet) nothing is fetched.
 */
export const bookingTimesQueryOptions = (request: BookingTimesRequest | null) =>
  queryOptions({
    queryKey: request ? quoteQueryKeys.bookingTimes(request) : quoteQueryKeys.bookingTimesAll(),
    queryFn: request ? ({ signal }) => fetchBookingTimes(request, signal) : skipToken,
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
