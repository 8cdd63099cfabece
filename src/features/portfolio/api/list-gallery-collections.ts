import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GalleryCollection } from "#schemas/gallery-collection.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

export const portfolioQueryKeys = {
  all: ["gallery-collections"] as const,
  list: () => [...portfolioQueryKeys.all, "list"] as const,
};

/** Call 12: every visible portfolio project, featured first, then in the owner's order (newest first among equals). */
export async function listGalleryCollections(signal?: AbortSignal): Promise<GalleryCollection[]> {
  // The row schema (zod) loads with the read, beside supabase-js, not with the page (decision 036).
  const [supabase, { GALLERY_COLLECTION_COLUMNS, galleryCollectionSchema }] = await Promise.all([getSupabase(), import("#schemas/gallery-collection.ts")]);
  let request = supabase
    .from("gallery_collections")
    .select(GALLERY_COLLECTION_COLUMNS)
    // As well as the policy: a signed-in owner's client may read hidden rows.
    .eq("hidden", false)
    .order("featured", { ascending: false })
    .order("position")
    .order("created_at", { ascending: false });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw new SupabaseRequestError(error, "Could not load the portfolio");
  const parsed = galleryCollectionSchema.array().safeParse(data ?? []);
  if (!parsed.success) throw new Error(`The portfolio has an unexpected shape: ${parsed.error.message}`);
  return parsed.data;
}

export const galleryCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: portfolioQueryKeys.list(),
    queryFn: ({ signal }) => listGalleryCollections(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useGalleryCollections() {
  return useQuery(galleryCollectionsQueryOptions());
}
