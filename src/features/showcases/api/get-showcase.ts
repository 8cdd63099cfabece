import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PropertyShowcase } from "#schemas/property-showcase.ts";
import { showcaseQueryKeys } from "@/features/showcases/api/showcase-query-keys";
import { parseShowcaseParam, type ShowcaseLookup } from "@/features/showcases/domain/showcase-param";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/**
 * Call 10: one public showcase by id or slug, joined to its agent. Answers null when
 * there is no public showcase with that id or slug (private ones are never read).
 * The row schema (zod) loads with the read, like supabase-js: a prerendered showcase
 * hydrates with its data, so the page's code does not need either to show it.
 */
export async function getShowcase(lookup: ShowcaseLookup, signal?: AbortSignal): Promise<PropertyShowcase | null> {
  const [supabase, { PROPERTY_SHOWCASE_COLUMNS, propertyShowcaseSchema }] = await Promise.all([
    getSupabase(),
    import("#schemas/property-showcase.ts"),
  ]);
  let request = supabase
    .from("property_showcases")
    .select(PROPERTY_SHOWCASE_COLUMNS)
    .eq("is_public", true)
    .eq(lookup.by, lookup.value)
    .limit(1);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.maybeSingle();
  if (error) throw new SupabaseRequestError(error, "Could not load the property showcase");
  if (data === null) return null;
  const parsed = propertyShowcaseSchema.safeParse(data);
  if (!parsed.success) throw new Error(`The property showcase has an unexpected shape: ${parsed.error.message}`);
  return parsed.data;
}

export const showcaseDetailQueryOptions = (slugOrId: string) => {
  const lookup = parseShowcaseParam(slugOrId);
  return queryOptions({
    queryKey: showcaseQueryKeys.detail(lookup.by, lookup.value),
    queryFn: ({ signal }) => getShowcase(lookup, signal),
    enabled: lookup.value.length > 0,
    staleTime: 5 * 60 * 1000,
  });
};

export function useShowcase(slugOrId: string) {
  return useQuery(showcaseDetailQueryOptions(slugOrId));
}
