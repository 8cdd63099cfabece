import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ShowcaseReport } from "#schemas/showcase-report.ts";
import { getSupabase } from "@/lib/supabase";
import { server } from "#tests/msw/server.ts";
import { functionUrl, rpcUrl } from "#tests/msw/urls.ts";
import { currentUrl, renderApp } from "#tests/support/render-app.tsx";

/** The agent's report page (docs/decisions/038) against a stand-in of the showcase_report RPC. */

const KEY = "k3Y_abcdefghijklmnopqrstuvwxyz012";
const SLUG = "14-old-mill-road-tewksbury";

function day(offset: number): string {
  return new Date(Date.UTC(2026, 10, 20 + offset)).toISOString().slice(0, 10);
}

const report: ShowcaseReport = {
  showcase: { id: "6f1c1f0e-3a52-4c1e-9a57-2b1a8d1e0001", slug: SLUG, address: "14 Old Mill Rd", city: "Oldwick", isPublic: true },
  period: { days: 7, from: day(0), to: day(6), timeZone: "America/New_York" },
  totals: { pageViews: 12, uniqueVisitors: 9, averageSecondsOnPage: 75, phoneClicks: 2, emailClicks: 1 },
  daily: Array.from({ length: 7 }, (_, index) => ({ date: day(index), pageViews: index === 3 ? 6 : 1, uniqueVisitors: index === 3 ? 4 : 1 })),
  media: [
    { section: "photos", shownTo: 9, seenBy: 9 },
    { section: "matterport", shownTo: 9, seenBy: 3 },
  ],
  channels: { mls: 3, flyer: 4, campaign: 1, referral: 2, direct: 2 },
  campaigns: [
    { source: "flyer", medium: "qr", campaign: null, visits: 4 },
    { source: "newsletter", medium: "email", campaign: "spring", visits: 1 },
  ],
  referrers: [{ domain: "zillow.com", visits: 2 }],
};

interface RpcCall {
  body: Record<string, unknown>;
  referrerPolicy: string;
}

function answerRpc(answer: () => Response | Promise<Response>): RpcCall[] {
  const calls: RpcCall[] = [];
  server.use(
    http.post(rpcUrl("showcase_report"), async ({ request }) => {
      calls.push({ body: (await request.json()) as Record<string, unknown>, referrerPolicy: request.referrerPolicy });
      return answer();
    }),
  );
  return calls;
}

beforeAll(async () => {
  await Promise.all([getSupabase(), import("@/app/routes/showcase-report")]);
}, 30_000);

