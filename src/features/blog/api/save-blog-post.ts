import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OwnerBlogPost, SaveBlogPostPayload } from "#schemas/owner-blog.ts";
import { blogQueryKeys } from "@/features/blog/api/blog-query-keys";
import { deskProblemOf } from "@/lib/desk-problem";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/**
 * owner_save_blog_post: a new draft (no id) or the changes to a post, with the Markdown and its
 * rendered HTML; 409 (PT409) when the post changed since it was loaded or the address is taken.
 */
export async function saveBlogPost(payload: SaveBlogPostPayload): Promise<OwnerBlogPost> {
  const [supabase, { ownerBlogPostSchema }] = await Promise.all([getSupabase(), import("#schemas/owner-blog.ts")]);
  const { data, error } = await supabase.rpc("owner_save_blog_post", { p_post: payload });
  if (error) throw new SupabaseRequestError(error, "Saving the post failed");
  return ownerBlogPostSchema.parse(data);
}

async function callPublication(name: "owner_publish_blog_post" | "owner_unpublish_blog_post", args: { p_id: string; p_at?: string }): Promise<OwnerBlogPost> {
  const [supabase, { ownerBlogPostSchema }] = await Promise.all([getSupabase(), import("#schemas/owner-blog.ts")]);
  const { data, error } = await supabase.rpc(name, args as never);
  if (error) throw new SupabaseRequestError(error, "Changing the post failed");
  return ownerBlogPostSchema.parse(data);
}

/** owner_publish_blog_post: public now (no `at`) or from `at` (an ISO instant). */
export const publishBlogPost = ({ id, at }: { id: string; at?: string }) => callPublication("owner_publish_blog_post", at ? { p_id: id, p_at: at } : { p_id: id });

/** owner_unpublish_blog_post: off the site, kept as a draft. */
export const unpublishBlogPost = ({ id }: { id: string }) => callPublication("owner_unpublish_blog_post", { p_id: id });

/** After any change: the desk's copy of the post is the answer; the lists (the desk's and the visitors') are read again. */
function useBlogChange<I>(mutationFn: (input: I) => Promise<OwnerBlogPost>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (post) => {
      queryClient.setQueryData(blogQueryKeys.ownerPost(post.id), post);
      await queryClient.invalidateQueries({ queryKey: blogQueryKeys.all });
    },
  });
}

export const useSaveBlogPost = () => useBlogChange(saveBlogPost);
export const usePublishBlogPost = () => useBlogChange(publishBlogPost);
export const useUnpublishBlogPost = () => useBlogChange(unpublishBlogPost);

/** What a refused or failed change says: the server's own words for a refusal (which field, which limit; changed elsewhere; address taken), the owner's words otherwise. */
export function deskBlogProblem(error: unknown): string {
  const problem = deskProblemOf(error);
  if ((problem === "changed-elsewhere" || problem === "refused") && error instanceof SupabaseRequestError) {
    const words = error.message.replace(/^[^:]*failed: /, "");
    return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
  }
  if (problem === "signed-out") return "Your session has ended or lacks the second factor. Sign in again; what you wrote is still here.";
  if (problem === "not-found") return "This post no longer exists.";
  return "The change could not be saved. Check the connection and try again; what you wrote is still here.";
}
