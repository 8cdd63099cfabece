import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogPostSummary } from "#schemas/blog.ts";
import { blogQueryKeys } from "@/features/blog/api/blog-query-keys";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/** Call 5: published posts with their category, last published first (the list filters and pages them). */
export async function listBlogPosts(signal?: AbortSignal): Promise<BlogPostSummary[]> {
  // The row schema (zod) loads with the read, beside supabase-js, not with the page (decision 036).
  const [supabase, { BLOG_POST_SUMMARY_COLUMNS, blogPostSummarySchema }] = await Promise.all([getSupabase(), import("#schemas/blog.ts")]);
  let request = supabase.from("blog_posts").select(BLOG_POST_SUMMARY_COLUMNS).eq("published", true).order("published_at", { ascending: false });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw new SupabaseRequestError(error, "Could not load the blog posts");
  const parsed = blogPostSummarySchema.array().safeParse(data ?? []);
  if (!parsed.success) throw new Error(`The blog posts have an unexpected shape: ${parsed.error.message}`);
  return parsed.data;
}

export const blogPostsQueryOptions = () =>
  queryOptions({
    queryKey: blogQueryKeys.postList(),
    queryFn: ({ signal }) => listBlogPosts(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
