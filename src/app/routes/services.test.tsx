import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { HASH_HIGHLIGHT_MS } from "@/features/services/components/use-hash-highlight";
import { formatPrice } from "@/lib/format";
import { getSupabase } from "@/lib/supabase";
import { CARD_SERVICES, STARTING_PRICED_SERVICES } from "#shared/service-catalogue.ts";
import { restUrl, TEST_SUPABASE_URL } from "#tests/msw/handlers.ts";
import { DISTINCT_STARTING_PRICE_ROWS, servicePricingAnswer, under1500Row } from "#tests/msw/service-pricing-handlers.ts";
import { server } from "#tests/msw/server.ts";
import { renderApp } from "#tests/support/render-app.tsx";

// Load supabase-js and the page chunk once up front, so a busy machine doesn't time out the first render.
beforeAll(async () => {
  await Promise.all([getSupabase(), import("@/app/routes/services")]);
}, 30_000);
afterEach(() => {
  vi.useRealTimers();
});

const slow = { timeout: 10_000 };

/** The card (list item) of a media service by its heading. */
function mediaCard(title: string): HTMLElement {
  return screen.getByRole("heading", { level: 3, name: title }).closest("li")!;
}

describe("services page prices", () => {
  it("shows each service's lowest loaded under_1500 price", async () => {
    server.use(servicePricingAnswer(() => DISTINCT_STARTING_PRICE_ROWS));
    const requests: Request[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/rest/v1/service_pricing")) requests.push(request.clone());
    });
    renderApp("/services");
    const appraisalCard = (await screen.findByRole("heading", { level: 3, name: "Residential Appraisal" }, slow)).parentElement!;
    // Two appraisal rows (415 and 399): the lower one wins.
    expect(await within(appraisalCard).findByText("From $399", {}, slow)).toBeInTheDocument();
    expect(within(mediaCard("Professional Photography")).getByText("From $189")).toBeInTheDocument();
    expect(within(mediaCard("Aerial & Drone Photography")).getByText("From $179")).toBeInTheDocument();
    expect(within(mediaCard("Floor Plans")).getByText("From $119")).toBeInTheDocument();
    expect(within(mediaCard("Virtual Tours")).getByText("From $289")).toBeInTheDocument();
    expect(within(mediaCard("Real Estate Videography")).getByText("From $379")).toBeInTheDocument();
    expect(within(mediaCard("Property Showcase")).getByText("From $139")).toBeInTheDocument();

    // One read of the tier, the same the quote and the home page make (one cache entry).
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(url.searchParams.get("tier_name")).toBe("eq.under_1500");
    expect(url.searchParams.get("select")).toBe("id,service_id,service_name,price,description,tier_name");
    server.events.removeAllListeners();
  });

  it("keeps the default of a service without a loaded price", async () => {
    server.use(
      servicePricingAnswer(() => [under1500Row("floor-plans", "99.00")]),
    );
    renderApp("/services");
    await screen.findByRole("heading", { level: 3, name: "Floor Plans" }, slow);
    expect(await within(mediaCard("Floor Plans")).findByText("From $99", {}, slow)).toBeInTheDocument();
    expect(within(mediaCard("Professional Photography")).getByText("From $200")).toBeInTheDocument();
    expect(within(mediaCard("Virtual Tours")).getByText("From $300")).toBeInTheDocument();
  });

  it("shows the defaults when the lookup fails, and only logs the failure", async () => {
    server.use(http.get(restUrl("service_pricing"), () => HttpResponse.json({ message: "boom" }, { status: 500 })));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderApp("/services");
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Query failed", ["service-pricing", "under_1500"], expect.any(Error)), slow);
    // The route loader starts the lookup, so its failure can be logged before the page has rendered.
    const appraisalCard = (await screen.findByRole("heading", { level: 3, name: "Residential Appraisal" }, slow)).parentElement!;
    expect(within(appraisalCard).getByText("From $450")).toBeInTheDocument();
    expect(within(mediaCard("Floor Plans")).getByText("From $125")).toBeInTheDocument();
    // Every card and every Starting Prices row of the catalogue, at its under_1500 price.
    for (const { card, prices } of CARD_SERVICES) {
      expect(within(mediaCard(card.title)).getByText(`From ${formatPrice(prices.under_1500)}`)).toBeInTheDocument();
    }
    const table = screen.getByRole("table", { name: "Starting price of each service" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(
      STARTING_PRICED_SERVICES.map(
        ({ startingPriceRow: { label, note }, prices }) => `${label} (${note})${formatPrice(prices.under_1500)}`,
      ),
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("services page sections and links", () => {
  it("links the 15 appraisal types in collapsible groups, the commercial card, the media cards and showcases", async () => {
    const { user } = renderApp("/services");
    await screen.findByRole("heading", { level: 1, name: "Appraisal & Property Photography Services" }, slow);
    const appraisalLinks = screen.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("/appraisals/"));
    expect(new Set(appraisalLinks.map((link) => link.getAttribute("href"))).size).toBe(15);

    const group = screen.getByRole("button", { name: /Divorce & Legal Proceedings/ });
    expect(group).toHaveAttribute("aria-expanded", "true");
    await user.click(group);
    expect(group).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: /Litigation Appraisal/ })).toBeNull();

    expect(screen.getByRole("link", { name: /Contact us about a commercial appraisal/ })).toHaveAttribute("href", "/contact");
    expect(within(mediaCard("Professional Photography")).getByRole("link")).toHaveAttribute("href", "/gallery?tab=photography");
    expect(within(mediaCard("Aerial & Drone Photography")).getByRole("link")).toHaveAttribute("href", "/gallery?tab=aerial");
    expect(within(mediaCard("Floor Plans")).getByRole("link")).toHaveAttribute("href", "/gallery?tab=floorplans");
    expect(within(mediaCard("Real Estate Videography")).getByRole("link")).toHaveAttribute("href", "/gallery?tab=video");
    expect(within(mediaCard("Property Showcase")).getByRole("link")).toHaveAttribute("href", "/showcase");

    const jump = screen.getByRole("navigation", { name: "Service categories" });
    expect(within(jump).getByRole("link", { name: "Appraisal Services" })).toHaveAttribute("href", "/services#appraisal-services");
    expect(within(jump).getByRole("link", { name: "Photography Services" })).toHaveAttribute("href", "/services#photography-services");
  });
});

describe("services page hash highlight", () => {
  it("scrolls to the section named by the URL hash and highlights it", async () => {
    renderApp("/services#photography-services");
    const section = (await screen.findByRole("heading", { level: 2, name: "Photography & Media Services" }, slow)).closest("section")!;
    await waitFor(() => expect(section).toHaveAttribute("data-highlighted", "true"));
    expect(section.className).toMatch(/ring-4/);
    // ScrollToTop looks for the target every 100 ms until the page has rendered it; the
    // highlight can come first (a fresh-clone CI run asserted in between, and failed).
    await waitFor(() => expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(section));
  });

  it("removes the highlight after exactly 3 seconds, and highlights again on the next jump", async () => {
    const { router } = renderApp("/services");
    const appraisal = (await screen.findByRole("heading", { level: 2, name: "Appraisal Services" }, slow)).closest("section")!;
    const pricing = screen.getByRole("heading", { level: 2, name: "Starting Prices" }).closest("section")!;
    expect(appraisal).not.toHaveAttribute("data-highlighted");

    vi.useFakeTimers();
    await act(async () => {
      await router.navigate("/services#appraisal-services");
    });
    expect(HASH_HIGHLIGHT_MS).toBe(3000);
    expect(appraisal).toHaveAttribute("data-highlighted", "true");
    expect(pricing).not.toHaveAttribute("data-highlighted");
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(appraisal).toHaveAttribute("data-highlighted", "true");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(appraisal).not.toHaveAttribute("data-highlighted");

    // The sticky jump button to the same section highlights it again.
    await act(async () => {
      await router.navigate("/services#appraisal-services");
    });
    expect(appraisal).toHaveAttribute("data-highlighted", "true");
    vi.useRealTimers();
  });

  it("ignores a hash that names no section", async () => {
    renderApp("/services#nothing-here");
    await screen.findByRole("heading", { level: 1 }, slow);
    expect(document.querySelector("[data-highlighted]")).toBeNull();
  });
});

/**
 * A blob's bytes. Under jsdom the global Blob is jsdom's, which has no arrayBuffer() and is
 * read with its FileReader; Node 24's fetch makes its blobs with that global, Node 22's its own.
 */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === "function") return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error("could not read the blob"));
    reader.readAsArrayBuffer(blob);
  });
}

