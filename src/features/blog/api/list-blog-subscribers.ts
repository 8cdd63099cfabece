import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogSubscriber } from "#schemas/owner-blog.ts";
import { blogQueryKeys } from "@/features/blog/api/blog-query-keys";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/** The newsletter's subscribers, newest first, as the owner reads them (visitors may only add themselves). */
export async function listBlogSubscribers(signal?: AbortSignal): Promise<BlogSubscriber[]> {
  const [supabase, { BLOG_SUBSCRIBER_COLUMNS, blogSubscriberSchema }] = await Promise.all([getSupabase(), import("#schemas/owner-blog.ts")]);
  let request = supabase.from("blog_subscribers").select(BLOG_SUBSCRIBER_COLUMNS).order("created_at", { ascending: false }).limit(10_000);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw new SupabaseRequestError(error, "Could not load the subscribers");
  return blogSubscriberSchema.array().parse(data ?? []);
}

export const blogSubscribersQueryOptions = () =>
  queryOptions({ queryKey: blogQueryKeys.subscribers(), queryFn: ({ signal }) => listBlogSubscribers(signal), staleTime: 0 });

export function useBlogSubscribers() {
  return useQuery(blogSubscribersQueryOptions());
}
