import type { RequestHandler } from "msw";

/** Default msw answers for the quote modal: service_pricing tiers, validate_discount_code, send-contact-email. */
export const quoteHandlers: RequestHandler[] = [];
