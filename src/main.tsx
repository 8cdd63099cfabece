// First: zod must not probe for eval before any schema is made (docs/decisions/058).
import "@/lib/zod-without-eval";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from "react-router-dom";
import { AppRoot } from "@/app/app-root";
import { createRoutes } from "@/app/router";
import { readPageState } from "@/lib/prerender/page-state";
import { yieldToBrowser } from "@/lib/yield-to-browser";
import { loadAppQueryClient, seedAppQueryClient } from "@/lib/app-query-client";
import "@/index.css";

/** Window errors and unhandled rejections are only logged; the page keeps running. */
function installGlobalErrorLogging(): void {
  const flag = "__gsaGlobalErrorLogging";
  const marked = window as unknown as Record<string, boolean | undefined>;
  if (marked[flag]) return;
  marked[flag] = true;

  window.addEventListener("error", (event) => {
    console.error("Uncaught error", event.error ?? event.message);
  });
  window.addEventListener("unhandledrejection", (event) => {
    console.error("Unhandled promise rejection", event.reason);
  });
}

/**
 * Loads the page modules of the routes this URL matches, so the first render has them and
 * shows the page itself rather than its loading fallback (and matches the prerendered HTML).
 */
async function loadMatchedRoutes(routeTable: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeTable, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Starts the app in short tasks (docs/decisions/036): evaluating the entry, loading the page's
 * module, and creating the router each end their task, and a prerendered page hydrates as a
 * transition, which React does in slices of a few milliseconds instead of one long task. A
 * click or key press on the page before then hydrates it at once and is handled as usual.
 */
async function start(rootElement: HTMLElement): Promise<void> {
  await yieldToBrowser();
  // Route loaders prefetch into the same cache the pages read (lib/route-query-client.ts); the
  // cache's code loads when a page or widget first needs it (docs/decisions/074).
  const routes = createRoutes(loadAppQueryClient);
  const pageState = readPageState(document, window.location.pathname);
  if (pageState) {
    // A prerendered page (docs/decisions/033-prerendering.md): its data comes with it.
    seedAppQueryClient(pageState.queries);
    await loadMatchedRoutes(routes);
    await yieldToBrowser();
  }
  const router = createBrowserRouter(routes, pageState ? { hydrationData: pageState.router } : {});
  const app = (
    <StrictMode>
      <AppRoot>
        <RouterProvider router={router} />
      </AppRoot>
    </StrictMode>
  );
  // Query parameters change what the page shows (the portfolio tab, filters, the quote
  // modal): the prerendered HTML of the path is what the visitor sees until this render
  // replaces it, with the page's module and data already here, so nothing flashes.
  if (pageState && window.location.search === "") {
    startTransition(() => {
      hydrateRoot(rootElement, app, {
        onRecoverableError: (error) => console.error("Hydration error", error),
      });
    });
  } else {
    createRoot(rootElement).render(app);
  }
}

installGlobalErrorLogging();

const rootElement = document.getElementById("root");
if (!rootElement) {
  console.error('Cannot start the site: the root element <div id="root"> is missing from index.html.');
} else {
  void start(rootElement);
}
