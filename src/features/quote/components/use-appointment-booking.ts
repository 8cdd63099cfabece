import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { isSlotTaken, placeBookingHold } from "@/features/quote/api/booking-hold";
import { bookingTimesQueryOptions, refusedTimesReason } from "@/features/quote/api/booking-times";
import { quoteQueryKeys } from "@/features/quote/api/quote-query-keys";
import {
  appointmentReducer,
  appointmentToSend,
  INITIAL_APPOINTMENT_STATE,
  localHoldMs,
  type AppointmentState,
} from "@/features/quote/domain/appointment-choice";
import type { bookingTimesRequestFor } from "@/features/quote/domain/booking-times-request";
import { limitRefusalOf } from "@/lib/limit-refusal";

/**
 * A pick settles this long before its hold is placed: arrowing through the times (each arrow
 * checks the next radio) places one hold, for the time the visitor stops on.
 */
export const HOLD_SETTLE_MS = 250;

export type BookingTarget = ReturnType<typeof bookingTimesRequestFor>;

/**
 * The "Pick a time" step's state and calls (docs/decisions/047): the open times of the job,
 * the hold of the time picked (one at a time, in order, so a late answer cannot release a
 * later hold), its expiry, and the fresh times after a time turned out taken.
 */
export function useAppointmentBooking(target: BookingTarget) {
  const request = target?.status === "ready" ? target.request : null;
  const times = useQuery(bookingTimesQueryOptions(request));
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(appointmentReducer, INITIAL_APPOINTMENT_STATE);

  const refreshTimes = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: quoteQueryKeys.bookingTimesAll() });
  }, [queryClient]);

  // Another package, add-on or property changes the job's length and place: a held time no longer fits it.
  const requestKey = request ? JSON.stringify(request) : null;
  const lastRequestKey = useRef(requestKey);
  useEffect(() => {
    if (lastRequestKey.current === requestKey) return;
    lastRequestKey.current = requestKey;
    dispatch({ type: "job-changed" });
  }, [requestKey]);

  const latestRequest = useRef(request);
  latestRequest.current = request;
  const lastHold = useRef<Promise<void>>(Promise.resolve());
  const holdingStart = state.choice.kind === "holding" ? state.choice.start : null;
  useEffect(() => {
    if (holdingStart === null) return;
    let superseded = false;
    const timer = setTimeout(() => {
      lastHold.current = lastHold.current.then(async () => {
        const job = latestRequest.current;
        if (superseded || !job) return;
        try {
          const hold = await placeBookingHold({ ...job, start: holdingStart });
          dispatch({ type: "held", hold, start: holdingStart });
        } catch (error) {
          if (isSlotTaken(error)) {
            dispatch({ type: "hold-taken", start: holdingStart });
            refreshTimes();
          } else {
            dispatch({ type: "hold-failed", start: holdingStart, refusal: limitRefusalOf(error) });
          }
        }
      });
    }, HOLD_SETTLE_MS);
    return () => {
      superseded = true;
      clearTimeout(timer);
    };
  }, [holdingStart, refreshTimes]);

  const heldToken = state.choice.kind === "held" ? state.choice.hold.holdToken : null;
  const heldUntil = state.choice.kind === "held" ? state.choice.hold.expiresAt : null;
  useEffect(() => {
    if (heldToken === null || heldUntil === null) return;
    const timer = setTimeout(() => {
      dispatch({ type: "expired", holdToken: heldToken });
      refreshTimes();
    }, localHoldMs(heldUntil, Date.now()));
    return () => clearTimeout(timer);
  }, [heldToken, heldUntil, refreshTimes]);

  const sendTaken = useCallback(() => {
    dispatch({ type: "send-taken" });
    refreshTimes();
  }, [refreshTimes]);

  return {
    target,
    times,
    state,
    dispatch,
    /** The time picked is still being held: the request waits for it. */
    holding: state.choice.kind === "holding",
    appointment: appointmentToSend(state),
    /** booking-times refused this job (400) and said why; null for any other failure. */
    refusedReason: times.isError ? refusedTimesReason(times.error) : null,
    /** The request answered 409 slot_taken: show fresh times and say so. */
    sendTaken,
  };
}

export type AppointmentBooking = ReturnType<typeof useAppointmentBooking>;
export type { AppointmentState };
