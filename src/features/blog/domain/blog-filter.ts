import type { BlogCategory, BlogPostSummary } from "#schemas/blog.ts";

export interface BlogFilter {
  /** What the visitor typed; matched case-insensitively in title, excerpt and category name. */
  search: string;
  /** A category slug, or "" for all. */
  category: string;
}

export function isFiltering(filter: BlogFilter): boolean {
  return filter.search.trim() !== "" || filter.category !== "";
}

export function filterPosts<T extends BlogPostSummary>(posts: readonly T[], filter: BlogFilter): T[] {
  const needle = filter.search.trim().toLocaleLowerCase("en-US");
  return posts.filter((post) => {
    if (filter.category && post.category?.slug !== filter.category) return false;
    if (!needle) return true;
    return [post.title, post.excerpt ?? "", post.category?.name ?? ""].some((text) => text.toLocaleLowerCase("en-US").includes(needle));
  });
}

export interface CategoryChip extends BlogCategory {
  count: number;
}

/** Each category (in the order given: by name) with how many of `posts` it holds. */
export function categoryChips(categories: readonly BlogCategory[], posts: readonly BlogPostSummary[]): CategoryChip[] {
  return categories.map((category) => ({ ...category, count: posts.filter((post) => post.category_id === category.id).length }));
}

/**
 * What the list shows: with no search or category, the newest post is featured and the
 * grid holds the rest; a search or category hides the featured post and lists every match.
 */
export function blogListView<T extends BlogPostSummary>(posts: readonly T[], filter: BlogFilter): { featured: T | null; grid: T[] } {
  if (isFiltering(filter)) return { featured: null, grid: filterPosts(posts, filter) };
  const [featured = null, ...rest] = posts;
  return { featured, grid: rest };
}
