import { Activity, useLayoutEffect, useRef, type ReactNode } from "react";
import { holdAppReady } from "@/lib/app-ready";
import { MountedMarker } from "@/lib/lazy-widget";

/**
 * Marks a large part of a prerendered page (the page itself, the footer) for hydration
 * in a pass of its own. It changes nothing on screen or in the HTML (an <Activity> that
 * is always visible renders its children in place, between two comment markers); what it
 * changes is hydration: React hydrates the layout first, then each such part in a pass
 * that yields to the browser every few milliseconds, instead of the whole page in one
 * long task that holds up input on a phone. A click or key press on a part not yet
 * hydrated hydrates it at once and is then handled as usual.
 *
 * Not a <Suspense> boundary: the prerenderer would write a large completed boundary
 * after the rest of the page and reveal it with a script, which delays its first paint.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  // The app is not ready (lib/app-ready.ts) until this part has hydrated: the hold is taken
  // when the boundary commits and released by a marker inside it, whose effect runs only
  // once React has hydrated (or rendered) what the boundary holds.
  const release = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    release.current = holdAppReady();
    return release.current;
  }, []);
  return (
    <Activity mode="visible">
      {children}
      <MountedMarker release={release} />
    </Activity>
  );
}
