import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { QueryClient } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { AppProvider } from "@/app/provider";
import { createRoutes as createAppRoutes } from "@/app/router";
import { createQueryClient } from "@/lib/query-client";

export interface RenderAppOptions {
  /** Extra history entries before the current one (the last entry is where the app starts). */
  initialEntries?: string[];
  queryClient?: QueryClient;
  /** Builds a different route table (e.g. one re-imported with other env flags) with the app's client. */
  createRoutes?: (queryClient: QueryClient) => RouteObject[];
}

/** Renders the whole app (providers + the real route table) in a memory router at `path`. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient({ retry: false });
  const router = createMemoryRouter((options.createRoutes ?? createAppRoutes)(queryClient), {
    initialEntries: [...(options.initialEntries ?? []), path],
  });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}

/** The current URL of a memory router, as path + search + hash. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

/** Sets window.scrollY and fires a scroll event, as the browser does. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event("scroll"));
}
