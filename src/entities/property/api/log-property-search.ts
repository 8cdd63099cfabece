import type { PropertySearchLogInput } from "#schemas/property-search-log.ts";
import { invokeEdgeFunction } from "@/lib/edge-functions";

/**
 * POST /functions/v1/log-property-search { propertyData, serviceRequested }: false when a
 * visitor picked a property, true after a request for it was sent. The answer is not
 * shown and failures are ignored (docs/product.md §1.7): this never throws.
 */
export async function logPropertySearch(input: PropertySearchLogInput): Promise<void> {
  try {
    await invokeEdgeFunction("log-property-search", "", { method: "POST", body: input });
  } catch (error) {
    if (import.meta.env.DEV) console.debug("log-property-search failed (ignored)", error);
  }
}
