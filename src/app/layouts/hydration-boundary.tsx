import { Activity, type ReactNode } from "react";
import { useReadinessHold } from "@/lib/app-ready-hold";

/**
 * Marks a large part of a prerendered page (the page itself) for hydration
 * in a pass of its own. It changes nothing on screen or in the HTML (an <Activity> that
 * is always visible renders its children in place, between two comment markers); what it
 * changes is hydration: React hydrates the layout first, then each such part in a pass
 * that yields to the browser every few milliseconds, instead of the whole page in one
 * long task that holds up input on a phone. A click or key press on a part not yet
 * hydrated hydrates it at once and is then handled as usual.
 *
 * Not a <Suspense> boundary: the prerenderer would write a large completed boundary
 * after the rest of the page and reveal it with a script, which delays its first paint.
 * Only the layouts use it; a page's widgets get their own boundary from components/lazy-widget.tsx.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  // The app is not ready (lib/app-ready.ts) until this part has hydrated.
  const hydrated = useReadinessHold();
  return (
    <Activity mode="visible">
      {children}
      {hydrated}
    </Activity>
  );
}
