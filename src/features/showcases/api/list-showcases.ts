import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ShowcaseSummary } from "#schemas/property-showcase.ts";
import { showcaseQueryKeys } from "@/features/showcases/api/showcase-query-keys";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/** How many showcases the home page shows (docs/product.md §1.9). */
export const RECENT_SHOWCASES_LIMIT = 3;

/**
 * Call 11 (and the home page's read with a limit): public showcases, newest first.
 * The row schema (zod) loads with the read, like supabase-js: the home page's route
 * loader names this query, and neither belongs in the page's first load.
 */
export async function listShowcases(limit?: number, signal?: AbortSignal): Promise<ShowcaseSummary[]> {
  const [supabase, { SHOWCASE_SUMMARY_COLUMNS, showcaseSummarySchema }] = await Promise.all([
    getSupabase(),
    import("#schemas/property-showcase.ts"),
  ]);
  let request = supabase
    .from("property_showcases")
    .select(SHOWCASE_SUMMARY_COLUMNS)
    .eq("is_public", true)
    .order("created_at", { ascending: false });
  if (limit !== undefined) request = request.limit(limit);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw new SupabaseRequestError(error, "Could not load the property showcases");
  const parsed = showcaseSummarySchema.array().safeParse(data ?? []);
  if (!parsed.success) throw new Error(`The property showcases have an unexpected shape: ${parsed.error.message}`);
  return parsed.data;
}

export const showcaseListQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: showcaseQueryKeys.list(limit),
    queryFn: ({ signal }) => listShowcases(limit, signal),
    staleTime: 5 * 60 * 1000,
  });

export function useShowcaseList(limit?: number) {
  return useQuery(showcaseListQueryOptions(limit));
}
