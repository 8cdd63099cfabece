import { QueryCache, QueryClient, type DefaultOptions } from "@tanstack/react-query";

/** Failed queries retry 3 times with exponential backoff (1 s, 2 s, 4 s; capped at 30 s). */
export const QUERY_RETRY_COUNT = 3;
export const queryRetryDelay = (failureCount: number): number => Math.min(1000 * 2 ** failureCount, 30_000);
/** Unused cache entries are kept 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/**
 * A QueryClient with the site's defaults. Each app root (browser, prerender, a test)
 * creates its own. Tests pass `{ retry: false }` so a failing request fails at once.
 */
export function createQueryClient(queryOverrides: DefaultOptions["queries"] = {}): QueryClient {
  return new QueryClient({
    // A query that still fails after its retries is logged; what the visitor sees is
    // up to the page (most fall back to defaults silently).
    queryCache: new QueryCache({
      onError: (error, query) => console.warn("Query failed", query.queryKey, error),
    }),
    defaultOptions: {
      queries: {
        retry: QUERY_RETRY_COUNT,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
        staleTime: 60 * 1000,
        refetchOnWindowFocus: false,
        ...queryOverrides,
      },
    },
  });
}
