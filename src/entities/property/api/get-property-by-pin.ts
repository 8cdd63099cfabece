import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { unwrapCountyRecord } from "#shared/unwrap-county-record.ts";
import type { CountyRecord } from "#schemas/county-record.ts";
import { propertyQueryKeys, PROPERTY_FUNCTION } from "@/entities/property/api/search-properties";
import { toPropertySummary, type PropertySummary } from "@/entities/property/domain/property-summary";
import { invokeEdgeFunction } from "@/lib/edge-functions";

/** GET /functions/v1/njpr-properties/{pin}: one county record, possibly nested under countyData. */
export async function getPropertyByPin(pin: string, signal?: AbortSignal): Promise<CountyRecord> {
  // The schemas (zod) load with the first read, not with the widgets that read.
  const { countyRecordSchema, gisPinSchema } = await import("#schemas/county-record.ts");
  const validPin = gisPinSchema.safeParse(pin);
  if (!validPin.success) throw new Error(`Not a GIS PIN: ${pin}`);
  const answer = await invokeEdgeFunction(PROPERTY_FUNCTION, encodeURIComponent(validPin.data), {
    method: "GET",
    ...(signal ? { signal } : {}),
  });
  const record = countyRecordSchema.safeParse(unwrapCountyRecord(answer));
  if (!record.success || Object.keys(record.data).length === 0) {
    throw new Error(`${PROPERTY_FUNCTION} answered no county record for ${pin}`);
  }
  return record.data;
}

/** A pin's record. Search results prime this entry (setQueryData) so choosing one costs no request. */
export const propertyByPinQueryOptions = (pin: string) =>
  queryOptions({
    queryKey: propertyQueryKeys.byPin(pin.trim()),
    queryFn: ({ signal }) => getPropertyByPin(pin.trim(), signal),
    enabled: pin.trim().length > 0,
    staleTime: 10 * 60 * 1000,
    retry: 1,
  });

export type LookupStatus = "idle" | "pending" | "error" | "success";

export interface PropertySummaryState {
  status: LookupStatus;
  property: PropertySummary | undefined;
}

/** A pin's property summary: idle without a pin, then pending, error or success. */
export function usePropertySummaryByPin(pin: string | null): PropertySummaryState {
  const query = useQuery({ ...propertyByPinQueryOptions(pin ?? ""), enabled: Boolean(pin?.trim()) });
  const property = useMemo(() => (query.data ? toPropertySummary(query.data) : undefined), [query.data]);
  if (!pin) return { status: "idle", property: undefined };
  if (query.isError) return { status: "error", property: undefined };
  if (query.isSuccess) return { status: "success", property };
  return { status: "pending", property: undefined };
}

/** Loads a pin's record afresh (never from the cache) as a summary; rejects on failure. */
export function useLoadPropertySummary(): (pin: string) => Promise<PropertySummary> {
  const queryClient = useQueryClient();
  return useCallback(
    async (pin: string) => toPropertySummary(await queryClient.fetchQuery({ ...propertyByPinQueryOptions(pin), staleTime: 0 })),
    [queryClient],
  );
}

/**
 * Hands a search result's record to the pin's query, so showing the picked property costs
 * no request (a suggestion carries its county record: decision 010).
 */
export function usePrimePropertyByPin(): (pin: string, property: PropertySummary) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (pin: string, property: PropertySummary) => {
      queryClient.setQueryData(propertyByPinQueryOptions(pin).queryKey, property.raw);
    },
    [queryClient],
  );
}
