import { Activity, type ReactNode } from "react";

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
  return <Activity mode="visible">{children}</Activity>;
}
