import { APPRAISAL_SERVICE_ID } from "../pricing.ts";
import type { BookingRules, SlotRequest } from "./rules.ts";

/**
 * The length of an appointment (docs/decisions/046): the minutes of its base
 * service in the size tier (the appraisal, the photography package, or the
 * custom package's base) plus the minutes of each add-on chosen (each counted
 * once; an add-on without a row adds nothing, as pricing ignores unknown
 * ids). Null when the base service has no row: it cannot be booked.
 */
export function appointmentMinutes(durations: BookingRules["durations"], request: SlotRequest): number | null {
  const minutesOf = (serviceId: string) =>
    durations.find((row) => row.serviceId === serviceId && row.tier === request.tier)?.minutes;
  const baseId = request.serviceType === "appraisal" ? APPRAISAL_SERVICE_ID : request.selectedPhotographyPackage;
  if (!baseId) return null;
  const base = minutesOf(baseId);
  if (base === undefined) return null;
  const addOns = request.serviceType === "photography" ? [...new Set(request.selectedAddOns ?? [])] : [];
  const total = addOns.reduce((sum, id) => sum + (id === baseId ? 0 : (minutesOf(id) ?? 0)), base);
  return total > 0 ? total : null;
}
