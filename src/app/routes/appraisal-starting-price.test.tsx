import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { servicePricingQueryOptions } from "@/entities/service-pricing/api/get-service-pricing";
import { getSupabase } from "@/lib/supabase";
import { restUrl } from "#tests/msw/handlers.ts";
import { server } from "#tests/msw/server.ts";
import { under1500Row } from "#tests/msw/service-pricing-handlers.ts";
import { renderApp } from "#tests/support/render-app.tsx";

// supabase-js loads on first use; load it once up front so a busy machine doesn't time out a test.
beforeAll(async () => {
  await getSupabase();
  await import("@/app/routes/home");
}, 30_000);

const slow = { timeout: 10_000 };

describe("home page starting price", () => {
  it("shows the under_1500 appraisal price from service_pricing (the seed's 450, not the default 425)", async () => {
    const requests: Request[] = [];
    server.events.on("request:start", ({ request }) => {
      requests.push(request.clone());
    });

    renderApp("/");
    expect(await screen.findByText("Appraisals from $450", {}, slow)).toBeInTheDocument();

    // The tier's one read, shared with the quote and the services pages.
    const pricing = requests.filter((request) => request.url.includes("/rest/v1/service_pricing"));
    expect(pricing).toHaveLength(1);
    const url = new URL(pricing[0]!.url);
    expect(url.searchParams.get("tier_name")).toBe("eq.under_1500");
    expect(url.searchParams.has("service_id")).toBe(false);
    expect(pricing[0]!.headers.get("apikey")).toBe("sb_publishable_test");
    server.events.removeAllListeners();
  });

  it("waits for the price on a visit in the browser: the page never shows the default first", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markRequested!: () => void;
    const requested = new Promise<void>((resolve) => {
      markRequested = resolve;
    });
    server.use(
      http.get(restUrl("service_pricing"), async () => {
        markRequested();
        await released;
        return HttpResponse.json([under1500Row("appraisal", 410)]);
      }),
    );
    renderApp("/");
    // Release only once the request is in flight; releasing earlier would leave it hanging.
    await requested;
    // The loader reads the price the page renders from (docs/decisions/074): no page yet.
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.queryByText(/Appraisals from/)).toBeNull();
    release();
    expect(await screen.findByText("Appraisals from $410", {}, slow)).toBeInTheDocument();
    expect(screen.queryByText("Appraisals from $425")).toBeNull();
  }, 15_000);

  it("falls back to 425, silently, when the lookup fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(http.get(restUrl("service_pricing"), () => HttpResponse.json({ message: "boom" }, { status: 500 })));

    const { queryClient } = renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() =>
      expect(queryClient.getQueryState(servicePricingQueryOptions("under_1500").queryKey)?.status).toBe("error"),
      slow,
    );
    expect(screen.getByText("Appraisals from $425")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith("Query failed", expect.anything(), expect.anything());
  });

  it("falls back to 425 when the tier has no appraisal price", async () => {
    server.use(http.get(restUrl("service_pricing"), () => HttpResponse.json([under1500Row("floor-plans", 119)])));
    const { queryClient } = renderApp("/");
    await waitFor(() => expect(queryClient.getQueryState(servicePricingQueryOptions("under_1500").queryKey)?.status).toBe("success"), slow);
    // The route loader starts the lookup, so it can answer before the page has rendered.
    expect(await screen.findByText("Appraisals from $425", {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(/Appraisals from \$119/)).toBeNull();
  });
});
