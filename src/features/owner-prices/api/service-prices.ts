import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { servicePriceChangeSchema, type ServicePriceChange } from "#schemas/owner-prices.ts";
import type { PriceTier } from "#shared/pricing.ts";
import type { ServicePricingRow } from "#schemas/service-pricing.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";
import { servicePricingQueryKeys } from "@/entities/service-pricing/api/get-service-pricing";

/**
 * The desk's prices (docs/decisions/071): every service_pricing row (all tiers), the past
 * prices, and one service's save through owner_set_service_prices.
 */
export async function listAllServicePrices(): Promise<ServicePricingRow[]> {
  const [supabase, { servicePricingRowsSchema }] = await Promise.all([getSupabase(), import("#schemas/service-pricing.ts")]);
  const { data, error } = await supabase.from("service_pricing").select("id, service_id, service_name, price, description, tier_name");
  if (error) throw new SupabaseRequestError(error, "Loading the prices failed");
  return servicePricingRowsSchema.parse(data ?? []);
}

/** The latest 200 price changes, newest first (service_price_changes: owners at aal2 only). */
export async function listServicePriceChanges(): Promise<ServicePriceChange[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("service_price_changes")
    .select("id, service_id, tier_name, old_price, new_price, changed_by_email, changed_at")
    .order("changed_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(200);
  if (error) throw new SupabaseRequestError(error, "Loading the past prices failed");
  return servicePriceChangeSchema.array().parse(data ?? []);
}

export const ownerPricesKeys = {
  prices: ["owner-prices", "rows"] as const,
  changes: ["owner-prices", "changes"] as const,
};

export function useAllServicePrices() {
  return useQuery(queryOptions({ queryKey: ownerPricesKeys.prices, queryFn: listAllServicePrices }));
}

export function useServicePriceChanges() {
  return useQuery(queryOptions({ queryKey: ownerPricesKeys.changes, queryFn: listServicePriceChanges }));
}

export interface SaveServicePrices {
  serviceId: string;
  serviceName: string;
  prices: Record<PriceTier, number>;
  description: string | null;
  /** The prices the owner saw (null for a tier without a row): a change made elsewhere since is refused (409). */
  expected: Record<PriceTier, number | null>;
}

export async function saveServicePrices(save: SaveServicePrices): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc("owner_set_service_prices", {
    p_service_id: save.serviceId,
    p_service_name: save.serviceName,
    p_prices: save.prices,
    p_description: save.description ?? "",
    p_expected: save.expected,
  });
  if (error) throw new SupabaseRequestError(error, "Saving the prices failed");
}

/**
 * Saves, then reloads the desk's rows and history and drops the quote's cached prices, so this
 * browser's quote shows the new price at once. The form asks for the rebuild of the prerendered
 * pages after a save (docs/decisions/070).
 */
export function useSaveServicePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServicePrices,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerPricesKeys.prices }),
        queryClient.invalidateQueries({ queryKey: ownerPricesKeys.changes }),
        queryClient.invalidateQueries({ queryKey: servicePricingQueryKeys.all }),
      ]),
  });
}
