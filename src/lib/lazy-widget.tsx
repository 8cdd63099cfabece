import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactNode } from "react";
import { holdAppReady } from "@/lib/app-ready";

/**
 * Widgets of a page that load in their own chunk (React.lazy). A prerendered page shows
 * their HTML at once, but a widget handles input only once its chunk has arrived and React
 * has hydrated it; until then a click on it does nothing. Render each in a WidgetSuspense,
 * which holds the app's readiness (lib/app-ready.ts) until the widget has mounted.
 */

/** React.lazy for a widget: `load` resolves to the component (a module's named export). */
export function lazyWidget<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

/**
 * The Suspense boundary of a lazy widget. It holds readiness from the moment it commits
 * (with the part of the page around it) until what it holds has mounted: after the widget's
 * code has arrived and React has hydrated it, which React may do in a later task than the
 * page around it. Unmounting it (a failed widget replaced by its error fallback) releases it.
 */
export function WidgetSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const release = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    release.current = holdAppReady();
    return release.current;
  }, []);
  return (
    <Suspense fallback={fallback}>
      {children}
      <MountedMarker release={release} />
    </Suspense>
  );
}

/** Releases a hold once it has mounted: placed after what the hold waits for. */
export function MountedMarker({ release }: { release: { current: () => void } }) {
  useEffect(() => release.current(), [release]);
  return null;
}
