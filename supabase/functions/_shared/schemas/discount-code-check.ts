import { z } from "zod";

/**
 * The answer of the RPC validate_discount_code(code_to_check)
 * (supabase/migrations/20261129002300_owner_prices_and_discount_codes.sql): exactly one row
 * { valid, type, value, description, service_ids }; an unknown, expired, inactive or used-up
 * code answers valid = false with nulls. `value` is numeric(10, 2): a number or text
 * ("10.00"); `service_ids` the catalogue ids the code is for, null for every service.
 *
 * One schema and one rule for the browser (features/quote/api/validate-discount-code.ts)
 * and the server (_shared/leads/pricing.ts through send-contact-email).
 */
export const DISCOUNT_TYPES = ["percentage", "fixed_amount"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const discountCodeAnswerRowSchema = z.object({
  valid: z.boolean(),
  type: z.enum(DISCOUNT_TYPES).nullable(),
  value: z.union([z.number(), z.string()]).nullable(),
  description: z.string().nullable(),
  service_ids: z.array(z.string()).nullish(),
});
export type DiscountCodeAnswerRow = z.infer<typeof discountCodeAnswerRowSchema>;

/** The RPC's rows; PostgREST answers a set-returning function as a list (one row here). */
export const discountCodeAnswerSchema = z.array(discountCodeAnswerRowSchema);

/** The terms of an answer, only what the rule below needs (the server's sources give no description). */
export interface DiscountCodeAnswer {
  valid: boolean;
  type: string | null;
  value: number | string | null;
  service_ids?: readonly string[] | null;
}

/**
 * The discount an answer grants, or null when the code is not a valid discount: not
 * valid, no known type, or a value that is not a number above 0 (the table refuses
 * value <= 0, so such an answer is not trusted either). The browser shows null as
 * 'Invalid or expired discount code'; the server prices without it ("refused").
 */
export function discountFromAnswer(
  answer: DiscountCodeAnswer,
): { type: DiscountType; value: number; serviceIds: string[] | null } | null {
  if (!answer.valid) return null;
  if (answer.type !== "percentage" && answer.type !== "fixed_amount") return null;
  if (answer.value === null) return null;
  const value = Number(answer.value);
  if (!Number.isFinite(value) || value <= 0) return null;
  return { type: answer.type, value, serviceIds: answer.service_ids ? [...answer.service_ids] : null };
}

/**
 * The answer of redeem_discount_code(p_code, p_request_id, p_service_ids), the server's use of
 * a code for a stored request (service role only): the terms when the use was recorded, else
 * valid = false and why ('unknown': unknown, inactive or expired; 'used_up'; 'not_for_service').
 */
export const DISCOUNT_REFUSALS = ["unknown", "used_up", "not_for_service"] as const;
export const discountRedemptionSchema = z.array(
  z.object({
    valid: z.boolean(),
    type: z.enum(DISCOUNT_TYPES).nullable(),
    value: z.union([z.number(), z.string()]).nullable(),
    service_ids: z.array(z.string()).nullable(),
    refusal: z.enum(DISCOUNT_REFUSALS).nullable(),
  }),
);
