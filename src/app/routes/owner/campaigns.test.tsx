import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse, type JsonBodyType } from "msw";
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { DESK_EXPECTED, deskReportAnswer, figureTexts } from "#tests/support/campaign-funnel.ts";
import { server } from "#tests/msw/server.ts";
import { restUrl, rpcUrl } from "#tests/msw/urls.ts";
import { blockingViolations } from "#tests/support/axe.ts";
import { signedInOwnerQueryClient } from "#tests/support/owner-session.ts";
import { renderApp as renderAnyApp } from "#tests/support/render-app.tsx";

/** The desk's Campaigns page (docs/product.md, "Campaigns"; docs/decisions/063) against a stand-in of its RPCs. */

const renderApp = (path: string) => renderAnyApp(path, { queryClient: signedInOwnerQueryClient() });

interface StandIn {
  report: ReturnType<typeof deskReportAnswer> | { status: number; body: JsonBodyType };
  reportCalls: Record<string, unknown>[];
  links: { id: string; report_key: string; label: string; campaigns: string[]; created_at: string; revoked_at: string | null }[];
  writes: { path: string; body: unknown }[];
}
let standIn: StandIn;

beforeAll(async () => {
  await Promise.all([import("@/app/routes/owner/desk-layout"), import("@/app/routes/owner/campaigns")]);
}, 60_000);

beforeEach(() => {
  standIn = { report: deskReportAnswer(), reportCalls: [], links: [], writes: [] };
  server.use(
    http.post(rpcUrl("owner_campaign_report"), async ({ request }) => {
      standIn.reportCalls.push((await request.json()) as Record<string, unknown>);
      const { report } = standIn;
      return "status" in report ? HttpResponse.json(report.body, { status: report.status }) : HttpResponse.json(report);
    }),
    http.get(restUrl("campaign_report_links"), () => HttpResponse.json(standIn.links)),
    http.post(rpcUrl("owner_create_campaign_link"), async ({ request }) => {
      const body = (await request.json()) as { p_label: string; p_campaigns: string[] };
      standIn.writes.push({ path: "owner_create_campaign_link", body });
      const link = {
        id: "66666666-6666-4666-8666-666666666666",
        report_key: "k".repeat(32),
        label: body.p_label,
        campaigns: body.p_campaigns,
        created_at: "2026-11-29T12:00:00Z",
        revoked_at: null,
      };
      standIn.links.unshift(link);
      return HttpResponse.json(link);
    }),
    http.post(rpcUrl("owner_revoke_campaign_link"), async ({ request }) => {
      const body = (await request.json()) as { p_id: string };
      standIn.writes.push({ path: "owner_revoke_campaign_link", body });
      standIn.links = standIn.links.map((link) => (link.id === body.p_id ? { ...link, revoked_at: "2026-11-29T13:00:00Z" } : link));
      return HttpResponse.json({});
    }),
  );
});

/** The cells of a table row after its heading cell. */
const rowCells = (row: HTMLElement) => within(row).getAllByRole("cell").map((cell) => cell.textContent);

