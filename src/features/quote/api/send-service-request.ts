import { useMutation } from "@tanstack/react-query";
import type { ServiceRequestPayload } from "@schemas/service-request.ts";
import { invokeEdgeFunction } from "@/lib/edge-functions";

export const SEND_CONTACT_EMAIL_FUNCTION = "send-contact-email";

/** POST /functions/v1/send-contact-email with a quote request. An ok answer is success; its content is not shown. */
export async function sendServiceRequest(payload: ServiceRequestPayload): Promise<void> {
  await invokeEdgeFunction(SEND_CONTACT_EMAIL_FUNCTION, "", { method: "POST", body: payload });
}

/** Never retried: a request that may have been stored must not be sent twice. */
export function useSendServiceRequest() {
  return useMutation({ mutationFn: sendServiceRequest, retry: false });
}
