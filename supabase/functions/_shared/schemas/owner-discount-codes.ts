import { z } from "zod";
import { DISCOUNT_TYPES } from "./discount-code-check.ts";

/**
 * The desk's discount codes (docs/decisions/071): the form of a new code and the rows the
 * desk reads (a code with its uses and the requests that used it). The database checks the
 * same rules again (owner_create_discount_code, migration 20261129002300).
 */

export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/;
export const MAX_PERCENTAGE = 100;
export const MAX_FIXED_AMOUNT = 10_000;
export const MAX_CODE_USES = 100_000;
export const DISCOUNT_DESCRIPTION_MAX = 200;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const discountCodeFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(2, "A code has at least 2 characters")
      .max(40, "A code has at most 40 characters")
      .regex(DISCOUNT_CODE_PATTERN, "Use letters, digits, dashes or underscores only"),
    type: z.enum(DISCOUNT_TYPES),
    value: z
      .string()
      .trim()
      .min(1, "Enter the discount")
      .refine((value) => /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0, "Enter a number above 0, with at most two decimals"),
    description: z.string().trim().max(DISCOUNT_DESCRIPTION_MAX, `At most ${DISCOUNT_DESCRIPTION_MAX} characters`),
    validFrom: z.string().refine((value) => value === "" || DAY.test(value), "Enter a date"),
    validUntil: z.string().refine((value) => value === "" || DAY.test(value), "Enter a date"),
    maxUses: z
      .string()
      .trim()
      .refine((value) => value === "" || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_CODE_USES), "Enter a whole number from 1 to 100,000, or leave it empty"),
    serviceIds: z.array(z.string()),
  })
  .superRefine((form, context) => {
    const value = Number(form.value);
    if (form.type === "percentage" && value > MAX_PERCENTAGE) {
      context.addIssue({ code: "custom", path: ["value"], message: "A percentage is at most 100" });
    }
    if (form.type === "fixed_amount" && value > MAX_FIXED_AMOUNT) {
      context.addIssue({ code: "custom", path: ["value"], message: "An amount is at most $10,000" });
    }
    if (form.validFrom && form.validUntil && form.validUntil < form.validFrom) {
      context.addIssue({ code: "custom", path: ["validUntil"], message: "The last day cannot be before the first" });
    }
  });
export type DiscountCodeForm = z.infer<typeof discountCodeFormSchema>;

/** A request's use of a code, with the request's name for the desk's link. */
export const discountCodeUseSchema = z.object({
  service_request_id: z.string(),
  used_at: z.string(),
  service_requests: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
});

/** A row of discount_codes as owners read it, with its uses, newest first. */
export const ownerDiscountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  value: z.union([z.number(), z.string()]),
  description: z.string().nullable(),
  is_active: z.boolean(),
  valid_from: z.string(),
  valid_until: z.string().nullable(),
  max_uses: z.number().nullable(),
  service_ids: z.array(z.string()).nullable(),
  created_at: z.string(),
  deactivated_at: z.string().nullable(),
  discount_code_uses: z.array(discountCodeUseSchema),
});
export type OwnerDiscountCode = z.infer<typeof ownerDiscountCodeSchema>;
