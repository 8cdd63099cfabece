import { http, HttpResponse, type RequestHandler } from "msw";
import { PRICE_TIERS, type PriceTier } from "#shared/pricing.ts";
import { SEED_SERVICE_PRICING } from "./seed-service-pricing";
import { restUrl } from "./urls";

/**
 * service_pricing as the app reads it: one size tier at a time (tier_name=eq.<tier>),
 * for the quote and for every 'From $X' price (entities/service-pricing). The rows are the
 * seed's, read from supabase/seed.sql (./seed-service-pricing.ts).
 */

/** service_pricing rows of one tier, as PostgREST answers them. */
export function testPricingRows(tier: PriceTier) {
  return SEED_SERVICE_PRICING.flatMap((row, index) => (row.tier_name === tier ? [{ id: index + 1, ...row }] : []));
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
