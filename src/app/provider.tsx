import { QueryClientContext, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useAppQueryClient } from "@/lib/app-query-client";

/**
 * The toast layer loads in its own chunk right after the first render: toasts only ever
 * answer something the visitor did, so it never needs to be in the first load.
 */
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export interface AppProviderProps {
  children: ReactNode;
  /** Tests and the prerenderer pass their own client; the browser app uses lib/app-query-client.ts. */
  queryClient?: QueryClient;
}

/**
 * Provides the data cache to everything below it. In the browser the client arrives after the
 * first paint (docs/decisions/074): the context holds nothing until then and the client once it
 * has loaded, the tree staying the same element all along, so nothing below it remounts. This
 * is what <QueryClientProvider> does (the context, and mounting the client for its focus and
 * online listeners) for a client that may not be there yet.
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
  const browserClient = useAppQueryClient();
  return (
    <DataCacheProvider client={queryClient ?? browserClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster visibleToasts={1} position="top-center" closeButton />
      </Suspense>
    </DataCacheProvider>
  );
}
