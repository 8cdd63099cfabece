import type { QueryClient, FetchQueryOptions, QueryKey } from "@tanstack/react-query";

/**
 * The QueryClient route loaders prefetch into. The route table is one static array
 * (src/app/router.tsx) shared by the browser, the tests and the prerenderer, so loaders
 * cannot close over a client: whoever creates the router registers the client its
 * <AppProvider> uses, before creating the router (main.tsx, tests/unit/support/render-app.tsx,
 * the prerenderer).
 */
let routeQueryClient: QueryClient | undefined;

export function setRouteQueryClient(client: QueryClient | undefined): void {
  routeQueryClient = client;
}

export function getRouteQueryClient(): QueryClient | undefined {
  return routeQueryClient;
}

/**
 * A loader's prefetch: fills the cache with `ensureQueryData` so the page renders with
 * its data (with `blockInBrowser: false`, browsers only start the read). Never throws: a failed read is left in the cache as an error, and the page
 * shows its own error state for it (not the route error screen). Without a registered
 * client it does nothing and the page loads its data itself.
 */
export async function prefetchForRoute<TData, TKey extends QueryKey>(
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  { blockInBrowser = true }: { blockInBrowser?: boolean } = {},
): Promise<void> {
  const client = routeQueryClient;
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
