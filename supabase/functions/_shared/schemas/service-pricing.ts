import { z } from "zod";

/**
 * Rows of `service_pricing` as PostgREST answers them (docs/product.md §1.3; the
 * table: supabase/migrations/20261122000200_create_service_pricing.sql). One schema
 * for every reader: the app's one read of a tier (the quote, the 'From $X' prices) and
 * the send-contact-email function, which selects fewer columns and parses with `.pick()`
 * of this schema.
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

/** One tier's rows as the app reads them (every column; entities/service-pricing). */
export const servicePricingRowsSchema = z.array(servicePricingRowSchema);

/** The columns the server's pricing reads (every tier). */
export const serverPricingRowsSchema = z.array(servicePricingRowSchema.pick({ service_id: true, tier_name: true, price: true }));
