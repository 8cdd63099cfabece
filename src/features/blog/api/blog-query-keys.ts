/** Query keys of the blog feature, general to specific. Only the factories in api/ use them. */
export const blogQueryKeys = {
  all: ["blog"] as const,
  categories: () => [...blogQueryKeys.all, "categories"] as const,
  posts: () => [...blogQueryKeys.all, "posts"] as const,
  postList: () => [...blogQueryKeys.posts(), "list"] as const,
  post: (slug: string) => [...blogQueryKeys.posts(), "detail", slug] as const,
  /** The desk's reads (every post, as the owner): apart from the visitors' so neither shows the other's rows. */
  owner: () => [...blogQueryKeys.all, "owner"] as const,
  ownerPosts: () => [...blogQueryKeys.owner(), "posts"] as const,
  ownerPost: (id: string) => [...blogQueryKeys.owner(), "post", id] as const,
  subscribers: () => [...blogQueryKeys.owner(), "subscribers"] as const,
};
