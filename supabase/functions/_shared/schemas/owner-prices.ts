import { z } from "zod";
import { PRICE_TIERS } from "../domain/pricing.ts";

/**
 * The desk's prices (docs/decisions/071): the form of one service's price per size tier and
 * its description, and the rows the desk reads. The database checks the same rules again
 * (owner_set_service_prices, migration 20261129002300), so a form that slips past these
 * still stores nothing wrong.
 */

export const MAX_SERVICE_PRICE = 99_999.99;
export const SERVICE_DESCRIPTION_MAX = 500;

/** One tier's price as typed: dollars with at most two decimals, never empty or negative. */
export const tierPriceInputSchema = z
  .string()
  .trim()
  .min(1, "Enter a price: every size needs one")
  .refine((value) => !value.startsWith("-"), "A price cannot be negative")
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(value), "Enter dollars and cents, like 450 or 449.99")
  .refine((value) => Number(value) <= MAX_SERVICE_PRICE, "A price is at most $99,999.99");

export const servicePricesFormSchema = z.object({
  prices: z.object({
    under_1500: tierPriceInputSchema,
    "1500_to_2500": tierPriceInputSchema,
    over_2500: tierPriceInputSchema,
  }),
  description: z.string().trim().max(SERVICE_DESCRIPTION_MAX, `At most ${SERVICE_DESCRIPTION_MAX} characters`),
});
export type ServicePricesForm = z.infer<typeof servicePricesFormSchema>;

/** A row of service_price_changes as owners read it: one tier's old and new price. */
export const servicePriceChangeSchema = z.object({
  id: z.union([z.number(), z.string()]),
  service_id: z.string(),
  tier_name: z.enum(PRICE_TIERS),
  old_price: z.union([z.number(), z.string()]).nullable(),
  new_price: z.union([z.number(), z.string()]),
  changed_by_email: z.string().nullable(),
  changed_at: z.string(),
});
export type ServicePriceChange = z.infer<typeof servicePriceChangeSchema>;