describe("/owner/campaigns", () => {
  it("shows every figure and rate of the hand count by campaign, code and week, and the rule under the tables", async () => {
    renderApp("/owner/campaigns?weeks=52");
    const byCampaign = await screen.findByRole("region", { name: "Figures by campaign" });
    const rows = within(byCampaign).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(DESK_EXPECTED.byCampaign.length);
    DESK_EXPECTED.byCampaign.forEach((expected, index) => {
      const row = rows[index]!;
      expect(within(row).getByRole("rowheader")).toHaveTextContent(expected.campaign ?? "(no campaign)");
      expect(rowCells(row)).toEqual([expected.source ?? "—", expected.medium ?? "—", ...figureTexts(expected)]);
    });
    const byCode = screen.getByRole("region", { name: "Figures by discount code" });
    const codeRows = within(byCode).getAllByRole("row").slice(1);
    DESK_EXPECTED.byCode.forEach((expected, index) => {
      const texts = figureTexts(expected);
      expect(within(codeRows[index]!).getByRole("rowheader")).toHaveTextContent(expected.code);
      expect(rowCells(codeRows[index]!)).toEqual([texts[3], texts[4], texts[5], texts[6], texts[7], texts[11]]);
    });
    const totals = screen.getAllByRole("definition").map((item) => item.textContent);
    expect(totals).toEqual(figureTexts(DESK_EXPECTED.totals).slice(0, 8));
    expect(screen.getByText(/A booking later cancelled counts as booked and is shown as cancelled/)).toBeInTheDocument();
    // The weeks' table (the chart's figures; jsdom cannot draw the canvas, so it is open).
    const weekTable = screen.getByRole("table", { name: "Landings, quotes, requests and bookings per week" });
    expect(within(weekTable).getAllByRole("row").slice(1).map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["Mar 2", "Mar 9"]);
    expect(standIn.reportCalls[0]).toMatchObject({ p_to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(await blockingViolations()).toEqual([]);
  }, 60_000);

  it("filters by source and medium through the report call", async () => {
    const { user } = renderApp("/owner/campaigns");
    await screen.findByRole("region", { name: "Figures by campaign" });
    await user.selectOptions(screen.getByLabelText(/^Source/), "postcard");
    await waitFor(() => expect(standIn.reportCalls.at(-1)).toMatchObject({ p_source: "postcard" }));
    await user.selectOptions(screen.getByLabelText(/^Medium/), "print");
    await waitFor(() => expect(standIn.reportCalls.at(-1)).toMatchObject({ p_source: "postcard", p_medium: "print" }));
  });

  it("downloads the same figures as CSV", async () => {
    const created: Blob[] = [];
    const spy = vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:campaigns";
    });
    onTestFinished(() => spy.mockRestore());
    const { user } = renderApp("/owner/campaigns");
    await screen.findByRole("region", { name: "Figures by campaign" });
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(created).toHaveLength(1);
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(csv.split("\r\n")[1]).toBe("campaign,spring mailing,newsletter,email,,,26,4,3,3,2,1,450.00,50.00,15.4,75,100,66.7,7.7");
    expect(csv).toContain("total,,,,,,30,7,5,5,4,1,1230.00,170.00,23.3,71.4,100,80,13.3");
  });

  it("makes a marketer link for chosen campaigns and revokes it", async () => {
    const { user } = renderApp("/owner/campaigns");
    await screen.findByText("No marketer link yet.");
    await user.click(screen.getByRole("button", { name: "Make a link" }));
    expect(await screen.findByText("Give the link a label")).toBeInTheDocument();
    expect(screen.getByText("Choose at least one campaign")).toBeInTheDocument();
    expect(standIn.writes).toEqual([]);
    // The label goes in as one input event (a paste): typed key by key, each key renders the
    // whole report page again, which a busy machine took 10 s over.
    await user.click(screen.getByLabelText(/Label/));
    await user.paste("Spring mailing for Acme");
    await user.click(screen.getByRole("checkbox", { name: "spring mailing" }));
    await user.click(screen.getByRole("button", { name: "Make a link" }));
    await waitFor(() => expect(standIn.writes[0]).toEqual({ path: "owner_create_campaign_link", body: { p_label: "Spring mailing for Acme", p_campaigns: ["spring mailing"] } }));
    expect(await screen.findByText("Spring mailing for Acme")).toBeInTheDocument();
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    onTestFinished(() => confirm.mockRestore());
    await user.click(screen.getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("Revoked")).toBeInTheDocument();
    expect(standIn.writes[1]).toEqual({ path: "owner_revoke_campaign_link", body: { p_id: "66666666-6666-4666-8666-666666666666" } });
  }, 30_000);

  it("says when the report could not be loaded, and loads it again", async () => {
    standIn.report = { status: 500, body: { code: "XX000", message: "boom" } };
    const { user } = renderApp("/owner/campaigns");
    expect(await screen.findByText("The campaigns could not be loaded", {}, { timeout: 10_000 })).toBeInTheDocument();
    standIn.report = deskReportAnswer();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Figures by campaign" })).toBeInTheDocument();
  }, 30_000);

  it("says when the period has nothing", async () => {
    const empty = deskReportAnswer();
    const zero = { ...DESK_EXPECTED.totals, landings: 0, quotesOpened: 0, quotesPriced: 0, requests: 0, booked: 0, cancelled: 0, bookedValue: 0, discountGiven: 0 };
    standIn.report = { ...empty, totals: zero, byCampaign: [], byCode: [], weekly: [], sources: [], media: [] };
    renderApp("/owner/campaigns");
    expect(await screen.findAllByText("No landings, quotes or requests in this period.")).not.toHaveLength(0);
    expect(screen.getByText("No request used a discount code in this period.")).toBeInTheDocument();
    expect(screen.getByText("No campaign in this period to make a link for.")).toBeInTheDocument();
  });
});
