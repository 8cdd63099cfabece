import { useMutation } from "@tanstack/react-query";
import { faqFeedbackSchema, type FaqFeedbackInput } from "@schemas/faq-feedback.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/**
 * Stores one helpful / not-helpful answer: INSERT into faq_feedback
 * (question_id, question, helpful). Visitors may insert only, so nothing is read back.
 */
export async function submitFaqFeedback(input: FaqFeedbackInput): Promise<void> {
  const row = faqFeedbackSchema.parse(input);
  const supabase = await getSupabase();
  const { error } = await supabase.from("faq_feedback").insert(row);
  if (error) throw new SupabaseRequestError(error, "Saving FAQ feedback failed");
}

export function useSubmitFaqFeedback() {
  return useMutation({ mutationFn: submitFaqFeedback, retry: false });
}
