import { queryOptions, useQuery } from "@tanstack/react-query";
import * as schemas from "#schemas/owner-showcases.ts";
import type { OwnerShowcaseRow } from "#schemas/owner-showcases.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/**
 * The desk's list of showcases, drafts and published, newest change first (docs/decisions/069):
 * property_showcases as the signed-in owner reads it (the owner policy shows every row).
 */

export const ownerShowcasesKeys = {
  all: ["owner-showcases"] as const,
  list: () => [...ownerShowcasesKeys.all, "list"] as const,
  detail: (id: string) => [...ownerShowcasesKeys.all, "detail", id] as const,
  agents: () => [...ownerShowcasesKeys.all, "agents"] as const,
  request: (id: string) => [...ownerShowcasesKeys.all, "request", id] as const,
};

/** At most this many showcases in the list. */
export const SHOWCASE_LIST_LIMIT = 200;

export async function fetchOwnerShowcases(): Promise<OwnerShowcaseRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("property_showcases")
    .select(schemas.OWNER_SHOWCASE_COLUMNS)
    .order("updated_at", { ascending: false })
    .limit(SHOWCASE_LIST_LIMIT);
  if (error) throw new SupabaseRequestError(error, "Loading the showcases failed");
  return schemas.ownerShowcaseRowSchema.array().parse(data);
}

export const ownerShowcasesQueryOptions = () => queryOptions({ queryKey: ownerShowcasesKeys.list(), queryFn: fetchOwnerShowcases });

export function useOwnerShowcases() {
  return useQuery(ownerShowcasesQueryOptions());
}
