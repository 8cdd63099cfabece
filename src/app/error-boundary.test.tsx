import { render, screen, within } from "@testing-library/react";
import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppErrorBoundary } from "@/app/error-boundary";
import { WidgetBoundary } from "@/components/widget-boundary";
import { renderApp } from "#tests/support/render-app.tsx";

const HEADING = "We hit a snag while loading this page";
const TEXT = "A rendering error occurred. Our team will look into it. You can try refreshing the page.";

function Boom({ message }: { message: string }): never {
  throw new Error(message);
}

beforeEach(() => {
  // React reports caught render errors on console.error; keep the output readable.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("top-level error boundary", () => {
  it("shows the heading, the text and the error in a <pre>", () => {
    render(
      <AppErrorBoundary>
        <Boom message="Cannot read properties of undefined (reading 'price')" />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(HEADING);
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    const pre = screen.getByText("Cannot read properties of undefined (reading 'price')");
    expect(pre.tagName).toBe("PRE");
    expect(screen.getByRole("button", { name: "Refresh page" })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it("renders its children when nothing throws", () => {
    render(
      <AppErrorBoundary>
        <p>All good</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText("All good")).toBeInTheDocument();
    expect(screen.queryByText(HEADING)).not.toBeInTheDocument();
  });
});

describe("route error element (/__test/throw, e2e builds only)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function loadRoutes(flag: string | undefined): Promise<(queryClient: QueryClient) => RouteObject[]> {
    vi.resetModules();
    if (flag !== undefined) vi.stubEnv("VITE_E2E_TEST_ROUTES", flag);
    const module = await import("@/app/router");
    return module.createRoutes;
  }

  it("shows the error screen inside the layout when a page throws", async () => {
    const createRoutes = await loadRoutes("true");
    renderApp("/__test/throw", { createRoutes });

    const heading = await screen.findByRole("heading", { level: 1, name: HEADING });
    const alert = heading.closest("[role=alert]");
    expect(alert).not.toBeNull();
    expect(within(alert as HTMLElement).getByText(TEXT)).toBeInTheDocument();
    expect(within(alert as HTMLElement).getByText("Intentional render error from /__test/throw").tagName).toBe("PRE");
    // The layout is still there.
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("does not exist without the flag", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const createRoutes = await loadRoutes(undefined);
    renderApp("/__test/throw", { createRoutes });
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
  });
});

describe("widget boundary", () => {
  it("hides only the failing widget", () => {
    render(
      <main>
        <h1>Home</h1>
        <WidgetBoundary name="testimonial carousel">
          <Boom message="carousel failed" />
        </WidgetBoundary>
        <p>Rest of the page</p>
      </main>,
    );
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(screen.getByText("Rest of the page")).toBeInTheDocument();
    expect(screen.queryByText("carousel failed")).not.toBeInTheDocument();
    expect(screen.queryByText(HEADING)).not.toBeInTheDocument();
  });

  it("shows its quiet fallback when given one", () => {
    render(
      <WidgetBoundary name="reviews" fallback={<p>Reviews are unavailable right now.</p>}>
        <Boom message="reviews failed" />
      </WidgetBoundary>,
    );
    expect(screen.getByText("Reviews are unavailable right now.")).toBeInTheDocument();
  });
});
