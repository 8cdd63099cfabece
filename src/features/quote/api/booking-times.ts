import { queryOptions, skipToken } from "@tanstack/react-query";
import type { OpenTimes } from "#shared/booking/rules.ts";
import { openTimesSchema, type BookingTimesRequest } from "#schemas/booking.ts";
import { bookingSessionId } from "@/features/quote/api/booking-session";
import { quoteQueryKeys } from "@/features/quote/api/quote-query-keys";
import { EdgeFunctionError, invokeEdgeFunction } from "@/lib/edge-functions";

export const BOOKING_TIMES_FUNCTION = "booking-times";

/** POST /functions/v1/booking-times: the open times of the next three weeks for this job. */
export async function fetchBookingTimes(request: BookingTimesRequest, signal?: AbortSignal): Promise<OpenTimes> {
  const answer = await invokeEdgeFunction(BOOKING_TIMES_FUNCTION, "", { method: "POST", body: { ...request, sessionId: bookingSessionId() }, signal });
  return openTimesSchema.parse(answer);
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

/**
 * Why booking-times refused this job, in its own words (400: e.g. no appointment length is set
 * for the service), else null: asking again would not help, so the picker says it instead of
 * offering Try again.
 */
export function refusedTimesReason(error: unknown): string | null {
  if (!(error instanceof EdgeFunctionError) || error.status !== 400) return null;
  const message = (error.body as { error?: unknown } | null)?.error;
  return typeof message === "string" && message.trim() ? message : null;
}
