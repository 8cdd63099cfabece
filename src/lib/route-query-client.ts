import type { QueryClient, FetchQueryOptions, QueryKey } from "@tanstack/react-query";
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from "react-router-dom";
import { providingQueryClient } from "@/lib/providing-query-client";

/**
 * Where a route table's loaders find the data cache: the client at hand (the prerenderer's, a
 * test's) or, in the browser, the function that loads the app's client after the first paint
 * (lib/app-query-client.ts, docs/decisions/074). Without one the loaders read nothing.
 */
export type QueryClientSource = QueryClient | (() => Promise<QueryClient>);

async function clientOf(source: QueryClientSource | undefined): Promise<QueryClient | undefined> {
  return typeof source === "function" ? source() : source;
}

/**
 * What a page's loader gets: the router's arguments and the QueryClient of the app that
 * built the route table (`createRoutes(source)`, src/app/router.tsx), the one its
 * <AppProvider> reads. Without a client (a route table built for rendering only) the
 * loaders prefetch nothing and each page loads its data itself (the home page shows its
 * defaults).
 */
export interface PageLoaderArgs extends LoaderFunctionArgs {
  queryClient: QueryClient | undefined;
}

/**
 * A page's loader: it prefetches into the query cache (the page reads it with its hooks), or
 * returns what the page renders from (the home page, whose first load has no data cache).
 */
export type PageLoader<TData = null> = (args: PageLoaderArgs) => Promise<TData>;

/** The router's loader for a page loader, with the app's client passed to it. */
export function withQueryClient<TData>(loader: PageLoader<TData>, source: QueryClientSource | undefined): LoaderFunction {
  return async (args) => loader({ ...args, queryClient: await clientOf(source) });
}

/** Route handle of a page whose first render reads only its loader's data (see `awaitDataCache`). */
export interface FirstRenderWithoutDataCache {
  firstRenderWithoutDataCache: true;
}

function rendersWithoutDataCache(route: RouteObject): boolean {
  return (route.handle as Partial<FirstRenderWithoutDataCache> | undefined)?.firstRenderWithoutDataCache === true;
}

/**
 * The route table with every lazy route also waiting for the browser's data cache, and its
 * page rendering under it (its hooks read the cache at once), except a page that renders
 * from its loader's data alone (handle `firstRenderWithoutDataCache`): on a first visit to it
 * the prerendered page hydrates without the cache's code, which loads after.
 */
export function awaitDataCache(routes: RouteObject[], source: QueryClientSource | undefined): RouteObject[] {
  if (typeof source !== "function") return routes;
  return routes.map((route) => {
    const children = route.children ? awaitDataCache(route.children, source) : undefined;
    const load = route.lazy;
    const lazy =
      typeof load === "function" && !rendersWithoutDataCache(route)
        ? async () => {
            const [loaded, client] = await Promise.all([load(), source()]);
            return loaded.Component ? { ...loaded, Component: providingQueryClient(loaded.Component, client) } : loaded;
          }
        : load;
    return { ...route, ...(children ? { children } : {}), ...(lazy ? { lazy } : {}) } as RouteObject;
  });
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
  await readForRoute(client, options);
}

/**
 * A loader's read of what its page renders from: the cached or fetched data, or undefined
 * when the read fails or there is no client (the page then shows its default). One attempt,
 * so a failing backend never holds the navigation through the retries; a failed read stays in
 * the cache as an error (the prerenderer reports it).
 */
export async function readForRoute<TData, TKey extends QueryKey>(
  client: QueryClient | undefined,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<TData | undefined> {
  if (!client) return undefined;
  try {
    return await client.ensureQueryData({ ...options, retry: false });
  } catch {
    return undefined;
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
