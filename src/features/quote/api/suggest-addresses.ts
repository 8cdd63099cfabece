import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { isSearchableAddress, propertySearchQueryOptions } from "@/entities/property/api/search-properties";
import type { LookupStatus } from "@/entities/property/api/get-property-by-pin";
import { toAddressOption, type PropertyOption } from "@/features/quote/domain/address-option";

export interface AddressSuggestions {
  status: LookupStatus;
  /** The results of exactly the query asked for (never an older query's). */
  options: PropertyOption[];
}

/**
 * The quote's address suggestions for an already debounced `address`, over the county
 * record search of entities/property; idle when `enabled` is false.
 */
export function useAddressSuggestions(address: string, { limit, enabled }: { limit: number; enabled: boolean }): AddressSuggestions {
  const query = useQuery({
    ...propertySearchQueryOptions({ address, limit }),
    enabled: enabled && isSearchableAddress(address),
  });
  const options = useMemo(() => (query.data ?? []).map(toAddressOption), [query.data]);
  if (!enabled || !isSearchableAddress(address)) return { status: "idle", options: [] };
  if (query.isError) return { status: "error", options: [] };
  if (query.isSuccess) return { status: "success", options };
  return { status: "pending", options: [] };
}
