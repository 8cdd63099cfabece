import { useMutation } from "@tanstack/react-query";
import type { BlogSubscription } from "#schemas/blog.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/** Postgres unique violation: the address is already on the list. */
export const ALREADY_SUBSCRIBED_CODE = "23505";

export type SubscribeOutcome = "subscribed" | "already-subscribed";

/**
 * Call 7: adds an address to blog_subscribers. Visitors may only insert there (no
 * select), so nothing is read back. A duplicate answers "already-subscribed"; any
 * other failure throws.
 */
export async function subscribeToBlog({ email }: BlogSubscription): Promise<SubscribeOutcome> {
  const supabase = await getSupabase();
  const { error } = await supabase.from("blog_subscribers").insert({ email, is_active: true });
  if (error?.code === ALREADY_SUBSCRIBED_CODE) return "already-subscribed";
  if (error) throw new SupabaseRequestError(error, "Could not subscribe");
  return "subscribed";
}

export function useSubscribeToBlog() {
  return useMutation({ mutationFn: subscribeToBlog });
}
