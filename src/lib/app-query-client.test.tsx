import { render, screen } from "@testing-library/react";
import { dehydrate, QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The browser's data cache (lib/app-query-client.ts, docs/decisions/074): it loads on first
 * use, starts with the prerendered page's queries, and a lazy widget renders under it when
 * no <AppProvider> above gives a client. Each test starts from fresh modules: the
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

/** A lazy widget showing the cached testimonials' names (never fetched), and the client it read them from. */
function namesWidget(lazyWidget: Awaited<ReturnType<typeof loadModules>>[2]["lazyWidget"]) {
  const seen: { client?: QueryClient } = {};
  function Names() {
    seen.client = useQueryClient();
    const { data } = useQuery({ queryKey: ["testimonials", "visible"], queryFn: (): Promise<{ name: string }[]> => new Promise(() => undefined) });
    return <p>{data?.map((item) => item.name).join(", ") ?? "loading"}</p>;
  }
  return { Widget: lazyWidget("names", async () => Names), seen };
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

  it("a lazy widget renders once the cache has loaded, under it, and reads the prerendered data from it", async () => {
    const [{ seedAppQueryClient, loadAppQueryClient }, { AppProvider }, { lazyWidget }] = modules;
    seedAppQueryClient(prerenderedQueries());
    const { Widget, seen } = namesWidget(lazyWidget);
    render(
      <AppProvider>
        <Widget placeholder={<p>placeholder</p>} />
      </AppProvider>,
    );
    expect(screen.getByText("placeholder")).toBeInTheDocument();
    expect(await screen.findByText("A. Client")).toBeInTheDocument();
    expect(seen.client).toBe(await loadAppQueryClient());
  });

  it("a lazy widget under an <AppProvider> given a client (the prerenderer's, a test's) reads that one", async () => {
    const [{ loadAppQueryClient }, { AppProvider }, { lazyWidget }] = modules;
    const given = new QueryClient();
    given.setQueryData(["testimonials", "visible"], [{ name: "From the prerender" }]);
    const { Widget, seen } = namesWidget(lazyWidget);
    render(
      <AppProvider queryClient={given}>
        <Widget placeholder={<p>placeholder</p>} />
      </AppProvider>,
    );
    expect(await screen.findByText("From the prerender")).toBeInTheDocument();
    expect(seen.client).toBe(given);
    expect(seen.client).not.toBe(await loadAppQueryClient());
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
