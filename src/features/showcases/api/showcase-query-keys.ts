/** Query keys of the showcase feature, general to specific. Only the factories in api/ use them. */
export const showcaseQueryKeys = {
  all: ["property-showcases"] as const,
  lists: () => [...showcaseQueryKeys.all, "list"] as const,
  list: (limit?: number) => [...showcaseQueryKeys.lists(), { limit: limit ?? null }] as const,
  details: () => [...showcaseQueryKeys.all, "detail"] as const,
  detail: (by: "id" | "slug", value: string) => [...showcaseQueryKeys.details(), by, value] as const,
};
