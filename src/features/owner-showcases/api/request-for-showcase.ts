import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";
import { toPropertySummary, type PropertySummary } from "@/entities/property/domain/property-summary";
import { ownerShowcasesKeys } from "@/features/owner-showcases/api/owner-showcases";

/**
 * A quote request a showcase starts from (the owner policy on service_requests): its address and
 * the county record it was priced with, as the property summary the quote shows. null: no such
 * request.
 */
export interface RequestForShowcase {
  id: string;
  address: string | null;
  property: PropertySummary | null;
}

export async function fetchRequestForShowcase(id: string): Promise<RequestForShowcase | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("service_requests").select("id, property_address, property_data").eq("id", id).maybeSingle();
  if (error) throw new SupabaseRequestError(error, "Loading the request failed");
  if (data === null) return null;
  const record = data.property_data;
  const property = record && typeof record === "object" && !Array.isArray(record) ? toPropertySummary(record) : null;
  return { id: data.id, address: data.property_address, property: property && property.address ? property : null };
}

export const requestForShowcaseQueryOptions = (id: string) =>
  queryOptions({ queryKey: ownerShowcasesKeys.request(id), queryFn: () => fetchRequestForShowcase(id), retry: false });

export function useRequestForShowcase(id: string | null) {
  return useQuery({ ...requestForShowcaseQueryOptions(id ?? ""), enabled: Boolean(id) });
}
