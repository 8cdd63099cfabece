import { queryOptions, useQuery } from "@tanstack/react-query";
import { BLOG_CATEGORY_COLUMNS, blogCategorySchema, type BlogCategory } from "@schemas/blog.ts";
import { blogQueryKeys } from "@/features/blog/api/blog-query-keys";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/** Call 4: every category, by name. */
export async function listBlogCategories(signal?: AbortSignal): Promise<BlogCategory[]> {
  const supabase = await getSupabase();
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
