import { z } from "zod";

/**
 * `log-property-search` (docs/product.md §1.7): what the visitor looked up, and
 * whether a request followed (false on a search, true after a request was
 * sent). Stored in `property_searches`.
 */

/** The stored record is capped (the table refuses more than 16 KiB). */
export const MAX_PROPERTY_DATA_BYTES = 16_000;

export const propertyDataSchema = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= MAX_PROPERTY_DATA_BYTES, {
    message: `must be at most ${MAX_PROPERTY_DATA_BYTES} bytes of JSON`,
  });

export const propertySearchLogSchema = z.object({
  propertyData: propertyDataSchema,
  serviceRequested: z.boolean(),
  sessionId: z.string().trim().max(128).nullish(),
});
export type PropertySearchLogInput = z.input<typeof propertySearchLogSchema>;
