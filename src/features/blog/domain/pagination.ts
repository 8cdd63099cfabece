/** The blog list's page size (docs/product.md §2.9). */
export const BLOG_PAGE_SIZE = 9;
/** How many posts the recent-articles sidebar shows. */
export const RECENT_POSTS_COUNT = 4;

export type PageWindowItem = number | "ellipsis";

/** How many pages `count` items fill at `pageSize` a page (at least 1). */
export function pageCount(count: number, pageSize: number = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / pageSize));
}

/** A requested page number kept within 1..total (junk becomes 1). */
export function clampPage(page: number, total: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, total));
}

/**
 * The page buttons to show: the first and last page, the current page and its
 * neighbours within one, and "ellipsis" wherever pages are skipped.
 * pageWindow(6, 12) → [1, "ellipsis", 5, 6, 7, "ellipsis", 12].
 */
export function pageWindow(current: number, total: number): PageWindowItem[] {
  const last = Math.max(1, Math.trunc(total));
  const page = clampPage(current, last);
  const shown = new Set([1, last, page - 1, page, page + 1].filter((n) => n >= 1 && n <= last));
  const items: PageWindowItem[] = [];
  let previous = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - previous > 1) items.push("ellipsis");
    items.push(n);
    previous = n;
  }
  return items;
}

/** The items of page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number = BLOG_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
