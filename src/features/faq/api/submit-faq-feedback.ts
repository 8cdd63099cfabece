import { useMutation } from "@tanstack/react-query";
import type { FaqFeedbackInput } from "#schemas/faq-feedback.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/**
 * Stores one helpful / not-helpful answer: INSERT into faq_feedback
 * (question_id, question, helpful). Visitors may insert only, so nothing is read back.
 * The schema (zod) loads with the first answer, beside supabase-js, not with the FAQ page
 * (docs/decisions/036-first-paint-on-phones.md).
 */
export async function submitFaqFeedback(input: FaqFeedbackInput): Promise<void> {
  const [{ faqFeedbackSchema }, supabase] = await Promise.all([import("#schemas/faq-feedback.ts"), getSupabase()]);
  const row = faqFeedbackSchema.parse(input);
  const { error } = await supabase.from("faq_feedback").insert(row);
  if (error) throw new SupabaseRequestError(error, "Saving FAQ feedback failed");
}

export function useSubmitFaqFeedback() {
  return useMutation({ mutationFn: submitFaqFeedback, retry: false });
}
