import { createContext, use, type ComponentType } from "react";
import type { PropertyOption, QuoteCoverage, QuoteProperty } from "@/features/quote/domain/quote-property";

export type LookupStatus = "idle" | "pending" | "error" | "success";

export interface AddressSearchState {
  status: LookupStatus;
  /** The results of exactly the query asked for (never an older query's). */
  options: PropertyOption[];
}

export interface PropertyByPinState {
  status: LookupStatus;
  property: QuoteProperty | undefined;
}

/**
 * The property lookup the quote modal uses, handed in by the app layer (which composes
 * features/property): search, load by pin, coverage, logging and the summary details.
 */
export interface QuotePropertyLookup {
  /** Suggestions for an already debounced `address`; idle when `enabled` is false. */
  useAddressSearch(address: string, options: { limit: number; enabled: boolean }): AddressSearchState;
  usePropertyByPin(pin: string | null): PropertyByPinState;
  /** Hands a picked suggestion's record to the lookup by pin, so showing it costs no request. */
  primeProperty(pin: string, property: QuoteProperty): void;
  /** Loads a pin's record afresh (the change-property dialog); rejects on failure. */
  loadPropertyByPin(pin: string): Promise<QuoteProperty>;
  coverage(property: QuoteProperty): QuoteCoverage;
  /** log-property-search; never throws. */
  logSearch(property: QuoteProperty, serviceRequested: boolean): void;
  /** The county record's facts (owner, assessment, taxes, sale, ownership duration…). */
  PropertyDetails: ComponentType<{ property: QuoteProperty }>;
}

const PropertyLookupContext = createContext<QuotePropertyLookup | null>(null);
export const PropertyLookupProvider = PropertyLookupContext.Provider;

export function usePropertyLookup(): QuotePropertyLookup {
  const lookup = use(PropertyLookupContext);
  if (!lookup) throw new Error("usePropertyLookup needs a <PropertyLookupProvider> (the quote modal mount provides one)");
  return lookup;
}
