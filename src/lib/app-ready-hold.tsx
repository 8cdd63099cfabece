import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { holdAppReady } from "@/lib/app-ready";

/**
 * Holds the app's readiness (lib/app-ready.ts) from the commit of the component that calls it
 * until the element it returns has mounted. Place that element after what the hold waits for,
 * inside the same boundary (a Suspense, an <Activity>): its effect runs only once React has
 * hydrated (or rendered) what comes before it, which React may do in a later task than the
 * part around the boundary. Unmounting the caller (e.g. a failed widget replaced by its error
 * fallback) releases the hold. Used by components/lazy-widget.tsx and
 * app/layouts/hydration-boundary.tsx; pages do not call it (docs/decisions/052-one-lazy-widget-primitive.md).
 */
export function useReadinessHold(): ReactNode {
  const release = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    release.current = holdAppReady();
    return release.current;
  }, []);
  return <MountedMarker release={release} />;
}

/** Releases a hold once it has mounted. */
function MountedMarker({ release }: { release: { current: () => void } }) {
  useEffect(() => release.current(), [release]);
  return null;
}
