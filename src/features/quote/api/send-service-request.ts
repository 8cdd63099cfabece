import { useMutation } from "@tanstack/react-query";
import { bookedAppointmentSchema, type BookedAppointment } from "#schemas/booking.ts";
import type { ServiceRequestPayload } from "#schemas/service-request.ts";
import { invokeEdgeFunction } from "@/lib/edge-functions";

export const SEND_CONTACT_EMAIL_FUNCTION = "send-contact-email";

export interface SentServiceRequest {
  /** The appointment booked with the request (sent with a hold), else null. */
  appointment: BookedAppointment | null;
}

/**
 * POST /functions/v1/send-contact-email with a quote request. An ok answer is success; of
 * its content only the booked appointment is read (an answer without a readable one still
 * means the request was stored). A 409 slot_taken throws like any failure (`isSlotTaken`).
 */
export async function sendServiceRequest(payload: ServiceRequestPayload): Promise<SentServiceRequest> {
  const answer = await invokeEdgeFunction(SEND_CONTACT_EMAIL_FUNCTION, "", { method: "POST", body: payload });
  const appointment = bookedAppointmentSchema.safeParse((answer as { appointment?: unknown } | null)?.appointment);
  return { appointment: payload.appointment && appointment.success ? appointment.data : null };
}

/** Never retried: a request that may have been stored must not be sent twice. */
export function useSendServiceRequest() {
  return useMutation({ mutationFn: sendServiceRequest, retry: false });
}
