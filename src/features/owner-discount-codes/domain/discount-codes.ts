import { addDays, BUSINESS_TIME_ZONE, localDate, zonedInstant } from "#shared/booking/time-zone.ts";
import type { DiscountCodeForm, OwnerDiscountCode } from "#schemas/owner-discount-codes.ts";

/**
 * The desk's discount codes, pure (docs/decisions/071): a form's values as the arguments of
 * owner_create_discount_code, and what a code's state is now. Days are the business's days
 * (New York): a code runs from the start of its first day to the end of its last.
 */

export interface CreateDiscountCodeArgs {
  p_code: string;
  p_type: DiscountCodeForm["type"];
  p_value: number;
  /** Absent: none (the RPC's default). */
  p_description?: string;
  /** Absent: from now. */
  p_valid_from?: string;
  /** Absent: no end. */
  p_valid_until?: string;
  /** Absent: no limit. */
  p_max_uses?: number;
  /** Absent: every service. */
  p_service_ids?: string[];
}

function dayBoundary(day: string, end: boolean): string {
  const start = zonedInstant(end ? addDays(day, 1) : day, 0, BUSINESS_TIME_ZONE);
  return new Date(end ? start - 1 : start).toISOString();
}

/** An instant as the business's day, "YYYY-MM-DD". */
export const businessDay = (iso: string): string => localDate(Date.parse(iso), BUSINESS_TIME_ZONE);

export function createDiscountCodeArgs(form: DiscountCodeForm): CreateDiscountCodeArgs {
  const args: CreateDiscountCodeArgs = { p_code: form.code.trim().toUpperCase(), p_type: form.type, p_value: Number(form.value) };
  if (form.description.trim()) args.p_description = form.description.trim();
  if (form.validFrom) args.p_valid_from = dayBoundary(form.validFrom, false);
  if (form.validUntil) args.p_valid_until = dayBoundary(form.validUntil, true);
  if (form.maxUses) args.p_max_uses = Number(form.maxUses);
  if (form.serviceIds.length > 0) args.p_service_ids = [...form.serviceIds].sort();
  return args;
}

export type DiscountCodeState = "active" | "scheduled" | "expired" | "used-up" | "deactivated";

export const DISCOUNT_CODE_STATE_LABELS: Record<DiscountCodeState, string> = {
  active: "Active",
  scheduled: "Starts later",
  expired: "Expired",
  "used-up": "Used up",
  deactivated: "Deactivated",
};

/** What a code is at `now` (the same order of rules as private.discount_code_usable). */
export function discountCodeState(code: Pick<OwnerDiscountCode, "is_active" | "valid_from" | "valid_until" | "max_uses" | "discount_code_uses">, now: number): DiscountCodeState {
  if (!code.is_active) return "deactivated";
  if (Date.parse(code.valid_from) > now) return "scheduled";
  if (code.valid_until !== null && Date.parse(code.valid_until) < now) return "expired";
  if (code.max_uses !== null && code.discount_code_uses.length >= code.max_uses) return "used-up";
  return "active";
}
