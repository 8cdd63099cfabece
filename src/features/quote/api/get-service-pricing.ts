import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PriceTier } from "@domain/pricing.ts";
import type { ServicePricingRow } from "@schemas/service-pricing.ts";
import { quoteQueryKeys } from "@/features/quote/api/quote-query-keys";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/** Every service's price in one size tier: the appraisal, the packages and the add-ons. */
export async function getServicePricing(tier: PriceTier, signal?: AbortSignal): Promise<ServicePricingRow[]> {
  const supabase = await getSupabase();
  let query = supabase
    .from("service_pricing")
    .select("id, service_id, service_name, price, description, tier_name")
    .eq("tier_name", tier);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw new SupabaseRequestError(error, `Could not load the ${tier} prices`);
  const { quotePricingRowsSchema } = await import("@schemas/service-pricing.ts");
  return quotePricingRowsSchema.parse(data ?? []);
}

export const servicePricingQueryOptions = (tier: PriceTier) =>
  queryOptions({
    queryKey: quoteQueryKeys.pricingByTier(tier),
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
