import type { QueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { AppErrorBoundary } from "@/app/error-boundary";
import { AppProvider } from "@/app/provider";
import { APP_READY_ATTRIBUTE, pendingAppReadyHolds, whenAppReadyHoldsReleased } from "@/lib/app-ready";

/** Runs `callback` when the browser is idle: React has no hydration work left in its queue. */
function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(callback, { timeout: 2000 });
  else window.setTimeout(callback, 50);
}

/**
 * Marks the app ready once the first render has committed and nothing holds it back
 * (lib/app-ready.ts): the page's hydration boundaries have hydrated (React does that in
 * later tasks) and the lazy widgets they hold have mounted. The holds are taken in the first
 * commit (the layout's boundaries) and by each widget's boundary as the part around it
 * commits, before that part's own hold is released, so the count never drops to zero early.
 */
function AppReadyMarker() {
  useEffect(() => {
    const check = () =>
      whenIdle(() => {
        if (pendingAppReadyHolds() === 0) document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "true");
        else whenAppReadyHoldsReleased(check);
      });
    check();
  }, []);
  return null;
}

/**
 * The tree around the router, the same in the browser (main.tsx, around <RouterProvider>) and
 * in the prerenderer (entry-server.tsx, around <StaticRouterProvider>): hydration needs both
 * sides to render the same elements. The prerenderer passes its client; the browser's arrives
 * after the first paint (lib/app-query-client.ts).
 */
export function AppRoot({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <AppProvider queryClient={queryClient}>
        {children}
        <AppReadyMarker />
      </AppProvider>
    </AppErrorBoundary>
  );
}
