import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

/**
 * The browser's data cache (TanStack Query), loaded after the first paint
 * (docs/decisions/074-first-load-without-the-data-cache.md). The home page renders from its
 * loader's data, so neither the entry nor the home route fetches or runs the cache's ~20 KiB;
 * everything that reads through the cache waits for it before it renders: a page's route
 * (src/app/router.tsx), a lazy widget (components/lazy-widget.tsx), the quote modal. It starts
 * with the queries the prerendered page carries, so nothing the page showed is read again.
 *
 * The prerenderer and the tests never use it: they pass their own client to <AppProvider>.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
let prerenderedQueries: DehydratedState | undefined;
const listeners = new Set<() => void>();

/** The queries of the prerendered page (lib/prerender/page-state.ts); the cache starts with them. */
export function seedAppQueryClient(queries: DehydratedState): void {
  prerenderedQueries = queries;
}

/** The browser's cache, loading its code on the first call; the same client on every call. */
export function loadAppQueryClient(): Promise<QueryClient> {
  loading ??= import("@/lib/seeded-query-client").then(
    ({ createSeededQueryClient }) => {
      client = createSeededQueryClient(prerenderedQueries);
      prerenderedQueries = undefined;
      for (const listener of [...listeners]) listener();
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentClient = () => client;

/** The browser's cache once it has loaded, undefined until then (re-renders when it arrives). */
export function useAppQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(subscribe, currentClient, currentClient);
}
