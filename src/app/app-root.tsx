import type { QueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { AppErrorBoundary } from "@/app/error-boundary";
import { AppProvider } from "@/app/provider";
import { APP_READY_ATTRIBUTE } from "@/lib/app-ready";
import { pendingWidgets, whenWidgetsSettled } from "@/lib/lazy-widget";

/** Runs `callback` when the browser is idle: React has no hydration work left in its queue. */
function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(callback, { timeout: 2000 });
  else window.setTimeout(callback, 50);
}

/**
 * Marks the app ready once the first render has committed, React has hydrated the page's
 * Suspense boundaries (which it does in later tasks, each only when its code is here), and
 * the lazy widgets they hold have mounted (lib/lazy-widget.tsx).
 */
function AppReadyMarker() {
  useEffect(() => {
    const check = () =>
      whenIdle(() => {
        if (pendingWidgets() === 0) document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "true");
        else whenWidgetsSettled(check);
      });
    check();
  }, []);
  return null;
}

/**
 * The tree around the router, the same in the browser (main.tsx, around <RouterProvider>) and
 * in the prerenderer (entry-server.tsx, around <StaticRouterProvider>): hydration needs both
 * sides to render the same elements.
 */
export function AppRoot({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <AppProvider queryClient={queryClient}>
        {children}
        <AppReadyMarker />
      </AppProvider>
    </AppErrorBoundary>
  );
}
