import { z } from "zod";
import { jsonbTextBytes } from "./fields.ts";

/**
 * `log-property-search` (docs/product.md §1.7): what the visitor looked up, and
 * whether a request followed (false on a search, true after a request was
 * sent). Stored in `property_searches`.
 */

/** The stored record is capped as the table caps it (property_searches_property_data_size: 16 KiB as jsonb text). */
export const MAX_PROPERTY_DATA_BYTES = 16_384;

export const propertyDataSchema = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => jsonbTextBytes(value) <= MAX_PROPERTY_DATA_BYTES, {
    message: `must be at most ${MAX_PROPERTY_DATA_BYTES} bytes of JSON`,
  });

export const propertySearchLogSchema = z.object({
  propertyData: propertyDataSchema,
  serviceRequested: z.boolean(),
  sessionId: z.string().trim().max(128).nullish(),
});
export type PropertySearchLogInput = z.input<typeof propertySearchLogSchema>;
