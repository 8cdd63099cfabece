import { http, HttpResponse, type RequestHandler } from "msw";
import { SLOT_TAKEN } from "#schemas/booking.ts";
import { serviceRequestPayloadSchema } from "#schemas/service-request.ts";
import { appointmentForTestHold } from "./fixtures/booking";
import { functionUrl, rpcUrl } from "./urls";

/**
 * Default msw answers for the quote modal: validate_discount_code and send-contact-email
 * (service_pricing: tests/msw/service-pricing-handlers.ts; open times and holds:
 * tests/msw/booking-handlers.ts). The codes are the seed's
 * (supabase/seed.sql).
 */

/** The discount codes validate_discount_code knows (the seed's active ones). */
export const testDiscountCodes: Record<string, { type: "percentage" | "fixed_amount"; value: number; description: string }> = {
  SPRING10: { type: "percentage", value: 10, description: "10% off any appraisal or photography service" },
  SAVE50: { type: "fixed_amount", value: 50, description: "$50 off your first order" },
};

/** The quote steps the modal logged (log_quote_step), in order; tests clear it. */
export const loggedQuoteSteps: { p_session_id: string; p_step: string }[] = [];

export const quoteHandlers: RequestHandler[] = [
  http.post(rpcUrl("log_quote_step"), async ({ request }) => {
    loggedQuoteSteps.push((await request.json()) as { p_session_id: string; p_step: string });
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(rpcUrl("validate_discount_code"), async ({ request }) => {
    const { code_to_check: code } = (await request.json()) as { code_to_check?: string };
    const known = testDiscountCodes[(code ?? "").trim().toUpperCase()];
    return HttpResponse.json(
      known
        ? [{ valid: true, type: known.type, value: known.value, description: known.description }]
        : [{ valid: false, type: null, value: null, description: null }],
    );
  }),

  // Service requests (isServiceRequest: true) are checked with the shared schema, as the function does;
  // plain contact messages fall through to tests/msw/contact-handlers.ts.
  http.post(functionUrl("send-contact-email"), async ({ request }) => {
    const body: unknown = await request.clone().json().catch(() => null);
    if (!body || typeof body !== "object" || (body as { isServiceRequest?: unknown }).isServiceRequest !== true) return undefined;
    const parsed = serviceRequestPayloadSchema.safeParse(body);
    if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues[0]?.message ?? "Invalid request" }, { status: 400 });
    // With a hold (booking-handlers.ts), the booked appointment comes back as the function answers it.
    const holdToken = (body as { appointment?: { holdToken?: unknown } }).appointment?.holdToken;
    const appointment = typeof holdToken === "string" ? appointmentForTestHold(holdToken) : null;
    if (typeof holdToken === "string" && !appointment) return HttpResponse.json(SLOT_TAKEN, { status: 409 });
    return HttpResponse.json({ success: true, id: "00000000-0000-4000-8000-000000000002", ...(appointment ? { appointment } : {}) });
  }),
];
