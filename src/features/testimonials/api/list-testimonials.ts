import { queryOptions } from "@tanstack/react-query";
import type { Testimonial } from "#schemas/testimonial.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

export const testimonialQueryKeys = {
  all: ["testimonials"] as const,
  visible: () => [...testimonialQueryKeys.all, "visible"] as const,
};

/** The visible testimonials in the owner's order (migration 20261129002010). */
export async function listTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  const [supabase, { TESTIMONIAL_COLUMNS, testimonialRowSchema, toTestimonial }] = await Promise.all([getSupabase(), import("#schemas/testimonial.ts")]);
  // hidden = false as well as the policy: a signed-in owner's client may read hidden rows.
  let request = supabase.from("testimonials").select(TESTIMONIAL_COLUMNS).eq("hidden", false).order("position").order("created_at");
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw new SupabaseRequestError(error, "Could not load the testimonials");
  const parsed = testimonialRowSchema.array().safeParse(data ?? []);
  if (!parsed.success) throw new Error(`The testimonials have an unexpected shape: ${parsed.error.message}`);
  return parsed.data.map(toTestimonial);
}

export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: testimonialQueryKeys.visible(),
    queryFn: ({ signal }) => listTestimonials(signal),
    staleTime: 5 * 60 * 1000,
  });
