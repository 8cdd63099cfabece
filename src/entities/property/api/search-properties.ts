import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PropertySearchRequest, PropertySearchResult } from "#schemas/county-record.ts";
import { AT_A_GLANCE_LIMIT, MIN_ADDRESS_QUERY_LENGTH } from "#schemas/county-record-limits.ts";
import { invokeEdgeFunction } from "@/lib/edge-functions";

/**
 * Address search: POST /functions/v1/njpr-properties { filters: { address }, limit }.
 * Answers up to `limit` results (address, city, state, zip, cityStateZip, countyData).
 */

export const PROPERTY_FUNCTION = "njpr-properties";

/** Suggestions need MORE than 2 characters (the dialog: at least 3); the same thing. */
export function isSearchableAddress(address: string): boolean {
  return address.trim().length >= MIN_ADDRESS_QUERY_LENGTH;
}

export interface PropertySearchParams {
  address: string;
  limit?: number;
}

export async function searchProperties(
  { address, limit = AT_A_GLANCE_LIMIT }: PropertySearchParams,
  signal?: AbortSignal,
): Promise<PropertySearchResult[]> {
  const body: PropertySearchRequest = { filters: { address: address.trim() }, limit };
  // The response schema (zod) loads with the first search, not with the widget.
  const [answer, { propertySearchResponseSchema }] = await Promise.all([
    invokeEdgeFunction(PROPERTY_FUNCTION, "", { method: "POST", body, ...(signal ? { signal } : {}) }),
    import("#schemas/county-record.ts"),
  ]);
  const parsed = propertySearchResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(`${PROPERTY_FUNCTION} answered an unexpected shape: ${parsed.error.message}`);
  return parsed.data.slice(0, limit);
}

export const propertyQueryKeys = {
  all: ["property"] as const,
  searches: () => [...propertyQueryKeys.all, "search"] as const,
  search: (address: string, limit: number) => [...propertyQueryKeys.searches(), { address, limit }] as const,
  byPin: (pin: string) => [...propertyQueryKeys.all, "pin", pin] as const,
};

/**
 * One cache entry per (trimmed, case-folded) address and limit. Each typed value has its
 * own entry and an AbortSignal, so an older, slower answer can never show for a newer
 * query. A failed search is not retried: the visitor sees the failure at once and the
 * next keystroke searches again.
 */
export const propertySearchQueryOptions = ({ address, limit = AT_A_GLANCE_LIMIT }: PropertySearchParams) => {
  const normalized = address.trim().replace(/\s+/g, " ");
  return queryOptions({
    queryKey: propertyQueryKeys.search(normalized.toLowerCase(), limit),
    queryFn: ({ signal }) => searchProperties({ address: normalized, limit }, signal),
    enabled: isSearchableAddress(normalized),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
};

export interface UsePropertySearchOptions extends PropertySearchParams {
  /** Keep showing the previous answer while the next one loads (a results list, not a menu). */
  keepPrevious?: boolean;
}

export function usePropertySearch({ keepPrevious = false, ...params }: UsePropertySearchOptions) {
  return useQuery({
    ...propertySearchQueryOptions(params),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
