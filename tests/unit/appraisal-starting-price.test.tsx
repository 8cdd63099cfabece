import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { appraisalStartingPriceQueryOptions } from "@/features/services/api/get-appraisal-starting-price";
import { getSupabase } from "@/lib/supabase";
import { restUrl } from "../msw/handlers";
import { server } from "../msw/server";
import { renderApp } from "./support/render-app";

// supabase-js loads on first use; load it once up front so a busy machine doesn't time out a test.
beforeAll(async () => {
  await getSupabase();
  await import("@/app/routes/home");
}, 30_000);

const slow = { timeout: 10_000 };

describe("home page starting price", () => {
  it("shows the under_1500 appraisal price from service_pricing", async () => {
    const requests: Request[] = [];
    server.events.on("request:start", ({ request }) => {
      requests.push(request.clone());
    });

    renderApp("/");
    expect(await screen.findByText("Appraisals from $395", {}, slow)).toBeInTheDocument();

    const pricing = requests.find((request) => request.url.includes("/rest/v1/service_pricing"));
    expect(pricing).toBeDefined();
    const url = new URL(pricing!.url);
    expect(url.searchParams.get("service_id")).toBe("eq.appraisal");
    expect(url.searchParams.get("tier_name")).toBe("eq.under_1500");
    expect(pricing!.headers.get("apikey")).toBe("test-anon-key");
    server.events.removeAllListeners();
  });

  it("shows 425 while loading", async () => {
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
        return HttpResponse.json([{ price: 410 }]);
      }),
    );
    renderApp("/");
    expect(await screen.findByText("Appraisals from $425", {}, slow)).toBeInTheDocument();
    // Release only once the request is in flight; releasing earlier would leave it hanging.
    await requested;
    expect(screen.getByText("Appraisals from $425")).toBeInTheDocument();
    release();
    expect(await screen.findByText("Appraisals from $410", {}, slow)).toBeInTheDocument();
  }, 15_000);

  it("falls back to 425, silently, when the lookup fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(http.get(restUrl("service_pricing"), () => HttpResponse.json({ message: "boom" }, { status: 500 })));

    const { queryClient } = renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() =>
      expect(queryClient.getQueryState(appraisalStartingPriceQueryOptions().queryKey)?.status).toBe("error"),
      slow,
    );
    expect(screen.getByText("Appraisals from $425")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith("Query failed", expect.anything(), expect.anything());
  });

  it("falls back to 425 when the tier has no price", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(http.get(restUrl("service_pricing"), () => HttpResponse.json([])));
    const { queryClient } = renderApp("/");
    await waitFor(() =>
      expect(queryClient.getQueryState(appraisalStartingPriceQueryOptions().queryKey)?.status).toBe("error"),
      slow,
    );
    // The route loader starts the lookup, so it can fail before the page has rendered.
    expect(await screen.findByText("Appraisals from $425", {}, slow)).toBeInTheDocument();
  });
});
