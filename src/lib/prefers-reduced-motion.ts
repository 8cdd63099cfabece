/** The media query of the visitor's "reduce motion" system setting. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/**
 * Whether the visitor asks for reduced motion right now, for a click handler that is about
 * to scroll (smooth or instant). Browser only: call it from an event or effect, never
 * during render (components render with usePrefersReducedMotion). False where matchMedia
 * is missing.
 */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
