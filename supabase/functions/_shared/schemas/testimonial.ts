import { z } from "zod";

/**
 * Rows of `testimonials` (migration 20261129002010, decision 068): the home page's client
 * quotes, edited in the owner's desk. Visitors read the visible ones in their order; the
 * desk reads all, with `hidden` and `position`.
 */

export const TESTIMONIAL_COLUMNS = "id, name, context, rating, body, is_google";
export const OWNER_TESTIMONIAL_COLUMNS = `${TESTIMONIAL_COLUMNS}, hidden, position`;

/** The longest name, context and quote the table takes. */
export const TESTIMONIAL_LIMITS = { name: 100, context: 120, body: 1200 } as const;

export const testimonialRowSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  context: z.string(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  is_google: z.boolean(),
});

export const ownerTestimonialRowSchema = testimonialRowSchema.extend({ hidden: z.boolean(), position: z.number().int() });
export type OwnerTestimonialRow = z.infer<typeof ownerTestimonialRowSchema>;

/** A testimonial as the carousel shows it (docs/product.md §1.3 Testimonial: name, rating, text, isGoogle). */
export interface Testimonial {
  id: string;
  name: string;
  /** Who the client was, e.g. "Estate executor, Flemington". */
  context: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** Left as a Google review (shown with a "Google review" label). */
  isGoogle: boolean;
}

export function toTestimonial(row: z.infer<typeof testimonialRowSchema>): Testimonial {
  return { id: row.id, name: row.name, context: row.context, rating: row.rating as Testimonial["rating"], text: row.body, isGoogle: row.is_google };
}

/** What the desk's form sends for a new or changed testimonial. */
export const testimonialInputSchema = z.object({
  name: z.string().trim().min(1, "Enter the client's name").max(TESTIMONIAL_LIMITS.name, `At most ${TESTIMONIAL_LIMITS.name} characters`),
  context: z.string().trim().max(TESTIMONIAL_LIMITS.context, `At most ${TESTIMONIAL_LIMITS.context} characters`),
  rating: z.coerce.number().int().min(1, "Pick 1 to 5 stars").max(5, "Pick 1 to 5 stars"),
  body: z.string().trim().min(1, "Enter what the client said").max(TESTIMONIAL_LIMITS.body, `At most ${TESTIMONIAL_LIMITS.body} characters`),
  is_google: z.boolean(),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;