describe("sample appraisal report", () => {
  const reportUrl = `${TEST_SUPABASE_URL}/storage/v1/object/public/appraisal-sample/sample-appraisal-report.pdf`;

  it("previews the report from the appraisal-sample bucket in the PDF viewer", async () => {
    const { user } = renderApp("/services");
    await user.click(await screen.findByRole("button", { name: "Preview Sample Report" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Sample Appraisal Report" });
    expect(within(dialog).getByTitle("Sample Appraisal Report")).toHaveAttribute("src", reportUrl);
    expect(within(dialog).getByRole("link", { name: "Open in new tab" })).toHaveAttribute("href", reportUrl);
  });

  it("shows 'PDF Preview Not Available' when the file is missing", async () => {
    server.use(http.head(reportUrl, () => new HttpResponse(null, { status: 404 })));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderApp("/services");
    await user.click(await screen.findByRole("button", { name: "Preview Sample Report" }, slow));
    expect(await screen.findByText("PDF Preview Not Available")).toBeInTheDocument();
  });

  it("downloads the report as a PDF file", async () => {
    const createObjectURL = vi.fn((_blob: Blob) => "blob:sample");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { user } = renderApp("/services");
    await user.click(await screen.findByRole("button", { name: "Download Sample (PDF)" }, slow));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe("Sample-Appraisal-Report.pdf");
    expect(clicks[0]!.href).toBe("blob:sample");
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe("application/pdf");
    expect(new TextDecoder().decode((await bytesOf(blob)).slice(0, 5))).toBe("%PDF-");
  });

  it("only logs a failed download", async () => {
    server.use(http.get(reportUrl, () => new HttpResponse(null, { status: 500 })));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderApp("/services");
    await user.click(await screen.findByRole("button", { name: "Download Sample (PDF)" }, slow));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Could not download the sample appraisal report", expect.any(Error)));
    expect(screen.getByRole("button", { name: "Download Sample (PDF)" })).toBeEnabled();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
