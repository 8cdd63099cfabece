/**
 * Set on <html> once the app has rendered or hydrated in the browser and handles input
 * (app/app-root.tsx). The e2e tests wait for it after each page load (tests/e2e/fixtures.ts).
 */
export const APP_READY_ATTRIBUTE = "data-app-ready";

/**
 * What the app still waits for before it handles input everywhere: lazy widgets whose code
 * is loading (components/lazy-widget.tsx) and parts of a prerendered page React has not hydrated
 * yet (app/layouts/hydration-boundary.tsx). Each holds the app's readiness until released.
 */
let holds = 0;
const releasedListeners = new Set<() => void>();

/** Holds readiness; the function returned releases it (once, however often it is called). */
export function holdAppReady(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds = Math.max(0, holds - 1);
    if (holds > 0) return;
    for (const listener of [...releasedListeners]) listener();
    releasedListeners.clear();
  };
}

/** How many holds are not yet released. */
export function pendingAppReadyHolds(): number {
  return holds;
}

/** Calls `listener` once no hold is left (at once when none is). */
export function whenAppReadyHoldsReleased(listener: () => void): void {
  if (holds === 0) listener();
  else releasedListeners.add(listener);
}
