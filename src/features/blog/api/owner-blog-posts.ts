import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OwnerBlogPost } from "#schemas/owner-blog.ts";
import { blogQueryKeys } from "@/features/blog/api/blog-query-keys";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/**
 * The desk's reads of the blog (docs/decisions/070): every post, drafts and scheduled ones
 * too, as the signed-in owner (the owner policy on blog_posts; a visitor's read of the same
 * table sees published and due posts only).
 */

export async function listOwnerBlogPosts(signal?: AbortSignal): Promise<OwnerBlogPost[]> {
  const [supabase, { OWNER_BLOG_POST_COLUMNS, ownerBlogPostSchema }] = await Promise.all([getSupabase(), import("#schemas/owner-blog.ts")]);
  let request = supabase.from("blog_posts").select(OWNER_BLOG_POST_COLUMNS).order("updated_at", { ascending: false }).limit(500);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw new SupabaseRequestError(error, "Could not load the posts");
  return ownerBlogPostSchema.array().parse(data ?? []);
}

/** One post by id; null when there is none (or the caller may not see it). */
export async function getOwnerBlogPost(id: string, signal?: AbortSignal): Promise<OwnerBlogPost | null> {
  const [supabase, { OWNER_BLOG_POST_COLUMNS, ownerBlogPostSchema }] = await Promise.all([getSupabase(), import("#schemas/owner-blog.ts")]);
  let request = supabase.from("blog_posts").select(OWNER_BLOG_POST_COLUMNS).eq("id", id);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.maybeSingle();
  if (error) throw new SupabaseRequestError(error, "Could not load the post");
  return data ? ownerBlogPostSchema.parse(data) : null;
}

export const ownerBlogPostsQueryOptions = () =>
  queryOptions({ queryKey: blogQueryKeys.ownerPosts(), queryFn: ({ signal }) => listOwnerBlogPosts(signal), staleTime: 0 });

export const ownerBlogPostQueryOptions = (id: string) =>
  queryOptions({ queryKey: blogQueryKeys.ownerPost(id), queryFn: ({ signal }) => getOwnerBlogPost(id, signal), enabled: id !== "", staleTime: 0 });

export function useOwnerBlogPosts() {
  return useQuery(ownerBlogPostsQueryOptions());
}

export function useOwnerBlogPost(id: string) {
  return useQuery(ownerBlogPostQueryOptions(id));
}
