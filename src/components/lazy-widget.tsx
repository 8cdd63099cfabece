import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { WidgetBoundary } from "@/components/widget-boundary";
import { useReadinessHold } from "@/lib/app-ready-hold";
import { loadAppQueryClient } from "@/lib/app-query-client";
import { providingQueryClient } from "@/lib/providing-query-client";

/**
 * THE way a page shows a widget that loads in its own chunk (docs/decisions/052-one-lazy-widget-primitive.md).
 *
 * A prerendered page shows a widget's HTML at once, but the widget handles input only once
 * its chunk has arrived and React has hydrated it. The component `lazyWidget` returns owns
 * everything around that:
 * - the chunk: `load` runs on first render (React.lazy), never in the page's first load;
 *   the widget renders once the browser's data cache has loaded too, under that cache
 *   (lib/app-query-client.ts), so a widget may read it;
 * - the placeholder: shown while the chunk loads (and in the HTML when the prerenderer has
 *   not waited for it), sized like the widget;
 * - the hydration boundary: a Suspense boundary, which React hydrates on its own;
 * - the readiness hold: the app is not marked ready (lib/app-ready.ts, decision 033) until
 *   the widget has mounted;
 * - the error boundary: a widget that fails to load or render is replaced by `errorFallback`
 *   (nothing by default), logged under `name`, and the page stays.
 *
 * Call it at module scope (one React.lazy per widget, not per render):
 *   const Carousel = lazyWidget("testimonial carousel", () => import("…/carousel").then((m) => m.Carousel));
 *   <Carousel placeholder={<div className="h-80" />} testimonials={testimonials} />
 */
export interface LazyWidgetSlots {
  /** Shown until the widget's chunk has arrived; give it the widget's size (or null). */
  placeholder: ReactNode;
  /** Shown instead of the widget if it fails to load or render; nothing by default. */
  errorFallback?: ReactNode;
}

export function lazyWidget<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>) {
  const Widget = lazy(async () => {
    const [component, client] = await Promise.all([load(), loadAppQueryClient()]);
    return { default: providingQueryClient(component, client) };
  });

  // Inside the error boundary, so a failed widget's hold is released when it is replaced.
  function HeldSuspense({ placeholder, props }: { placeholder: ReactNode; props: Props }) {
    const mounted = useReadinessHold();
    return (
      <Suspense fallback={placeholder}>
        <Widget {...props} />
        {mounted}
      </Suspense>
    );
  }

  function LazyWidget({ placeholder, errorFallback, ...props }: Props & LazyWidgetSlots) {
    return (
      <WidgetBoundary name={name} fallback={errorFallback}>
        <HeldSuspense placeholder={placeholder} props={props as unknown as Props} />
      </WidgetBoundary>
    );
  }
  LazyWidget.displayName = `LazyWidget(${name})`;
  return LazyWidget;
}
