import { act, render, screen } from "@testing-library/react";
import { dehydrate, QueryClient, QueryClientContext, useQuery } from "@tanstack/react-query";
import { useContext, useEffect } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The browser's data cache (lib/app-query-client.ts, docs/decisions/074): it loads on first
 * use, starts with the prerendered page's queries, and reaches <AppProvider> and the lazy
 * widgets below it without a client passed in. Each test starts from fresh modules: the
 * cache is one per page.
 */
function loadModules() {
  return Promise.all([import("@/lib/app-query-client"), import("@/app/provider"), import("@/components/lazy-widget")]);
}
let modules: Awaited<ReturnType<typeof loadModules>>;

beforeEach(async () => {
  vi.resetModules();
  modules = await loadModules();
});

function prerenderedQueries() {
  const server = new QueryClient();
  server.setQueryData(["testimonials", "visible"], [{ name: "A. Client" }]);
  return dehydrate(server);
}

describe("the browser's data cache", () => {
  it("loads once and starts with the prerendered page's queries", async () => {
    const [{ loadAppQueryClient, seedAppQueryClient }] = modules;
    seedAppQueryClient(prerenderedQueries());
    const [first, second] = await Promise.all([loadAppQueryClient(), loadAppQueryClient()]);
    expect(second).toBe(first);
    expect(await loadAppQueryClient()).toBe(first);
    expect(first.getQueryData(["testimonials", "visible"])).toEqual([{ name: "A. Client" }]);
    // The site's defaults (lib/query-client.ts).
    expect(first.getDefaultOptions().queries?.staleTime).toBe(60_000);
  });

  it("reaches <AppProvider> when it arrives, without remounting what is below it", async () => {
    const [{ loadAppQueryClient }, { AppProvider }] = modules;
    let mounts = 0;
    function Probe() {
      const client = useContext(QueryClientContext);
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>{client ? "cache ready" : "no cache yet"}</p>;
    }
    render(
      <AppProvider>
        <Probe />
      </AppProvider>,
    );
    expect(screen.getByText("no cache yet")).toBeInTheDocument();
    await act(async () => {
      await loadAppQueryClient();
    });
    expect(screen.getByText("cache ready")).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it("a lazy widget renders once the cache has loaded and reads the prerendered data from it", async () => {
    const [{ seedAppQueryClient }, { AppProvider }, { lazyWidget }] = modules;
    seedAppQueryClient(prerenderedQueries());
    function Names() {
      const { data } = useQuery({ queryKey: ["testimonials", "visible"], queryFn: (): Promise<{ name: string }[]> => new Promise(() => undefined) });
      return <p>{data?.map((item) => item.name).join(", ") ?? "loading"}</p>;
    }
    const Widget = lazyWidget("names", async () => Names);
    render(
      <AppProvider>
        <Widget placeholder={<p>placeholder</p>} />
      </AppProvider>,
    );
    expect(screen.getByText("placeholder")).toBeInTheDocument();
    expect(await screen.findByText("A. Client")).toBeInTheDocument();
  });

  it("asks for the cache's code again after a failed load", async () => {
    let failNext = true;
    vi.doMock("@/lib/seeded-query-client", async (importOriginal) => {
      if (failNext) throw new Error("network down");
      return importOriginal();
    });
    vi.resetModules();
    const { loadAppQueryClient } = await import("@/lib/app-query-client");
    await expect(loadAppQueryClient()).rejects.toThrow();
    failNext = false;
    await expect(loadAppQueryClient()).resolves.toBeInstanceOf(QueryClient);
    vi.doUnmock("@/lib/seeded-query-client");
  });
});
