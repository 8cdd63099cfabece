import type { PriceTier } from "#shared/pricing.ts";
import { coveredCounties } from "#shared/covered-counties.ts";
import type { BookingTimesRequest } from "#schemas/booking.ts";
import { packageProblem, type QuoteSelection } from "@/features/quote/domain/quote-selection";

export interface BookingProperty {
  /** Bare county name ("Hunterdon"), null when the record names none. */
  county: string | null;
  city: string;
}

/**
 * What the picker can ask booking-times for this selection: the request; "choose-package"
 * while a photography job is not complete (its length depends on the package); or null
 * when no time can be offered (no service, no property, a county the business does not
 * serve or that the record does not name): the request is then sent without one.
 */
export function bookingTimesRequestFor(
  selection: QuoteSelection,
  property: BookingProperty | null | undefined,
  tier: PriceTier,
): { status: "ready"; request: BookingTimesRequest } | { status: "choose-package" } | null {
  if (!selection.service || !property) return null;
  const county = coveredCounties.find((covered) => covered.name === property.county);
  if (!county) return null;
  if (packageProblem(selection)) return { status: "choose-package" };
  const request: BookingTimesRequest = { serviceType: selection.service, tier, county: county.slug };
  if (selection.service === "photography" && selection.packageId) {
    request.selectedPhotographyPackage = selection.packageId;
    if (selection.addOnIds.length > 0) request.selectedAddOns = [...selection.addOnIds];
  }
  const municipality = property.city.trim();
  if (municipality) request.municipality = municipality;
  return { status: "ready", request };
}
