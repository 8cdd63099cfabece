import { lazy, useEffect, type ComponentType } from "react";

/**
 * Widgets of a page that load in their own chunk (React.lazy) and report when they are on
 * screen and working. A prerendered page shows their HTML at once, but a widget handles
 * input only once its chunk has arrived and React has hydrated it; until then a click on it
 * does nothing. The app counts itself ready (lib/app-ready.ts) once every widget that
 * started loading with the first render has mounted.
 */
let pending = 0;
const settledListeners = new Set<() => void>();

function settleOne(): void {
  pending = Math.max(0, pending - 1);
  if (pending > 0) return;
  for (const listener of [...settledListeners]) listener();
  settledListeners.clear();
}

/** How many widgets have started loading and not yet mounted. */
export function pendingWidgets(): number {
  return pending;
}

/** Calls `listener` once no widget is loading (at once when none is). */
export function whenWidgetsSettled(listener: () => void): void {
  if (pending === 0) listener();
  else settledListeners.add(listener);
}

/** React.lazy for a widget: `load` resolves to the component. */
export function lazyWidget<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    pending += 1;
    let Component: ComponentType<Props>;
    try {
      Component = await load();
    } catch (error) {
      settleOne();
      throw error;
    }
    let settled = false;
    function LoadedWidget(props: Props) {
      useEffect(() => {
        if (settled) return;
        settled = true;
        settleOne();
      }, []);
      return <Component {...props} />;
    }
    return { default: LoadedWidget };
  });
}
