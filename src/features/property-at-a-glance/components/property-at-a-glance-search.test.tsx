import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { propertyByPinQueryOptions } from "@/entities/property/api/get-property-by-pin";
import { PropertyAtAGlanceSearch, type PropertyAtAGlanceSearchProps } from "@/features/property-at-a-glance/components/property-at-a-glance-search";
import { createQueryClient } from "@/lib/query-client";
import { searchTestParcels, testParcels, toSearchResult } from "#tests/msw/fixtures/parcels.ts";
import { functionUrl } from "#tests/msw/handlers.ts";
import { server } from "#tests/msw/server.ts";

function renderSearch(props: PropertyAtAGlanceSearchProps = {}, path = "/hunterdon?utm_source=mail") {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter([{ path: "*", element: <PropertyAtAGlanceSearch {...props} /> }], { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, router, queryClient, input: screen.getByLabelText("Property address") };
}

/** Records every search body sent to njpr-properties. */
function recordSearches() {
  const bodies: { filters: { address: string }; limit: number }[] = [];
  server.events.on("request:start", async ({ request }) => {
    if (request.method === "POST" && request.url === functionUrl("njpr-properties")) bodies.push(await request.clone().json());
  });
  return bodies;
}

describe("PropertyAtAGlanceSearch", () => {
  beforeEach(() => {
    // Failed searches are logged by the query cache; the tests check what the visitor sees.
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    server.events.removeAllListeners();
  });

  it("searches after more than 2 characters and shows each record's summary", async () => {
    const bodies = recordSearches();
    const { user, input } = renderSearch({ title: "Your Hunterdon County Property At A Glance" });
    expect(screen.getByRole("heading", { name: "Your Hunterdon County Property At A Glance" })).toBeInTheDocument();

    await user.type(input, "oa");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(bodies).toHaveLength(0);
    expect(screen.getByRole("status")).toHaveTextContent("Type at least 3 characters");

    await user.type(input, "k ridge");
    const list = await screen.findByRole("list", { name: "Properties found" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    // Debounced: one request for the whole word, not one per keystroke.
    expect(bodies).toEqual([{ filters: { address: "oak ridge" }, limit: 10 }]);

    const first = cards[0]!;
    expect(within(first).getByRole("heading", { name: /12 Oak Ridge Rd/ })).toHaveTextContent("Flemington, NJ 08822");
    for (const text of [
      "Hunterdon County",
      "1,850 sq ft",
      "1987",
      "$425,000 on Jun 15, 2016",
      "$9,876.54",
      "$400,000",
      "SMITH, JOHN & MARY",
      "We've Got You Covered!",
    ]) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(first).getByText(/^\d+ years?$|^Less than 1 year$/)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("2 properties found.");
  });

  it("links each result to the quote modal on that property, keeping the page's parameters", async () => {
    const { user, input, queryClient } = renderSearch({ service: "appraisal" });
    await user.type(input, "12 oak ridge");
    const link = await screen.findByRole("link", { name: /Get a quote for this property: 12 Oak Ridge Rd/ });
    const url = new URL(link.getAttribute("href")!, "http://site.test");
    expect(url.pathname).toBe("/hunterdon");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: "mail",
      openQuote: "true",
      service: "appraisal",
      pin: "1009_12_3.01",
    });
    await user.click(link);
    // The modal reads the property by pin: the record is already in the cache.
    expect(queryClient.getQueryData(propertyByPinQueryOptions("1009_12_3.01").queryKey)).toEqual(testParcels.flemington);
  });

  it("disables the quote link of an uncovered county, with the tooltip", async () => {
    const { user, input } = renderSearch();
    await user.type(input, "beach ave");
    const button = await screen.findByRole("button", { name: /Get a quote for this property/ });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAccessibleDescription("Unfortunately we do not currently service Cape May County");
    expect(screen.getByRole("tooltip")).toHaveTextContent("Unfortunately we do not currently service Cape May County");
    expect(screen.queryByText("We've Got You Covered!")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Get a quote/ })).not.toBeInTheDocument();
  });

  it("shows at most `limit` results and says when nothing matched", async () => {
    const bodies = recordSearches();
    const { user, input } = renderSearch({ limit: 1 });
    await user.type(input, "oak ridge");
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(bodies.at(-1)?.limit).toBe(1);

    await user.clear(input);
    await user.type(input, "nowhere lane");
    expect(await screen.findByText("No properties found for “nowhere lane”.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Properties found" })).not.toBeInTheDocument();
  });

  it("says 'Unable to load address suggestions' and empties the list when the search fails", async () => {
    const { user, input } = renderSearch();
    await user.type(input, "oak ridge");
    await screen.findByRole("list", { name: "Properties found" });

    server.use(http.post(functionUrl("njpr-properties"), () => HttpResponse.json({ error: "boom" }, { status: 500 })));
    await user.type(input, " rd");
    expect(await screen.findByRole("alert")).toHaveTextContent("Unable to load address suggestions");
    expect(screen.queryByRole("list", { name: "Properties found" })).not.toBeInTheDocument();
  });

  it("treats an answer of the wrong shape as a failure", async () => {
    server.use(http.post(functionUrl("njpr-properties"), () => HttpResponse.json({ results: "nope" })));
    const { user, input } = renderSearch();
    await user.type(input, "oak ridge");
    expect(await screen.findByRole("alert")).toHaveTextContent("Unable to load address suggestions");
  });

  it("never lets a slow, older answer replace the newer one", async () => {
    server.use(
      http.post(functionUrl("njpr-properties"), async ({ request }) => {
        const body = (await request.json()) as { filters: { address: string }; limit: number };
        // The first query answers last.
        if (body.filters.address === "oak ridge") await delay(800);
        return HttpResponse.json(searchTestParcels(body.filters.address, body.limit));
      }),
    );
    const { user, input } = renderSearch();
    await user.type(input, "oak ridge");
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.clear(input);
    await user.type(input, "maple");
    const list = await screen.findByRole("list", { name: "Properties found" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 900));
    const items = within(screen.getByRole("list", { name: "Properties found" })).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent("5 Maple Ave");
  });

  it("reads results nested or not and shows 'Not available' for missing facts", async () => {
    server.use(
      http.post(functionUrl("njpr-properties"), () =>
        HttpResponse.json([toSearchResult({ Prop_Mail_Street: "1 Empty Lot", P_City: "Clinton", COUNTY_NAME: "HUNTERDON", GIS_PIN: "1006_1_1" })]),
      ),
    );
    const { user, input } = renderSearch();
    await user.type(input, "empty");
    const card = await screen.findByRole("listitem");
    expect(within(card).getAllByText("Not available").length).toBeGreaterThanOrEqual(5);
    expect(within(card).getByText("We've Got You Covered!")).toBeInTheDocument();
  });
});
