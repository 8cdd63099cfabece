import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogPost } from "#schemas/blog.ts";
import { blogQueryKeys } from "@/features/blog/api/blog-query-keys";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/** PostgREST's answer when a single row was asked for and none matched. */
export const NO_ROWS_CODE = "PGRST116";

/**
 * Call 6: one published post by slug; null when there is none (PGRST116). The row schema
 * (zod) loads with the read, like supabase-js: a prerendered post hydrates with its data.
 */
export async function getBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPost | null> {
  const [supabase, { BLOG_POST_COLUMNS, blogPostSchema }] = await Promise.all([getSupabase(), import("#schemas/blog.ts")]);
  let request = supabase.from("blog_posts").select(BLOG_POST_COLUMNS).eq("slug", slug).eq("published", true);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.single();
  if (error?.code === NO_ROWS_CODE) return null;
  if (error) throw new SupabaseRequestError(error, "Could not load the blog post");
  const parsed = blogPostSchema.safeParse(data);
  if (!parsed.success) throw new Error(`The blog post has an unexpected shape: ${parsed.error.message}`);
  return parsed.data;
}

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogQueryKeys.post(slug),
    queryFn: ({ signal }) => getBlogPost(slug, signal),
    enabled: slug.length > 0,
    staleTime: 5 * 60 * 1000,
  });

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
