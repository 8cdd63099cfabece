import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as schemas from "#schemas/owner-showcases.ts";
import type { OwnerShowcaseRow, ShowcaseFields, ShowcasePhoto } from "#schemas/owner-showcases.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";
import type { OwnerShowcaseDetail } from "@/features/owner-showcases/api/get-owner-showcase";
import { ownerShowcasesKeys } from "@/features/owner-showcases/api/owner-showcases";

export interface SaveShowcaseInput {
  /** null: a new showcase. */
  id: string | null;
  fields: ShowcaseFields;
  /** updated_at as loaded: the server refuses (409) when the showcase changed since. */
  expectedUpdatedAt?: string;
}

/** owner_save_showcase: creates or replaces the facts, links, agent and branding; answers the row. */
export async function saveShowcase(input: SaveShowcaseInput): Promise<OwnerShowcaseRow> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("owner_save_showcase", {
    p_id: input.id as string,
    p_fields: schemas.showcaseFieldsSchema.parse(input.fields),
    p_expected_updated_at: input.expectedUpdatedAt,
  });
  if (error) throw new SupabaseRequestError(error, "Saving the showcase failed");
  return schemas.ownerShowcaseRowSchema.parse(data);
}

export interface SetShowcasePhotosInput {
  id: string;
  photos: ShowcasePhoto[];
  expectedUpdatedAt?: string;
}

/** owner_set_showcase_photos: stores the list in order; answers the row and the urls no longer in it. */
export async function setShowcasePhotos(input: SetShowcasePhotosInput): Promise<{ showcase: OwnerShowcaseRow; removedUrls: string[] }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("owner_set_showcase_photos", {
    p_id: input.id,
    p_photos: schemas.showcasePhotoListSchema.parse(input.photos),
    p_expected_updated_at: input.expectedUpdatedAt,
  });
  if (error) throw new SupabaseRequestError(error, "Saving the photos failed");
  const answer = data as { showcase?: unknown; removed_urls?: unknown };
  return {
    showcase: schemas.ownerShowcaseRowSchema.parse(answer.showcase),
    removedUrls: Array.isArray(answer.removed_urls) ? answer.removed_urls.filter((url): url is string => typeof url === "string") : [],
  };
}

/** owner_publish_showcase / owner_unpublish_showcase; publishing answers whether the agent's mail was queued. */
export async function setShowcasePublished(input: { id: string; publish: boolean }): Promise<{ mailQueued: boolean }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(input.publish ? "owner_publish_showcase" : "owner_unpublish_showcase", { p_id: input.id });
  if (error) throw new SupabaseRequestError(error, input.publish ? "Publishing failed" : "Unpublishing failed");
  return { mailQueued: (data as { mail_queued?: unknown }).mail_queued === true };
}

/**
 * A write's answered row goes into the editor's cache at once (its updated_at is what the next
 * save expects), then every showcase read is fetched again.
 */
function useShowcaseMutation<I, O>(mutationFn: (input: I) => Promise<O>, rowOf: (output: O) => OwnerShowcaseRow | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (output) => {
      const row = rowOf(output);
      if (row) {
        queryClient.setQueryData<OwnerShowcaseDetail | null>(ownerShowcasesKeys.detail(row.id), (detail) => (detail ? { ...detail, showcase: row } : detail));
      }
      return queryClient.invalidateQueries({ queryKey: ownerShowcasesKeys.all });
    },
  });
}

export const useSaveShowcase = () => useShowcaseMutation(saveShowcase, (row) => row);
export const useSetShowcasePhotos = () => useShowcaseMutation(setShowcasePhotos, (answer) => answer.showcase);
export const useSetShowcasePublished = () => useShowcaseMutation(setShowcasePublished, () => null);
