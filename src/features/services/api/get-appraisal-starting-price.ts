import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { STARTING_PRICE_TIER } from "#shared/pricing.ts";
import { HOME_STARTING_PRICE_DEFAULT } from "@/content/business-facts";
import { servicePricingQueryOptions } from "@/entities/service-pricing/api/get-service-pricing";
import { lowestLoadedPrices } from "@/features/services/domain/starting-prices";
import { readForRoute } from "@/lib/route-query-client";

/**
 * The appraisal price of the under_1500 tier, from the same cached read of service_pricing
 * as every other price (entities/service-pricing); undefined when the tier has none.
 */
export const appraisalStartingPriceQueryOptions = () =>
  queryOptions({
    ...servicePricingQueryOptions(STARTING_PRICE_TIER),
    select: (rows) => lowestLoadedPrices(rows).appraisal,
  });

/**
 * The advertised appraisal starting price. Shows the default (425) while loading, when the
 * tier has no appraisal price and, silently, when the lookup fails.
 */
export function useAppraisalStartingPrice(): number {
  const { data } = useQuery(appraisalStartingPriceQueryOptions());
  return data ?? HOME_STARTING_PRICE_DEFAULT;
}

/**
 * A route loader's read of the advertised appraisal starting price, through the same cached
 * read as the hook: the default (425) when the tier has no appraisal price or the read fails.
 */
export async function readAppraisalStartingPrice(client: QueryClient | undefined): Promise<number> {
  const rows = await readForRoute(client, servicePricingQueryOptions(STARTING_PRICE_TIER));
  return (rows ? lowestLoadedPrices(rows).appraisal : undefined) ?? HOME_STARTING_PRICE_DEFAULT;
}
