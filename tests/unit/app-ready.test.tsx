import { act, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HydrationBoundary } from "@/app/layouts/hydration-boundary";
import { holdAppReady, pendingAppReadyHolds, whenAppReadyHoldsReleased } from "@/lib/app-ready";
import { lazyWidget } from "@/components/lazy-widget";

afterEach(() => {
  expect(pendingAppReadyHolds(), "a test left a hold").toBe(0);
});

describe("the app's readiness holds", () => {
  it("calls the listeners once the last hold is released, and each release counts once", () => {
    const listener = vi.fn();
    const first = holdAppReady();
    const second = holdAppReady();
    whenAppReadyHoldsReleased(listener);
    first();
    first();
    expect(pendingAppReadyHolds()).toBe(1);
    expect(listener).not.toHaveBeenCalled();
    second();
    expect(listener).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    whenAppReadyHoldsReleased(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("a hydration boundary that has not committed takes no hold; once its content has rendered none is left", async () => {
    let resolve!: (module: { default: () => React.ReactNode }) => void;
    const Slow = lazy(() => new Promise<{ default: () => React.ReactNode }>((done) => (resolve = done)));
    const view = render(
      <Suspense fallback={<p>loading</p>}>
        <HydrationBoundary>
          <Slow />
        </HydrationBoundary>
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(pendingAppReadyHolds()).toBe(0); // nothing committed inside the boundary yet
    await act(async () => resolve({ default: () => <p>content</p> }));
    expect(await screen.findByText("content")).toBeInTheDocument();
    expect(pendingAppReadyHolds()).toBe(0);
    view.unmount();
  });

  it("a rendered boundary leaves no hold, and unmounting it leaves none either", () => {
    const view = render(
      <HydrationBoundary>
        <p>page</p>
      </HydrationBoundary>,
    );
    expect(screen.getByText("page")).toBeInTheDocument();
    expect(pendingAppReadyHolds()).toBe(0);
    view.unmount();
    expect(pendingAppReadyHolds()).toBe(0);
  });

  it("while React hydrates a prerendered page, the boundary holds readiness until its part has hydrated", async () => {
    const page = (
      <main>
        <HydrationBoundary>
          <p>page</p>
        </HydrationBoundary>
      </main>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const root = hydrateRoot(container, page);
      const seen: number[] = [];
      for (let task = 0; task < 50 && !(seen.includes(1) && pendingAppReadyHolds() === 0); task++) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        seen.push(pendingAppReadyHolds());
      }
      // Held once the layout around the boundary had hydrated, released once the part had.
      expect(seen).toContain(1);
      expect(seen.at(-1)).toBe(0);
      root.unmount();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      container.remove();
    }
  });

  it("a lazy widget holds readiness from its commit until it has mounted, and releases it when it is unmounted", async () => {
    let resolve!: (component: (props: { label: string }) => React.ReactNode) => void;
    const Widget = lazyWidget("test widget", () => new Promise<(props: { label: string }) => React.ReactNode>((done) => (resolve = done)));
    const view = render(<Widget placeholder={<p>placeholder</p>} label="widget" />);
    expect(screen.getByText("placeholder")).toBeInTheDocument();
    expect(pendingAppReadyHolds()).toBe(1);
    await act(async () => resolve(({ label }) => <p>{label}</p>));
    expect(await screen.findByText("widget")).toBeInTheDocument();
    expect(pendingAppReadyHolds()).toBe(0);
    view.unmount();

    const Never = lazyWidget("never", () => new Promise<() => React.ReactNode>(() => undefined));
    const pending = render(<Never placeholder={<p>placeholder</p>} />);
    expect(pendingAppReadyHolds()).toBe(1);
    pending.unmount();
    expect(pendingAppReadyHolds()).toBe(0);
  });

  it("a lazy widget that fails shows its error fallback, keeps the page and releases its hold", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let reject!: (error: Error) => void;
    const Failing = lazyWidget("failing widget", () => new Promise<() => React.ReactNode>((_, fail) => (reject = fail)));
    const view = render(
      <main>
        <p>page</p>
        <Failing placeholder={<p>placeholder</p>} errorFallback={<p>plain version</p>} />
      </main>,
    );
    expect(pendingAppReadyHolds()).toBe(1);
    await act(async () => reject(new Error("chunk failed to load")));
    expect(await screen.findByText("plain version")).toBeInTheDocument();
    expect(screen.getByText("page")).toBeInTheDocument();
    expect(pendingAppReadyHolds()).toBe(0);
    expect(console.error).toHaveBeenCalledWith('Widget "failing widget" failed to render', expect.any(Error), expect.anything());
    view.unmount();
  });
});
