import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PriceTier } from "#shared/pricing.ts";
import type { ServicePricingRow } from "#schemas/service-pricing.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/**
 * service_pricing, read one size tier at a time: every service's price in the tier (the
 * appraisal, the packages and the add-ons). The one read of the table in the app: the
 * quote prices from it, the services, county and home pages take their 'From $X' prices
 * from the under_1500 tier (each with `select`), so the table is cached under one key.
 */
export async function getServicePricing(tier: PriceTier, signal?: AbortSignal): Promise<ServicePricingRow[]> {
  const supabase = await getSupabase();
  let query = supabase
    .from("service_pricing")
    .select("id, service_id, service_name, price, description, tier_name")
    .eq("tier_name", tier);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw new SupabaseRequestError(error, `Could not load the ${tier} prices`);
  const { servicePricingRowsSchema } = await import("#schemas/service-pricing.ts");
  return servicePricingRowsSchema.parse(data ?? []);
}

export const servicePricingQueryKeys = {
  all: ["service-pricing"] as const,
  tier: (tier: PriceTier) => [...servicePricingQueryKeys.all, tier] as const,
};

/**
 * Prices change rarely: fresh for 30 minutes. One retry: every reader has a default to
 * show, and the quote's request button waits for the price, so a failure should settle fast.
 */
export const servicePricingQueryOptions = (tier: PriceTier) =>
  queryOptions({
    queryKey: servicePricingQueryKeys.tier(tier),
    queryFn: ({ signal }) => getServicePricing(tier, signal),
    staleTime: 30 * 60 * 1000,
    retry: 1,
  });

const NO_ROWS: ServicePricingRow[] = [];

/**
 * The tier's prices. While loading and, silently, after a failure the rows are empty,
 * so pricing falls back to the defaults (the appraisal: 450).
 */
export function useServicePricing(tier: PriceTier) {
  const query = useQuery(servicePricingQueryOptions(tier));
  return { rows: query.data ?? NO_ROWS, isPending: query.isPending, isError: query.isError };
}
