import { z } from "zod";

/**
 * Rows of `service_pricing` as PostgREST answers them (docs/product.md §1.3; the
 * table: supabase/migrations/20261122000200_create_service_pricing.sql). One schema
 * for every reader: the quote modal, the services pages' starting prices and the
 * send-contact-email function; a reader that selects fewer columns parses with
 * `.pick()` of this schema.
 *
 * `price` is numeric(10, 2): PostgREST may answer it as a number or as text ("99.00"),
 * so both are accepted here and each reader turns it into a number itself.
 * `id` is a uuid; a number is accepted too (the test doubles number their rows).
 */
export const servicePricingRowSchema = z.object({
  id: z.union([z.string(), z.number()]),
  service_id: z.string(),
  service_name: z.string(),
  price: z.union([z.number(), z.string()]),
  description: z.string().nullish(),
  tier_name: z.string(),
});
export type ServicePricingRow = z.infer<typeof servicePricingRowSchema>;

/** The columns the quote modal reads (every price of one tier). */
export const quotePricingRowsSchema = z.array(servicePricingRowSchema);

/** The columns the starting prices read: one service's price. */
export const startingPriceRowsSchema = z.array(servicePricingRowSchema.pick({ service_id: true, price: true }));

/** The appraisal starting price read: the price only. */
export const priceOnlyRowsSchema = z.array(servicePricingRowSchema.pick({ price: true }));

/** The columns the server's pricing reads (every tier). */
export const serverPricingRowsSchema = z.array(servicePricingRowSchema.pick({ service_id: true, tier_name: true, price: true }));
