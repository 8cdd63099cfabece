import { queryOptions, useQuery } from "@tanstack/react-query";
import { getOwnerSupabase } from "@/lib/owner-supabase";
import { SupabaseRequestError } from "@/lib/supabase";
import { ownerRequestsKeys } from "@/features/owner-requests/api/list-owner-requests";

/**
 * How many requests arrived after the newest one the desk shows (docs/decisions/055): polled
 * every NEW_REQUESTS_POLL_MS while the tab is visible (React Query stops the interval in a
 * hidden tab), a HEAD request with an exact count, no rows.
 */
export const NEW_REQUESTS_POLL_MS = 30_000;

export async function fetchNewRequestCount(after: string | null): Promise<number> {
  const supabase = await getOwnerSupabase();
  let query = supabase.from("owner_requests").select("id", { count: "exact", head: true });
  if (after) query = query.gt("created_at", after);
  const { count, error } = await query;
  if (error) throw new SupabaseRequestError(error, "Checking for new requests failed");
  return count ?? 0;
}

export function newRequestCountQueryOptions(after: string | null) {
  return queryOptions({
    queryKey: [...ownerRequestsKeys.all, "new-count", after] as const,
    queryFn: () => fetchNewRequestCount(after),
    refetchInterval: NEW_REQUESTS_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

/** The count while `enabled` (the list has loaded, so "newest shown" is known). */
export function useNewRequestCount(after: string | null, enabled: boolean) {
  return useQuery({ ...newRequestCountQueryOptions(after), enabled });
}
