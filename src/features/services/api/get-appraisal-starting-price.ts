import type { QueryClient } from "@tanstack/react-query";
import { STARTING_PRICE_TIER } from "#shared/pricing.ts";
import { HOME_STARTING_PRICE_DEFAULT } from "@/content/business-facts";
import { servicePricingQueryOptions } from "@/entities/service-pricing/api/get-service-pricing";
import { lowestLoadedPrices } from "@/features/services/domain/starting-prices";
import { readForRoute } from "@/lib/route-query-client";

/**
 * A route loader's read of the advertised appraisal starting price: the appraisal price of the
 * under_1500 tier, from the same cached read of service_pricing as every other price
 * (entities/service-pricing); the default (425) when the tier has no appraisal price or the
 * read fails.
 */
export async function readAppraisalStartingPrice(client: QueryClient | undefined): Promise<number> {
  const rows = await readForRoute(client, servicePricingQueryOptions(STARTING_PRICE_TIER));
  return (rows ? lowestLoadedPrices(rows).appraisal : undefined) ?? HOME_STARTING_PRICE_DEFAULT;
}
