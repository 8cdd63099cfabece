import { lazy, useEffect, type ComponentType } from "react";
import { holdAppReady } from "@/lib/app-ready";

/**
 * Widgets of a page that load in their own chunk (React.lazy) and report when they are on
 * screen and working. A prerendered page shows their HTML at once, but a widget handles
 * input only once its chunk has arrived and React has hydrated it; until then a click on it
 * does nothing. Each widget holds the app's readiness (lib/app-ready.ts) from the moment its
 * code starts loading until it has mounted.
 */
/** React.lazy for a widget: `load` resolves to the component. */
export function lazyWidget<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const release = holdAppReady();
    let Component: ComponentType<Props>;
    try {
      Component = await load();
    } catch (error) {
      release();
      throw error;
    }
    function LoadedWidget(props: Props) {
      useEffect(release, []);
      return <Component {...props} />;
    }
    return { default: LoadedWidget };
  });
}
