import { queryOptions, useQuery } from "@tanstack/react-query";
import { STARTING_PRICE_TIER } from "@domain/pricing.ts";
import {
  PRICED_SERVICE_IDS,
  startingPricesFrom,
  type StartingPrices,
} from "@/features/services/domain/starting-prices";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/** Reads the under_1500 prices of every priced service (docs/product.md §2.7, call 1). */
export async function getServiceStartingPrices(): Promise<StartingPrices> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("service_pricing")
    .select("service_id, price")
    .eq("tier_name", STARTING_PRICE_TIER)
    .in("service_id", PRICED_SERVICE_IDS);
  if (error) throw new SupabaseRequestError(error, "Could not load the service starting prices");
  const { startingPriceRowsSchema } = await import("@schemas/service-pricing.ts");
  return startingPricesFrom(startingPriceRowsSchema.parse(data ?? []));
}

export const serviceStartingPricesQueryOptions = () =>
  queryOptions({
    queryKey: ["service-pricing", "starting-prices", STARTING_PRICE_TIER] as const,
    queryFn: getServiceStartingPrices,
    staleTime: 60 * 60 * 1000,
  });

/**
 * Each service's 'From $X' price: the lowest loaded under_1500 price, else the default.
 * Defaults show while loading; a failed lookup is only logged (by the query cache) and
 * the defaults stay.
 */
export function useServiceStartingPrices(): StartingPrices {
  const { data } = useQuery(serviceStartingPricesQueryOptions());
  return data ?? startingPricesFrom([]);
}
