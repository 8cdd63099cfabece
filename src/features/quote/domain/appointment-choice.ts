import type { z } from "zod";
import type { bookingHoldAnswerSchema } from "#schemas/booking.ts";

/** A hold as booking-hold answers it (201). */
export type BookingHold = z.output<typeof bookingHoldAnswerSchema>;

/**
 * The "Pick a time" step as plain data (docs/decisions/047): which day's times show, what the
 * visitor chose, and the notice to show. Pure: the hook of the picker
 * (components/use-appointment-booking.ts) does the calls and the timers and reports here.
 */

export type AppointmentChoice =
  /** Nothing held: the request would go without an appointment. */
  | { kind: "open" }
  /** A time was picked; its hold is being placed. */
  | { kind: "holding"; start: string }
  | { kind: "held"; hold: BookingHold }
  /** "None of these times work": the request goes without an appointment, and we call. */
  | { kind: "declined" };

/** taken: 409 slot_taken on hold or send. expired: the hold ran out. hold-failed: the hold could not be placed. changed: the job changed (another package or property), so its length and times did. */
export type AppointmentNotice = "taken" | "expired" | "hold-failed" | "changed";

export interface AppointmentState {
  /** The date whose times show; null (or a date no longer listed) shows the first listed day. */
  day: string | null;
  choice: AppointmentChoice;
  notice: AppointmentNotice | null;
  /** Counts the notices set, so a view can react to each new one (focus moves to a "taken" notice). */
  noticeSeq: number;
  /** With a "hold-failed" notice: booking-hold's 429 message (call us, and when holds work again), else null. */
  refusal: string | null;
}

export type AppointmentAction =
  | { type: "show-day"; day: string }
  | { type: "pick"; start: string }
  | { type: "held"; hold: BookingHold; start: string }
  | { type: "hold-taken"; start: string }
  | { type: "hold-failed"; start: string; refusal?: string | null }
  | { type: "expired"; holdToken: string }
  | { type: "send-taken" }
  | { type: "decline" }
  | { type: "reopen" }
  | { type: "job-changed" };

export const INITIAL_APPOINTMENT_STATE: AppointmentState = { day: null, choice: { kind: "open" }, notice: null, noticeSeq: 0, refusal: null };

const OPEN: AppointmentChoice = { kind: "open" };

/** The start of the time picked or held, else null. */
export function chosenStart(choice: AppointmentChoice): string | null {
  if (choice.kind === "holding") return choice.start;
  if (choice.kind === "held") return choice.hold.start;
  return null;
}

export function appointmentReducer(state: AppointmentState, action: AppointmentAction): AppointmentState {
  const holdingThis = (start: string) => state.choice.kind === "holding" && state.choice.start === start;
  const open = (notice: AppointmentNotice, refusal: string | null = null): AppointmentState => ({
    ...state,
    choice: OPEN,
    notice,
    noticeSeq: state.noticeSeq + 1,
    refusal,
  });
  switch (action.type) {
    case "show-day":
      return { ...state, day: action.day };
    case "pick":
      if (chosenStart(state.choice) === action.start) return state;
      return { ...state, choice: { kind: "holding", start: action.start }, notice: null, refusal: null };
    case "held":
      // An answer for a time the visitor has since left is dropped: the later pick's hold releases it.
      return holdingThis(action.start) ? { ...state, choice: { kind: "held", hold: action.hold } } : state;
    case "hold-taken":
      return holdingThis(action.start) ? open("taken") : state;
    case "hold-failed":
      return holdingThis(action.start) ? open("hold-failed", action.refusal ?? null) : state;
    case "expired":
      return state.choice.kind === "held" && state.choice.hold.holdToken === action.holdToken
        ? open("expired")
        : state;
    case "send-taken":
      return open("taken");
    case "decline":
      return { ...state, choice: { kind: "declined" }, notice: null, refusal: null };
    case "reopen":
      return state.choice.kind === "declined" ? { ...state, choice: OPEN } : state;
    case "job-changed":
      return state.choice.kind === "holding" || state.choice.kind === "held" ? open("changed") : state;
  }
}

/** What the request carries: the held time's token, else nothing (a request without an appointment). */
export function appointmentToSend(state: AppointmentState): { holdToken: string } | null {
  return state.choice.kind === "held" ? { holdToken: state.choice.hold.holdToken } : null;
}

/** The day to show among the listed dates: the chosen one while listed, else the first. */
export function shownDay(state: AppointmentState, dates: readonly string[]): string | null {
  return state.day !== null && dates.includes(state.day) ? state.day : (dates[0] ?? null);
}

const HOLD_LIFETIME_MS = 10 * 60 * 1000;
const MIN_LOCAL_HOLD_MS = 60 * 1000;

/**
 * How long, on this device's clock, to show a hold as held: until its `expiresAt`, but at
 * least a minute and at most the hold's ten minutes, so a device clock set wrong can neither
 * drop a hold at once nor keep one beyond its life (the server decides on send anyway).
 */
export function localHoldMs(expiresAt: string, now: number): number {
  const left = Date.parse(expiresAt) - now;
  if (!Number.isFinite(left)) return MIN_LOCAL_HOLD_MS;
  return Math.min(HOLD_LIFETIME_MS, Math.max(MIN_LOCAL_HOLD_MS, left));
}
