import { http, HttpResponse, type RequestHandler } from "msw";
import { PRICE_TIERS, type PriceTier } from "@domain/pricing.ts";
import { serviceRequestPayloadSchema } from "@schemas/service-request.ts";
import { functionUrl, restUrl, rpcUrl } from "./urls";

/**
 * Default msw answers for the quote modal: service_pricing by tier, validate_discount_code,
 * send-contact-email. The prices and codes are the seed's (supabase/seed.sql).
 */

const SEED_PRICES: Record<string, { name: string; prices: [number, number, number]; description: string }> = {
  appraisal: { name: "Residential Appraisal", prices: [450, 500, 575], description: "USPAP-compliant appraisal." },
  "basic-photography": { name: "Basic Photography Package", prices: [249, 299, 349], description: "25-40 edited HDR photos and a showcase page." },
  "premium-photography": { name: "Premium Photography Package", prices: [399, 449, 529], description: "Photos, aerials and a 2D floor plan." },
  "ultimate-photography": { name: "Ultimate Photography Package", prices: [649, 749, 899], description: "Photos, aerials, floor plans, 3D tour and video." },
  "professional-photography": { name: "Professional Photography", prices: [200, 250, 325], description: "25-40 edited HDR photos." },
  "aerial-photography": { name: "Aerial Photography", prices: [200, 225, 275], description: "10-15 drone photos." },
  "floor-plans": { name: "Floor Plans", prices: [125, 165, 225], description: "Measured 2D floor plans." },
  "virtual-tours": { name: "Virtual Tours", prices: [300, 350, 450], description: "An interactive 3D walkthrough." },
  "real-estate-videography": { name: "Real Estate Videography", prices: [400, 475, 575], description: "A 60-120 second video." },
};

/** service_pricing rows of one tier, as PostgREST answers them. */
export function testPricingRows(tier: PriceTier) {
  const index = PRICE_TIERS.indexOf(tier);
  return Object.entries(SEED_PRICES).map(([serviceId, service], row) => ({
    id: row * 3 + index + 1,
    service_id: serviceId,
    service_name: service.name,
    price: service.prices[index],
    description: service.description,
    tier_name: tier,
  }));
}

/** The discount codes validate_discount_code knows (the seed's active ones). */
export const testDiscountCodes: Record<string, { type: "percentage" | "fixed_amount"; value: number; description: string }> = {
  SPRING10: { type: "percentage", value: 10, description: "10% off any appraisal or photography service" },
  SAVE50: { type: "fixed_amount", value: 50, description: "$50 off your first order" },
};

export const quoteHandlers: RequestHandler[] = [
  // service_pricing filtered by tier only (the modal). Other reads fall through to the default handler.
  http.get(restUrl("service_pricing"), ({ request }) => {
    const url = new URL(request.url);
    const tier = url.searchParams.get("tier_name")?.replace(/^eq\./, "");
    if (url.searchParams.has("service_id") || !PRICE_TIERS.includes(tier as PriceTier)) return undefined;
    return HttpResponse.json(testPricingRows(tier as PriceTier));
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
    return HttpResponse.json({ success: true, id: "00000000-0000-4000-8000-000000000002" });
  }),
];
