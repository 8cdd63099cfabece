import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("load", onChange);
  return () => window.removeEventListener("load", onChange);
}

/**
 * Whether the window's load event has fired: the page's first images, styles and scripts are
 * in. False while prerendering and hydrating (the server snapshot), so markup that waits for it
 * (e.g. images needed only later) is left out of the HTML and the first render alike.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === "complete",
    () => false,
  );
}
