/** Query keys of the blog feature, general to specific. Only the factories in api/ use them. */
export const blogQueryKeys = {
  all: ["blog"] as const,
  categories: () => [...blogQueryKeys.all, "categories"] as const,
  posts: () => [...blogQueryKeys.all, "posts"] as const,
  postList: () => [...blogQueryKeys.posts(), "list"] as const,
  post: (slug: string) => [...blogQueryKeys.posts(), "detail", slug] as const,
};
