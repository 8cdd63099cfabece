import type { SubmissionState } from "@/lib/conversion";

/**
 * The appointment a sent quote request booked, as `send-contact-email` answers it. The quote
 * hands it to /thank-you in the router state (never the URL: a shared or typed-in
 * /thank-you link shows no appointment, docs/decisions/047).
 */
export interface BookedAppointment {
  /** ISO instants. */
  start: string;
  end: string;
  timeZone: string;
}

/** Router state of the navigation to /thank-you after a sent request. */
export interface ThankYouState extends SubmissionState {
  appointment?: BookedAppointment;
}

const isInstant = (value: unknown): value is string => typeof value === "string" && Number.isFinite(Date.parse(value));

/** The appointment the router state carries, or null (none booked, a direct visit, or a state of another shape). */
export function bookedAppointmentOf(state: unknown): BookedAppointment | null {
  if (typeof state !== "object" || state === null) return null;
  const appointment = (state as { appointment?: unknown }).appointment;
  if (typeof appointment !== "object" || appointment === null) return null;
  const { start, end, timeZone } = appointment as Record<string, unknown>;
  if (!isInstant(start) || !isInstant(end) || typeof timeZone !== "string") return null;
  return { start, end, timeZone };
}
