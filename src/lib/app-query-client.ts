import type { DehydratedState, QueryClient } from "@tanstack/react-query";

/**
 * The browser's data cache (TanStack Query), loaded after the first paint
 * (docs/decisions/074-first-load-without-the-data-cache.md). The home page renders from its
 * loader's data, so neither the entry nor the home route fetches or runs the cache's ~20 KiB;
 * everything that reads through the cache waits for it before it renders: a page's route
 * (src/app/router.tsx), a lazy widget (components/lazy-widget.tsx), the quote modal, and each
 * provides it to what it renders (lib/providing-query-client.tsx). It starts with the queries
 * the prerendered page carries, so nothing the page showed is read again.
 *
 * The prerenderer and the tests pass their own client to <AppProvider>, which those parts use.
 */
let loading: Promise<QueryClient> | undefined;
let prerenderedQueries: DehydratedState | undefined;

/** The queries of the prerendered page (lib/prerender/page-state.ts); the cache starts with them. */
export function seedAppQueryClient(queries: DehydratedState): void {
  prerenderedQueries = queries;
}

/** The browser's cache, loading its code on the first call; the same client on every call. */
export function loadAppQueryClient(): Promise<QueryClient> {
  loading ??= import("@/lib/seeded-query-client").then(
    ({ createSeededQueryClient }) => {
      const client = createSeededQueryClient(prerenderedQueries);
      prerenderedQueries = undefined;
      // One client for the page's lifetime: it listens for focus and the network from now on.
      client.mount();
      return client;
    },
    (error: unknown) => {
      // A chunk that failed to arrive (a network drop) is asked for again by the next caller.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
