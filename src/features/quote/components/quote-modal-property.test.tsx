import { screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { searchTestParcels, testParcels, toSearchResult } from "#tests/msw/fixtures/parcels.ts";
import { server } from "#tests/msw/server.ts";
import { functionUrl } from "#tests/msw/urls.ts";
import { recordRequests, renderQuote, urls, warmUpQuoteModules } from "#tests/support/quote.tsx";

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
beforeAll(warmUpQuoteModules, 120_000);
afterEach(() => server.events.removeAllListeners());

const pinOf = (search: string) => new URLSearchParams(search).get("pin");

describe("property lookup in the quote modal", () => {
  it("suggests after more than 2 characters (limit 5, debounced), and a pick loads the property, logs the search and writes pin=", async () => {
    const requests = recordRequests(urls.search, urls.logSearch);
    const { dialog, router, user } = await renderQuote("/?openQuote=true&service=appraisal");
    const input = within(dialog).getByRole("combobox", { name: "Property address" });

    await user.type(input, "oa");
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(requests).toHaveLength(0);
    expect(within(dialog).getByText("Type at least 3 characters of the address.")).toBeInTheDocument();

    await user.type(input, "k ridge");
    const list = await within(dialog).findByRole("listbox", { name: "Address suggestions" });
    expect(within(list).getAllByRole("option")).toHaveLength(2);
    expect(requests.filter((request) => request.url === urls.search).map((request) => request.body)).toEqual([
      { filters: { address: "oak ridge" }, limit: 5 },
    ]);

    await user.click(within(list).getByRole("option", { name: /12 Oak Ridge Rd/ }));
    await waitFor(() => expect(pinOf(router.state.location.search)).toBe("1009_12_3.01"));
    expect(await within(dialog).findByText("We've Got You Covered!")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: /12 Oak Ridge Rd/ })).toHaveTextContent("Flemington, NJ 08822");
    // The owner and assessment fields of the county record.
    for (const text of ["SMITH, JOHN & MARY", "$400,000", "$120,000", "$280,000", "Block 12, Lot 3.01", "1,850 sq ft"]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    await waitFor(() =>
      expect(requests.filter((request) => request.url === urls.logSearch).map((request) => request.body)).toEqual([
        { propertyData: testParcels.flemington, serviceRequested: false },
      ]),
    );
  });

  it("a picked suggestion shows its own record: the property is not fetched again by pin", async () => {
    const requests = recordRequests(urls.search);
    const { dialog, router, user } = await renderQuote("/?openQuote=true&service=appraisal");
    await user.type(within(dialog).getByRole("combobox", { name: "Property address" }), "oak ridge");
    await user.click(await within(dialog).findByRole("option", { name: /12 Oak Ridge Rd/ }));
    await waitFor(() => expect(pinOf(router.state.location.search)).toBe("1009_12_3.01"));
    expect(await within(dialog).findByText("We've Got You Covered!")).toBeInTheDocument();
    expect(within(dialog).getByText("SMITH, JOHN & MARY")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([`POST ${urls.search}`]);
  });

  it("works from the keyboard: arrows move through the suggestions, Enter picks, Escape closes the list not the modal", async () => {
    const { dialog, router, user } = await renderQuote("/?openQuote=true&service=appraisal");
    const input = within(dialog).getByRole("combobox", { name: "Property address" });
    await user.type(input, "oak ridge");
    await within(dialog).findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(within(dialog).queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Get Your Free Quote" })).toBeInTheDocument();

    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant");
    expect(within(dialog).getByRole("option", { selected: true })).toHaveTextContent("40 Oak Ridge Rd");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(pinOf(router.state.location.search)).toBe("1009_12_7"));
    // The search box gives way to the property, and focus moves to it.
    expect(await within(dialog).findByRole("heading", { name: /40 Oak Ridge Rd/ })).toHaveFocus();
  });

  it("'Unable to load address suggestions' empties the list when the search fails", async () => {
    const { dialog, user } = await renderQuote("/?openQuote=true&service=appraisal");
    const input = within(dialog).getByRole("combobox", { name: "Property address" });
    await user.type(input, "oak ridge");
    await within(dialog).findByRole("listbox");
    server.use(http.post(urls.search, () => HttpResponse.json({ error: "down" }, { status: 503 })));
    await user.type(input, " rd");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Unable to load address suggestions");
    expect(within(dialog).queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("never shows an older, slower answer over a newer one", async () => {
    server.use(
      http.post(urls.search, async ({ request }) => {
        const body = (await request.json()) as { filters: { address: string }; limit: number };
        if (body.filters.address === "oak ridge") await delay(900);
        return HttpResponse.json(searchTestParcels(body.filters.address, body.limit));
      }),
    );
    const { dialog, user } = await renderQuote("/?openQuote=true&service=appraisal");
    const input = within(dialog).getByRole("combobox", { name: "Property address" });
    await user.type(input, "oak ridge");
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.clear(input);
    await user.type(input, "maple");
    const list = await within(dialog).findByRole("listbox");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(within(list).getAllByRole("option").map((option) => option.textContent)).toEqual([expect.stringContaining("5 Maple Ave")]);
  });

  it("says so when nothing matched", async () => {
    const { dialog, user } = await renderQuote("/?openQuote=true&service=appraisal");
    await user.type(within(dialog).getByRole("combobox", { name: "Property address" }), "nowhere lane");
    expect(await within(dialog).findByText(/No properties found matching “nowhere lane”/)).toBeInTheDocument();
  });

  it("'Property data not found' for a suggestion without a county record", async () => {
    server.use(http.post(urls.search, () => HttpResponse.json([{ ...toSearchResult({}), address: "1 Ghost Rd", city: "Clinton", cityStateZip: "Clinton, NJ" }])));
    const { dialog, router, user } = await renderQuote("/?openQuote=true&service=appraisal");
    await user.type(within(dialog).getByRole("combobox", { name: "Property address" }), "ghost");
    await user.click(await within(dialog).findByRole("option", { name: /1 Ghost Rd/ }));
    expect(await screen.findByText("Property data not found")).toBeInTheDocument();
    expect(pinOf(router.state.location.search)).toBeNull();
  });

  it("pin= loads the property; 'Failed to load property details' when it cannot", async () => {
    server.use(http.get(`${functionUrl("njpr-properties")}/:pin`, () => HttpResponse.json({ error: "boom" }, { status: 500 })));
    const { dialog } = await renderQuote("/?openQuote=true&service=appraisal&pin=1009_12_3.01");
    expect(await screen.findByText("Failed to load property details", {}, { timeout: 8000 })).toBeInTheDocument();
    // The visitor can still search by address.
    expect(within(dialog).getByRole("combobox", { name: "Property address" })).toBeEnabled();
  });

  it("an out-of-coverage county disables the request button, with the tooltip", async () => {
    const { dialog } = await renderQuote("/?openQuote=true&service=appraisal&pin=0502_1049_3");
    const button = await within(dialog).findByRole("button", { name: "Request Appraisal" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAccessibleDescription("Unfortunately we do not currently service Cape May County");
    expect(within(dialog).getByRole("tooltip")).toHaveTextContent("Unfortunately we do not currently service Cape May County");
    expect(within(dialog).queryByText("We've Got You Covered!")).not.toBeInTheDocument();
  });

  describe("the change-property dialog", () => {
    async function openChangeDialog() {
      const view = await renderQuote("/?openQuote=true&service=appraisal&pin=1009_12_3.01");
      await within(view.dialog).findByText("We've Got You Covered!");
      await view.user.click(within(view.dialog).getByRole("button", { name: "Change property" }));
      const change = await screen.findByRole("dialog", { name: "Change property" });
      return { ...view, change, input: within(change).getByRole("combobox", { name: "New property address" }) };
    }

    it("searches from 3 characters, says when nothing matched, and switches with 'Property updated successfully'", async () => {
      const requests = recordRequests(urls.search);
      const { change, input, router, user } = await openChangeDialog();
      await user.type(input, "ma");
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);
      await user.type(input, "zzz");
      expect(await within(change).findByText(/No properties found matching “mazzz”/)).toBeInTheDocument();
      await user.clear(input);
      await user.type(input, "maple");
      await user.click(await within(change).findByRole("option", { name: /5 Maple Ave/ }));
      expect(await screen.findByText("Property updated successfully")).toBeInTheDocument();
      await waitFor(() => expect(pinOf(router.state.location.search)).toBe("0223_105_14"));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Change property" })).not.toBeInTheDocument());
      expect(await screen.findByRole("heading", { name: /5 Maple Ave/ })).toBeInTheDocument();
    });

    it("'Failed to update property' when the new record cannot be loaded; the property stays", async () => {
      const { change, input, router, user } = await openChangeDialog();
      server.use(http.get(`${functionUrl("njpr-properties")}/:pin`, () => HttpResponse.error()));
      await user.type(input, "maple");
      await user.click(await within(change).findByRole("option", { name: /5 Maple Ave/ }));
      expect(await screen.findByText("Failed to update property", {}, { timeout: 8000 })).toBeInTheDocument();
      expect(pinOf(router.state.location.search)).toBe("1009_12_3.01");
    });
  });
});
