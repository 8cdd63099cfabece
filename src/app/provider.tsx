import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { createQueryClient } from "@/lib/query-client";

/**
 * The toast layer loads in its own chunk right after the first render: toasts only ever
 * answer something the visitor did, so it never needs to be in the first load.
 */
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export interface AppProviderProps {
  children: ReactNode;
  /** Tests and the prerenderer pass their own client; the browser app creates one. */
  queryClient?: QueryClient;
}

/** App-wide providers: data cache and the toast layer (one toast at a time; sonner's default
 * light toasts, since its richColors error toast fails WCAG AA contrast). Each page's <Head>
 * needs no provider: React 19 hoists its tags into <head>. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster visibleToasts={1} position="top-center" closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
