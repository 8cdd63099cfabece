import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FailedMail } from "#schemas/owner-desk.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/** The mails given up on (owner_failed_mail): the leads' and the appointments', newest first. */
export async function fetchFailedMail(): Promise<FailedMail> {
  const [supabase, { failedMailSchema }] = await Promise.all([getSupabase(), import("#schemas/owner-desk.ts")]);
  const { data, error } = await supabase.rpc("owner_failed_mail");
  if (error) throw new SupabaseRequestError(error, "Loading the failed mail failed");
  return failedMailSchema.parse(data);
}

export const failedMailKey = ["owner-failed-mail"] as const;

export const failedMailQueryOptions = () => queryOptions({ queryKey: failedMailKey, queryFn: fetchFailedMail });

export function useFailedMail() {
  return useQuery(failedMailQueryOptions());
}
