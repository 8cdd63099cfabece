import { queryOptions, useQuery } from "@tanstack/react-query";
import { unwrapCountyRecord } from "@domain/unwrap-county-record.ts";
import type { CountyRecord } from "@schemas/county-record.ts";
import { propertyQueryKeys, PROPERTY_FUNCTION } from "@/features/property/api/search-properties";
import { invokeEdgeFunction } from "@/lib/edge-functions";

/** GET /functions/v1/njpr-properties/{pin}: one county record, possibly nested under countyData. */
export async function getPropertyByPin(pin: string, signal?: AbortSignal): Promise<CountyRecord> {
  // The schemas (zod) load with the first read, not with the widgets that read.
  const { countyRecordSchema, gisPinSchema } = await import("@schemas/county-record.ts");
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

export function usePropertyByPin(pin: string | undefined) {
  return useQuery({ ...propertyByPinQueryOptions(pin ?? ""), enabled: Boolean(pin?.trim()) });
}
