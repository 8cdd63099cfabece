import { queryOptions, useQuery } from "@tanstack/react-query";
import { STARTING_PRICE_TIER } from "#shared/pricing.ts";
import { servicePricingQueryOptions } from "@/entities/service-pricing/api/get-service-pricing";
import { startingPricesFrom, type StartingPrices } from "@/features/services/domain/starting-prices";

/**
 * The services' 'From $X' prices (docs/product.md §2.7, call 1): the under_1500 tier of
 * service_pricing, read and cached once for every reader (entities/service-pricing).
 */
export const serviceStartingPricesQueryOptions = () =>
  queryOptions({ ...servicePricingQueryOptions(STARTING_PRICE_TIER), select: startingPricesFrom });

/**
 * Each service's 'From $X' price: the lowest loaded under_1500 price, else the default.
 * Defaults show while loading; a failed lookup is only logged (by the query cache) and
 * the defaults stay.
 */
export function useServiceStartingPrices(): StartingPrices {
  const { data } = useQuery(serviceStartingPricesQueryOptions());
  return data ?? startingPricesFrom([]);
}
