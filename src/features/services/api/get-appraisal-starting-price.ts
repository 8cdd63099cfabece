import { queryOptions, useQuery } from "@tanstack/react-query";
import { STARTING_PRICE_TIER } from "@domain/pricing.ts";
import { HOME_STARTING_PRICE_DEFAULT } from "@/content/business-facts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/** Reads the appraisal price of the under_1500 tier from service_pricing. */
export async function getAppraisalStartingPrice(): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("service_pricing")
    .select("price")
    .eq("service_id", "appraisal")
    .eq("tier_name", STARTING_PRICE_TIER)
    .order("price", { ascending: true })
    .limit(1);

  if (error) throw new SupabaseRequestError(error, "Could not load the appraisal starting price");
  const { priceOnlyRowsSchema } = await import("@schemas/service-pricing.ts");
  const price = Number(priceOnlyRowsSchema.parse(data ?? [])[0]?.price);
  if (!Number.isFinite(price) || price <= 0) {
    throw new Error(`No valid appraisal price for the ${STARTING_PRICE_TIER} tier`);
  }
  return price;
}

export const appraisalStartingPriceQueryOptions = () =>
  queryOptions({
    queryKey: ["service-pricing", "appraisal", STARTING_PRICE_TIER] as const,
    queryFn: getAppraisalStartingPrice,
    staleTime: 60 * 60 * 1000,
  });

/**
 * The advertised appraisal starting price. Shows the default (425) while loading and,
 * silently, when the lookup fails.
 */
export function useAppraisalStartingPrice(): number {
  const { data } = useQuery(appraisalStartingPriceQueryOptions());
  return data ?? HOME_STARTING_PRICE_DEFAULT;
}