beforeEach(() => {
  // jsdom cannot draw on a canvas: the chart leaves its table as the whole chart.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

describe("/showcase/:slug/report", () => {
  it("shows the figures of the period: totals, a chart with a table, media seen and sources", async () => {
    const calls = answerRpc(() => HttpResponse.json(report));
    renderApp(`/showcase/${SLUG}/report?key=${KEY}&days=7`);
    expect(await screen.findByText("Loading the report...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "14 Old Mill Rd" })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ p_showcase: SLUG, p_key: KEY, p_days: 7 });

    const totals = screen.getAllByRole("definition").map((cell) => cell.textContent);
    expect(totals).toEqual(expect.arrayContaining(["12", "9", "1 min 15 s", "2", "1"]));
    expect(screen.getByRole("img", { name: /12 page views, 9 unique visitors; the busiest day was Nov 23, 2026 with 6/ })).toBeInTheDocument();
    const daily = screen.getByRole("table", { name: "Page views and unique visitors per day" });
    expect(within(daily).getAllByRole("row")).toHaveLength(8);
    expect(within(daily).getByRole("row", { name: "Nov 23, 2026 6 4" })).toBeInTheDocument();

    const media = screen.getByRole("region", { name: "What visitors looked at" });
    expect(within(media).getByText("Photos").parentElement).toHaveTextContent("100% (9)");
    expect(within(media).getByText("Virtual tour").parentElement).toHaveTextContent("33% (3)");

    const sources = screen.getByRole("table", { name: "Page views by source" });
    expect(within(sources).getByRole("row", { name: "Flyer QR code 4 33%" })).toBeInTheDocument();
    expect(within(sources).getByRole("row", { name: "MLS version 3 25%" })).toBeInTheDocument();
    expect(screen.getByText("newsletter / email / spring")).toBeInTheDocument();
    expect(screen.getByText("zillow.com")).toBeInTheDocument();
  });

  it("switches the period in the URL with the keyboard", async () => {
    const calls = answerRpc(() => HttpResponse.json(report));
    const { router, user } = renderApp(`/showcase/${SLUG}/report?key=${KEY}`);
    await screen.findByRole("heading", { level: 1, name: "14 Old Mill Rd" });
    expect(calls[0]?.body.p_days).toBe(30);
    expect(screen.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
    screen.getByRole("button", { name: "Last 90 days" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(calls.at(-1)?.body.p_days).toBe(90));
    expect(currentUrl(router)).toBe(`/showcase/${SLUG}/report?key=${KEY}&days=90`);
    expect(screen.getByRole("button", { name: "Last 90 days" })).toHaveAttribute("aria-pressed", "true");
  });

  it("gives the MLS link with a copy button", async () => {
    answerRpc(() => HttpResponse.json(report));
    renderApp(`/showcase/${SLUG}/report?key=${KEY}`);
    // After renderApp: user-event installs its own clipboard stand-in.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const field = await screen.findByRole("textbox", { name: "Unbranded link for the MLS" });
    expect(field).toHaveValue(`https://www.example.test/showcase/${SLUG}/mls`);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy MLS link" })));
    expect(writeText).toHaveBeenCalledWith(`https://www.example.test/showcase/${SLUG}/mls`);
    expect(await screen.findByText("MLS link copied.")).toBeInTheDocument();
  });

  it("offers the showcase's printable flyer beside the MLS link", async () => {
    answerRpc(() => HttpResponse.json(report));
    renderApp(`/showcase/${SLUG}/report?key=${KEY}`);
    const share = await screen.findByRole("region", { name: "Share this showcase" });
    expect(within(share).getByRole("heading", { name: "Printable flyer" })).toBeInTheDocument();
    expect(await within(share).findByRole("button", { name: "Flyer" })).toBeEnabled();
  });

  it("says where to print the flyer when the showcase cannot be read", async () => {
    answerRpc(() => HttpResponse.json(report));
    server.use(http.get(/\/rest\/v1\/property_showcases/, () => HttpResponse.json({ message: "down" }, { status: 500 })));
    renderApp(`/showcase/${SLUG}/report?key=${KEY}`);
    expect(await screen.findByText("The flyer could not be prepared here. Open the showcase page to print it.")).toBeInTheDocument();
  });

  it("shows the empty state when nobody visited in the period", async () => {
    answerRpc(() =>
      HttpResponse.json({
        ...report,
        totals: { pageViews: 0, uniqueVisitors: 0, averageSecondsOnPage: null, phoneClicks: 0, emailClicks: 0 },
        daily: report.daily.map((entry) => ({ ...entry, pageViews: 0, uniqueVisitors: 0 })),
        media: [],
        channels: { mls: 0, flyer: 0, campaign: 0, referral: 0, direct: 0 },
        campaigns: [],
        referrers: [],
      }),
    );
    renderApp(`/showcase/${SLUG}/report?key=${KEY}`);
    expect(await screen.findByText("No visits yet")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("button", { name: "Copy MLS link" })).toBeInTheDocument();
  });

  it("says 'This report link is not valid' for a wrong key or unknown showcase (null), and for a malformed key without asking", async () => {
    const calls = answerRpc(() => HttpResponse.json(null));
    const wrong = renderApp(`/showcase/${SLUG}/report?key=${KEY}`);
    expect(await screen.findByRole("heading", { level: 1, name: "This report link is not valid" })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    wrong.unmount();
    renderApp(`/showcase/${SLUG}/report?key=short`);
    expect(await screen.findByRole("heading", { level: 1, name: "This report link is not valid" })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("says so when the connection is rate-limited (429), without retrying", async () => {
    const calls = answerRpc(() => HttpResponse.json({ code: "P0429", message: "Too many invalid report links: try again later" }, { status: 429 }));
    renderApp(`/showcase/${SLUG}/report?key=${KEY}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Too many attempts" })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("offers to try again after a server error", async () => {
    let fail = true;
    answerRpc(() => (fail ? HttpResponse.json({ message: "down" }, { status: 500 }) : HttpResponse.json(report)));
    const { user } = renderApp(`/showcase/${SLUG}/report?key=${KEY}`);
    expect(await screen.findByRole("heading", { level: 1, name: "The report could not be loaded" }, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "14 Old Mill Rd" })).toBeInTheDocument();
  });

  it("asks browsers to send no referrer, is noindex, and logs the site visit without the key", async () => {
    answerRpc(() => HttpResponse.json(report));
    const visits: Record<string, unknown>[] = [];
    server.use(
      http.post(functionUrl("log-site-visit"), async ({ request }) => {
        visits.push(JSON.parse(await request.text()) as Record<string, unknown>);
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    const view = renderApp(`/showcase/${SLUG}/report?key=${KEY}&days=7`);
    await screen.findByRole("heading", { level: 1, name: "14 Old Mill Rd" });
    await waitFor(() => expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer"));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    // Leaving the page sends its view; the next page's referrer and previous page name it too.
    await act(() => view.router.navigate("/about"));
    await waitFor(() => expect(visits.length).toBeGreaterThan(0));
    expect(visits[0]?.page_path).toBe(`/showcase/${SLUG}/report`);
    await act(() => view.router.navigate("/faqs"));
    await waitFor(() => expect(visits.length).toBeGreaterThan(1));
    expect(visits[1]).toMatchObject({ page_path: "/about", previous_page: `/showcase/${SLUG}/report` });
    expect(JSON.stringify(visits)).not.toContain(KEY);
  });
});
