import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogCategory } from "#schemas/blog.ts";
import { blogQueryKeys } from "@/features/blog/api/blog-query-keys";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/** Call 4: every category, by name. */
export async function listBlogCategories(signal?: AbortSignal): Promise<BlogCategory[]> {
  // The row schema (zod) loads with the read, beside supabase-js, not with the page (decision 036).
  const [supabase, { BLOG_CATEGORY_COLUMNS, blogCategorySchema }] = await Promise.all([getSupabase(), import("#schemas/blog.ts")]);
  let request = supabase.from("blog_categories").select(BLOG_CATEGORY_COLUMNS).order("name", { ascending: true });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw new SupabaseRequestError(error, "Could not load the blog categories");
  const parsed = blogCategorySchema.array().safeParse(data ?? []);
  if (!parsed.success) throw new Error(`The blog categories have an unexpected shape: ${parsed.error.message}`);
  return parsed.data;
}

export const blogCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: blogQueryKeys.categories(),
    queryFn: ({ signal }) => listBlogCategories(signal),
    staleTime: 10 * 60 * 1000,
  });

export function useBlogCategories() {
  return useQuery(blogCategoriesQueryOptions());
}
