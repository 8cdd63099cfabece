import type { ServiceRequestPayload } from "#schemas/service-request.ts";

/**
 * The quote's service request for an appraisal of one Flemington house, as the
 * booking tests send it to send-contact-email; with `holdToken` it books that
 * held time (docs/decisions/046), `change` replaces or adds fields.
 */
export function appraisalRequest(email: string, holdToken?: string, change: Partial<ServiceRequestPayload> = {}): ServiceRequestPayload {
  return {
    isServiceRequest: true,
    firstName: "Dana",
    lastName: "Whitfield",
    email,
    phone: "9085550142",
    serviceType: "appraisal",
    appraisalType: "Refinance",
    propertyAddress: "12 Orchard Lane, Flemington",
    tier: "1500_to_2500",
    fillMs: 8000,
    ...(holdToken === undefined ? {} : { appointment: { holdToken } }),
    ...change,
  };
}
