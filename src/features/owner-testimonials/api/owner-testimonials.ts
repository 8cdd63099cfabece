import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OwnerTestimonialRow, TestimonialInput } from "#schemas/testimonial.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/**
 * The desk's testimonials (migration 20261129002010, decision 068): the owner reads all of
 * them and writes under the table's owner policies; a new order is one call
 * (owner_reorder_testimonials). The home page reads the visible ones.
 */

export const ownerTestimonialKeys = { all: ["owner-testimonials"] as const };

export async function listOwnerTestimonials(): Promise<OwnerTestimonialRow[]> {
  const [supabase, { OWNER_TESTIMONIAL_COLUMNS, ownerTestimonialRowSchema }] = await Promise.all([getSupabase(), import("#schemas/testimonial.ts")]);
  const { data, error } = await supabase.from("testimonials").select(OWNER_TESTIMONIAL_COLUMNS).order("position").order("created_at");
  if (error) throw new SupabaseRequestError(error, "Could not load the testimonials");
  return ownerTestimonialRowSchema.array().parse(data ?? []);
}

export const ownerTestimonialsQuery = () => queryOptions({ queryKey: ownerTestimonialKeys.all, queryFn: listOwnerTestimonials });

export function useOwnerTestimonials() {
  return useQuery(ownerTestimonialsQuery());
}

/** Adds (no id; it goes last) or changes a testimonial. */
export async function saveTestimonial(input: TestimonialInput & { id?: string; position?: number }): Promise<void> {
  const supabase = await getSupabase();
  const { id, ...row } = input;
  const { error } = id
    ? await supabase.from("testimonials").update(row).eq("id", id).select("id").single()
    : await supabase.from("testimonials").insert(row).select("id").single();
  if (error) throw new SupabaseRequestError(error, "Saving the testimonial failed");
}

export async function setTestimonialHidden(input: { id: string; hidden: boolean }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from("testimonials").update({ hidden: input.hidden }).eq("id", input.id).select("id").single();
  if (error) throw new SupabaseRequestError(error, "Changing the testimonial failed");
}

export async function deleteTestimonial(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from("testimonials").delete().eq("id", id).select("id").single();
  if (error) throw new SupabaseRequestError(error, "Deleting the testimonial failed");
}

export async function reorderTestimonials(ids: string[]): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc("owner_reorder_testimonials", { p_ids: ids });
  if (error) throw new SupabaseRequestError(error, "Saving the order failed");
}

function useTestimonialChange<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: ownerTestimonialKeys.all }) });
}

export const useSaveTestimonial = () => useTestimonialChange(saveTestimonial);
export const useSetTestimonialHidden = () => useTestimonialChange(setTestimonialHidden);
export const useDeleteTestimonial = () => useTestimonialChange(deleteTestimonial);
export const useReorderTestimonials = () => useTestimonialChange(reorderTestimonials);
