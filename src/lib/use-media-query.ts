import { useSyncExternalStore } from "react";

/** The mobile breakpoint of the site (docs/product.md §1.9): under 768 px is mobile. */
export const MOBILE_MEDIA_QUERY = "(max-width: 767.98px)";

/**
 * Whether `query` matches, kept current. False on the server and where matchMedia is
 * missing, so a prerendered page renders the desktop markup and adapts after hydration.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => (typeof window.matchMedia === "function" ? window.matchMedia(query).matches : false),
    () => false,
  );
}
