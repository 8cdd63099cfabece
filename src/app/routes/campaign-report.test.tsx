import { screen, within } from "@testing-library/react";
import { http, HttpResponse, type JsonBodyType } from "msw";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MARKETER_EXPECTED, marketerReportAnswer, figureTexts } from "#tests/support/campaign-funnel.ts";
import { server } from "#tests/msw/server.ts";
import { rpcUrl } from "#tests/msw/urls.ts";
import { blockingViolations } from "#tests/support/axe.ts";
import { renderApp } from "#tests/support/render-app.tsx";
import { CAMPAIGN_REPORT_MESSAGES } from "./campaign-report";

/** A marketer's private report page (docs/product.md, "Campaigns"; docs/decisions/063) against a stand-in of its RPC. */

const KEY = "K".repeat(32);
let answer: { status: number; body: JsonBodyType };
let calls: Record<string, unknown>[];

beforeAll(async () => {
  await import("./campaign-report");
}, 60_000);

beforeEach(() => {
  calls = [];
  answer = { status: 200, body: marketerReportAnswer() };
  server.use(
    http.post(rpcUrl("marketer_campaign_report"), async ({ request }) => {
      calls.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
});

describe("/campaign-report", () => {
  it("shows the link's campaigns with every figure and rate, and no one's name, email, phone or address", async () => {
    renderApp(`/campaign-report?key=${KEY}&weeks=52`);
    expect(await screen.findByRole("heading", { level: 1, name: "Campaign report: Spring mailing for Acme" })).toBeInTheDocument();
    const rows = within(screen.getByRole("region", { name: "Figures by campaign" })).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    MARKETER_EXPECTED.byCampaign.forEach((expected, index) => {
      expect(within(rows[index]!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([expected.source, expected.medium, ...figureTexts(expected)]);
    });
    expect(screen.getAllByRole("definition").map((item) => item.textContent)).toEqual(figureTexts(MARKETER_EXPECTED.totals).slice(0, 8));
    expect(calls[0]).toMatchObject({ p_key: KEY });
    expect(document.querySelector('meta[name="referrer"]')?.getAttribute("content")).toBe("no-referrer");
    const shown = screen.getByRole("main").cloneNode(true) as HTMLElement;
    shown.querySelectorAll("script, style").forEach((element) => element.remove());
    expect(shown.textContent).not.toMatch(/@|\d{3}[-. ]?\d{3}[-. ]?\d{4}|Funnel|Hunterdon/);
    expect(await blockingViolations()).toEqual([]);
  }, 60_000);

  it("says a wrong or revoked link is not valid", async () => {
    answer = { status: 200, body: null };
    renderApp(`/campaign-report?key=${KEY}`);
    expect(await screen.findByText(CAMPAIGN_REPORT_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Figures by campaign" })).toBeNull();
  });

  it("answers a malformed key the same way, without asking", async () => {
    renderApp("/campaign-report?key=short");
    expect(await screen.findByText(CAMPAIGN_REPORT_MESSAGES.invalid)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("says too many attempts on 429", async () => {
    answer = { status: 429, body: { code: "P0429", message: "Too many invalid report links: try again later" } };
    renderApp(`/campaign-report?key=${KEY}`);
    expect(await screen.findByText(CAMPAIGN_REPORT_MESSAGES.limited)).toBeInTheDocument();
  });
});
