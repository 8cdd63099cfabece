import { QueryClientContext, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, type ReactNode } from "react";

/**
 * The toast layer loads in its own chunk right after the first render: toasts only ever
 * answer something the visitor did, so it never needs to be in the first load.
 */
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export interface AppProviderProps {
  children: ReactNode;
  /**
   * The data cache of the prerenderer or a test. The browser app passes none: its client
   * loads after the first paint and each part that reads it provides it (lib/app-query-client.ts).
   */
  queryClient?: QueryClient;
}

/**
 * What <QueryClientProvider> does (the context, and mounting the client for its focus and
 * online listeners), for a client that may be absent: in the browser the context above the
 * pages holds none (docs/decisions/074).
 */
function DataCacheProvider({ client, children }: { client: QueryClient | undefined; children: ReactNode }) {
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

/** App-wide providers: data cache and the toast layer (one toast at a time; sonner's default
 * light toasts, since its richColors error toast fails WCAG AA contrast). Each page's <Head>
 * needs no provider: React 19 hoists its tags into <head>. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  return (
    <DataCacheProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster visibleToasts={1} position="top-center" closeButton />
      </Suspense>
    </DataCacheProvider>
  );
}
