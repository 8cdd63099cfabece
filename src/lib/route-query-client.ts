import type { QueryClient, FetchQueryOptions, QueryKey } from "@tanstack/react-query";
import type { LoaderFunction, LoaderFunctionArgs } from "react-router-dom";

/**
 * What a page's loader gets: the router's arguments and the QueryClient of the app that
 * built the route table (`createRoutes(queryClient)`, src/app/router.tsx), the one its
 * <AppProvider> reads. Without a client (a route table built for rendering only) the
 * loaders prefetch nothing and each page loads its data itself.
 */
export interface PageLoaderArgs extends LoaderFunctionArgs {
  queryClient: QueryClient | undefined;
}

/** A page's loader: it only prefetches into the query cache (the page reads it with its hooks). */
export type PageLoader = (args: PageLoaderArgs) => Promise<null>;

/** The router's loader for a page loader, with the app's client passed to it. */
export function withQueryClient(loader: PageLoader, queryClient: QueryClient | undefined): LoaderFunction {
  return (args) => loader({ ...args, queryClient });
}

/**
 * A loader's prefetch: fills the cache with `ensureQueryData` so the page renders with
 * its data (with `blockInBrowser: false`, browsers only start the read). Never throws: a failed read is left in the cache as an error, and the page
 * shows its own error state for it (not the route error screen). Without a client it does
 * nothing and the page loads its data itself.
 */
export async function prefetchForRoute<TData, TKey extends QueryKey>(
  client: QueryClient | undefined,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  { blockInBrowser = true }: { blockInBrowser?: boolean } = {},
): Promise<void> {
  if (!client) return;
  if (!blockInBrowser && typeof window !== "undefined") {
    // Start the read and render at once: the page shows its own loading state (e.g. skeleton
    // cards) meanwhile. A prerenderer (no window) still waits for the data.
    void client.prefetchQuery(options);
    return;
  }
  try {
    // One attempt here, so a failing backend never holds the navigation through the
    // retries; the page's own query retries when it mounts.
    await client.ensureQueryData({ ...options, retry: false });
  } catch {
    // Shown by the page from the query's error state.
  }
}

/**
 * A route's `shouldRevalidate` for loaders that only prefetch: query parameters are read in
 * the page (the quote modal, filters, search), so changing them reloads nothing; only a
 * new path runs the loader again.
 */
export function revalidateOnNewPath({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}
