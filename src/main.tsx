import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { AppErrorBoundary } from "@/app/error-boundary";
import { AppProvider } from "@/app/provider";
import { routes } from "@/app/router";
import { createQueryClient } from "@/lib/query-client";
import { setRouteQueryClient } from "@/lib/route-query-client";
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

installGlobalErrorLogging();

const rootElement = document.getElementById("root");
if (!rootElement) {
  console.error('Cannot start the site: the root element <div id="root"> is missing from index.html.');
} else {
  // Route loaders prefetch into the same cache the pages read (lib/route-query-client.ts).
  const queryClient = createQueryClient();
  setRouteQueryClient(queryClient);
  const router = createBrowserRouter(routes);
  createRoot(rootElement).render(
    <StrictMode>
      <AppErrorBoundary>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </AppErrorBoundary>
    </StrictMode>,
  );
}
