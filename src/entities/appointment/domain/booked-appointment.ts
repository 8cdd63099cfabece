import type { BookedAppointment } from "#schemas/booking.ts";
import type { SubmissionState } from "@/lib/conversion";

/**
 * Router state of the navigation to /thank-you after a sent request: the appointment it booked
 * travels here, never in the URL (a shared or typed-in /thank-you link shows no appointment,
 * docs/decisions/047).
 */
export interface ThankYouState extends SubmissionState {
  appointment?: BookedAppointment;
}

const isInstant = (value: unknown): value is string => typeof value === "string" && Number.isFinite(Date.parse(value));

/** The appointment the router state carries, or null (none booked, a direct visit, or a state of another shape). */
export function bookedAppointmentOf(state: unknown): BookedAppointment | null {
  if (typeof state !== "object" || state === null) return null;
  const appointment = (state as { appointment?: unknown }).appointment;
  if (typeof appointment !== "object" || appointment === null) return null;
  const { start, end, timeZone, manageToken } = appointment as Record<string, unknown>;
  if (!isInstant(start) || !isInstant(end) || typeof timeZone !== "string") return null;
  return typeof manageToken === "string" && /^[A-Za-z0-9_-]{43}$/.test(manageToken) ? { start, end, timeZone, manageToken } : { start, end, timeZone };
}
