import { render, screen } from "@testing-library/react";
import { QueryClient, useQuery } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { awaitDataCache, readForRoute, withQueryClient, type FirstRenderWithoutDataCache } from "@/lib/route-query-client";

/**
 * How a route table meets the browser's data cache (docs/decisions/074): a lazy page waits for
 * the client and renders under it; a page flagged `firstRenderWithoutDataCache` does not wait;
 * a loader gets the client from either kind of source.
 */
function CachedName() {
  const { data } = useQuery({ queryKey: ["name"], queryFn: () => Promise.resolve("from the query") });
  return <h1>{data ?? "loading"}</h1>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function renderRoutes(routes: RouteObject[]) {
  const router = createMemoryRouter([{ hydrateFallbackElement: <p>Loading the page</p>, children: routes }], { initialEntries: ["/"] });
  // As in the browser: no client above the router (<AppProvider> there provides none).
  render(<RouterProvider router={router} />);
}

describe("awaitDataCache", () => {
  it("renders a lazy page once the browser's client has loaded, under that client", async () => {
    const client = new QueryClient();
    client.setQueryData(["name"], "from the browser's cache");
    const loading = deferred<QueryClient>();
    const source = vi.fn(() => loading.promise);
    renderRoutes(awaitDataCache([{ path: "/", lazy: async () => ({ Component: CachedName }) }], source));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Without the client the page would throw ("No QueryClient set"): it has not rendered.
    expect(screen.queryByRole("heading")).toBeNull();
    loading.resolve(client);
    expect(await screen.findByRole("heading", { name: "from the browser's cache" })).toBeInTheDocument();
    expect(source).toHaveBeenCalled();
  });

  it("leaves a page that renders from its loader's data alone: it renders before the client", async () => {
    const source = vi.fn(() => new Promise<QueryClient>(() => undefined));
    const handle: FirstRenderWithoutDataCache = { firstRenderWithoutDataCache: true };
    renderRoutes(
      awaitDataCache(
        [{ path: "/", handle, lazy: async () => ({ Component: () => <h1>from the loader</h1> }) }],
        source,
      ),
    );
    expect(await screen.findByRole("heading", { name: "from the loader" })).toBeInTheDocument();
    expect(source).not.toHaveBeenCalled();
  });

  it("changes nothing when the client is at hand (the prerenderer, a test)", () => {
    const routes: RouteObject[] = [{ path: "/", lazy: async () => ({ Component: CachedName }) }];
    expect(awaitDataCache(routes, new QueryClient())).toBe(routes);
  });
});

describe("a page loader's client and reads", () => {
  it("gets the client from a loader function as from a client", async () => {
    const client = new QueryClient();
    const seen: (QueryClient | undefined)[] = [];
    const loader = async ({ queryClient }: { queryClient: QueryClient | undefined }) => {
      seen.push(queryClient);
      return null;
    };
    const args = { request: new Request("http://localhost/"), params: {}, context: undefined } as never;
    await withQueryClient(loader, () => Promise.resolve(client))(args);
    await withQueryClient(loader, client)(args);
    expect(seen).toEqual([client, client]);
  });

  it("readForRoute answers the data, or undefined when the read fails, leaving the error in the cache", async () => {
    const client = new QueryClient();
    expect(await readForRoute(client, { queryKey: ["ok"], queryFn: () => Promise.resolve(7) })).toBe(7);
    expect(await readForRoute(client, { queryKey: ["down"], queryFn: () => Promise.reject(new Error("down")) })).toBeUndefined();
    expect(client.getQueryState(["down"])?.status).toBe("error");
    expect(await readForRoute(undefined, { queryKey: ["ok"], queryFn: () => Promise.resolve(7) })).toBeUndefined();
  });
});
