import type { QuotePrice } from "#shared/pricing.ts";
import { digitsOnly, type AppliedDiscountCode, type QuoteContactForm, type ServiceRequestPayload } from "#schemas/service-request.ts";
import type { QuoteSelection } from "@/features/quote/domain/quote-selection";
import { readUtmValues } from "@/lib/utm";

/** The five UTM values of a search string (empty ones left out), null when there are none. */
export function utmFromSearch(search: string): ServiceRequestPayload["utm"] {
  const utm = Object.fromEntries(Object.entries(readUtmValues(search)).filter(([, value]) => value !== null)) as Record<string, string>;
  return Object.keys(utm).length > 0 ? utm : null;
}

export interface RequestProperty {
  fullAddress: string;
  raw: Record<string, unknown>;
}

export interface BuildPayloadInput {
  form: QuoteContactForm;
  selection: QuoteSelection & { service: NonNullable<QuoteSelection["service"]> };
  property: RequestProperty | null;
  price: QuotePrice | null;
  discount: AppliedDiscountCode | null;
  search: string;
  /** The browser's site-visit session id (docs/decisions/063): the request is credited to its first campaign landing. */
  sessionId?: string | null;
  /** The hold of the time picked; without one the request is sent without an appointment. */
  appointment?: { holdToken: string } | null;
}

/**
 * POST /send-contact-email for a quote (docs/product.md §1.7): the email lowercased, the phone as
 * digits only, the base and final price exactly as shown, and the held time's token when
 * the visitor picked one (docs/decisions/047).
 */
export function buildServiceRequestPayload({
  form,
  selection,
  property,
  price,
  discount,
  search,
  sessionId,
  appointment,
}: BuildPayloadInput): ServiceRequestPayload {
  const appraisal = selection.service === "appraisal";
  const comments = form.comments?.trim();
  return {
    isServiceRequest: true,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim().toLowerCase(),
    phone: digitsOnly(form.phone),
    message: comments ? comments : null,
    serviceType: selection.service,
    appraisalType: appraisal ? form.service?.trim() || null : null,
    propertyAddress: property?.fullAddress || null,
    propertyData: property?.raw ?? null,
    selectedPhotographyPackage: appraisal ? null : selection.packageId,
    customServices: price?.customServices ?? null,
    basePrice: price?.basePrice ?? null,
    finalPrice: price?.finalPrice ?? null,
    discountCode: discount
      ? { code: discount.code, type: discount.type, value: discount.value, description: discount.description ?? null }
      : null,
    tier: price?.tier ?? null,
    utm: utmFromSearch(search),
    sessionId: sessionId ?? null,
    ...(appointment ? { appointment: { holdToken: appointment.holdToken } } : {}),
  };
}
