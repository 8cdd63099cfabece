import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GalleryMediaItem, OwnerGalleryCollection } from "#schemas/gallery-collection.ts";
import { deleteMediaFiles } from "@/entities/media/api/upload-media";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";
import { storedObjectsOf } from "@/features/owner-gallery/domain/gallery-photos";

/**
 * The desk's gallery (migration 20261129002010, decision 068): the owner reads every
 * collection and writes them under the table's owner policies; a new order is one call
 * (owner_reorder_gallery_collections); deleting a collection deletes its stored photos.
 */

export const ownerGalleryKeys = { all: ["owner-gallery"] as const };

export async function listOwnerGallery(): Promise<OwnerGalleryCollection[]> {
  const [supabase, { OWNER_GALLERY_COLLECTION_COLUMNS, ownerGalleryCollectionSchema }] = await Promise.all([getSupabase(), import("#schemas/gallery-collection.ts")]);
  const { data, error } = await supabase
    .from("gallery_collections")
    .select(OWNER_GALLERY_COLLECTION_COLUMNS)
    .order("position")
    .order("created_at", { ascending: false });
  if (error) throw new SupabaseRequestError(error, "Could not load the gallery");
  return ownerGalleryCollectionSchema.array().parse(data ?? []);
}

export const ownerGalleryQuery = () => queryOptions({ queryKey: ownerGalleryKeys.all, queryFn: listOwnerGallery });

export function useOwnerGallery() {
  return useQuery(ownerGalleryQuery());
}

export interface GalleryCollectionSave {
  id?: string;
  title: string;
  service_type: string;
  location: string | null;
  description: string | null;
  featured: boolean;
  cover_image: string | null;
  media_items: GalleryMediaItem[];
  /** A new collection goes first. */
  position?: number;
}

/** Adds (no id) or changes a collection; answers its id. */
export async function saveGalleryCollection(input: GalleryCollectionSave): Promise<string> {
  const supabase = await getSupabase();
  const { id, ...row } = input;
  const request = id
    ? supabase.from("gallery_collections").update(row).eq("id", id).select("id").single()
    : supabase.from("gallery_collections").insert(row).select("id").single();
  const { data, error } = await request;
  if (error) throw new SupabaseRequestError(error, "Saving the collection failed");
  return data.id;
}

export async function setGalleryCollectionHidden(input: { id: string; hidden: boolean }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from("gallery_collections").update({ hidden: input.hidden }).eq("id", input.id).select("id").single();
  if (error) throw new SupabaseRequestError(error, "Changing the collection failed");
}

export async function reorderGallery(ids: string[]): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc("owner_reorder_gallery_collections", { p_ids: ids });
  if (error) throw new SupabaseRequestError(error, "Saving the order failed");
}

/** Deletes the row, then its photos in the gallery bucket (a file left behind is only storage, never shown). */
export async function deleteGalleryCollection(collection: OwnerGalleryCollection): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from("gallery_collections").delete().eq("id", collection.id).select("id").single();
  if (error) throw new SupabaseRequestError(error, "Deleting the collection failed");
  await deleteMediaFiles("gallery", storedObjectsOf(collection, "gallery"));
}

function useGalleryChange<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: ownerGalleryKeys.all }) });
}

export const useSaveGalleryCollection = () => useGalleryChange(saveGalleryCollection);
export const useSetGalleryCollectionHidden = () => useGalleryChange(setGalleryCollectionHidden);
export const useReorderGallery = () => useGalleryChange(reorderGallery);
export const useDeleteGalleryCollection = () => useGalleryChange(deleteGalleryCollection);
