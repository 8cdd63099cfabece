import { SupabaseRequestError } from "@/lib/supabase";

/**
 * What went wrong with a desk call, in the owner's words (docs/product.md, "The owner's desk"):
 * the session ended or lacks the second factor (401/403, 42501), the row changed on another
 * device (PT409), it is gone (PT404), the input was refused (22023), or anything else.
 */
export type DeskProblem = "signed-out" | "changed-elsewhere" | "not-found" | "refused" | "failed";

export function deskProblemOf(error: unknown): DeskProblem {
  if (!(error instanceof SupabaseRequestError)) return "failed";
  if (error.code === "42501" || error.code === "PGRST301" || error.code === "PGRST303") return "signed-out";
  if (error.code === "PT409") return "changed-elsewhere";
  if (error.code === "PT404") return "not-found";
  if (error.code === "22023") return "refused";
  return "failed";
}
