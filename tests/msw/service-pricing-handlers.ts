import { http, HttpResponse, type RequestHandler } from "msw";
import { PRICE_TIERS, type PriceTier } from "#shared/pricing.ts";
import { restUrl } from "./urls";

/**
 * service_pricing as the app reads it: one size tier at a time (tier_name=eq.<tier>),
 * for the quote and for every 'From $X' price (entities/service-pricing). The prices are
 * the seed's (supabase/seed.sql).
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
  "property-showcase": { name: "Property Showcase", prices: [150, 175, 200], description: "A branded single-property web page." },
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

/** One under_1500 row of `serviceId` at `price` (a number, or text as numeric may come). */
export function under1500Row(serviceId: string, price: number | string, id = 900) {
  return { id, service_id: serviceId, service_name: serviceId, price, description: null, tier_name: "under_1500" };
}

/**
 * under_1500 rows whose 'From $X' prices differ from every default (and from the seed), so a
 * test can tell loaded prices from fallbacks; appraisal has two rows, the lower one wins.
 */
export const DISTINCT_STARTING_PRICE_ROWS = (
  [
    ["appraisal", 415],
    ["appraisal", 399],
    ["professional-photography", 189],
    ["aerial-photography", 179],
    ["floor-plans", 119],
    ["virtual-tours", 289],
    ["real-estate-videography", 379],
    ["property-showcase", 139],
  ] as const
).map(([serviceId, price], index) => under1500Row(serviceId, price, 900 + index));

/** Answers service_pricing reads of one tier with `rows` (for server.use). */
export function servicePricingAnswer(rows: (tier: PriceTier) => readonly unknown[]): RequestHandler {
  return http.get(restUrl("service_pricing"), ({ request }) => {
    const tier = new URL(request.url).searchParams.get("tier_name")?.replace(/^eq\./, "");
    return HttpResponse.json(PRICE_TIERS.includes(tier as PriceTier) ? rows(tier as PriceTier) : []);
  });
}

export const servicePricingHandlers: RequestHandler[] = [servicePricingAnswer(testPricingRows)];
