import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { propertyByPinQueryOptions } from "@/features/property/api/get-property-by-pin";
import { logPropertySearch } from "@/features/property/api/log-property-search";
import { isSearchableAddress, propertySearchQueryOptions } from "@/features/property/api/search-properties";
import { PropertySummaryDetails } from "@/features/property/components/property-summary-details";
import { coverageForCounty } from "@/features/property/domain/coverage";
import { toPropertySummary } from "@/features/property/domain/property-summary";
import type { AddressSearchState, PropertyByPinState, QuotePropertyLookup } from "@/features/quote/components/property-lookup";
import type { PropertyOption, QuoteCoverage, QuoteProperty } from "@/features/quote/domain/quote-property";
import type { PropertySearchResult } from "@schemas/county-record.ts";

/**
 * The quote modal's property lookup, composed here from features/property (a feature may
 * not import another; the app layer may). See docs/decisions/011-quote-modal-composition.md.
 */

function toOption(result: PropertySearchResult, index: number): PropertyOption {
  const summary = toPropertySummary(result);
  const hasRecord = Object.keys(result.countyData).length > 0;
  return {
    key: `${summary.gisPin ?? "no-pin"}-${index}`,
    pin: summary.gisPin,
    label: summary.address || result.address,
    detail: summary.cityStateZip || result.cityStateZip,
    property: hasRecord ? summary : null,
  };
}

function useAddressSearch(address: string, { limit, enabled }: { limit: number; enabled: boolean }): AddressSearchState {
  const query = useQuery({
    ...propertySearchQueryOptions({ address, limit }),
    enabled: enabled && isSearchableAddress(address),
  });
  const options = useMemo(() => (query.data ?? []).map(toOption), [query.data]);
  if (!enabled || !isSearchableAddress(address)) return { status: "idle", options: [] };
  if (query.isError) return { status: "error", options: [] };
  if (query.isSuccess) return { status: "success", options };
  return { status: "pending", options: [] };
}

function usePropertyByPin(pin: string | null): PropertyByPinState {
  const query = useQuery({ ...propertyByPinQueryOptions(pin ?? ""), enabled: Boolean(pin?.trim()) });
  const property = useMemo(() => (query.data ? toPropertySummary(query.data) : undefined), [query.data]);
  if (!pin) return { status: "idle", property: undefined };
  if (query.isError) return { status: "error", property: undefined };
  if (query.isSuccess) return { status: "success", property };
  return { status: "pending", property: undefined };
}

function coverage(property: QuoteProperty): QuoteCoverage {
  const result = coverageForCounty(property.county);
  return result.status === "unknown" ? { status: "unknown", message: null } : { status: result.status, message: result.message };
}

function PropertyDetails({ property }: { property: QuoteProperty }) {
  return <PropertySummaryDetails summary={toPropertySummary(property.raw)} variant="full" />;
}

function logSearch(property: QuoteProperty, serviceRequested: boolean): void {
  void logPropertySearch({ propertyData: property.raw, serviceRequested });
}

/** The lookup object, stable for a query client. */
export function usePropertyLookupAdapter(): QuotePropertyLookup {
  const queryClient = useQueryClient();
  const loadPropertyByPin = useCallback(
    async (pin: string) => toPropertySummary(await queryClient.fetchQuery({ ...propertyByPinQueryOptions(pin), staleTime: 0 })),
    [queryClient],
  );
  // A suggestion carries its county record: the pin's query starts with it (decisions 010, 011).
  const primeProperty = useCallback(
    (pin: string, property: QuoteProperty) => queryClient.setQueryData(propertyByPinQueryOptions(pin).queryKey, property.raw),
    [queryClient],
  );
  return useMemo(
    () => ({ useAddressSearch, usePropertyByPin, primeProperty, loadPropertyByPin, coverage, logSearch, PropertyDetails }),
    [primeProperty, loadPropertyByPin],
  );
}
