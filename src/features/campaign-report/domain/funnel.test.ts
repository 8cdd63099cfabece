import { describe, expect, it } from "vitest";
import { campaignReportSchema } from "#schemas/campaign-report.ts";
import { DESK_EXPECTED, deskReportAnswer } from "#tests/support/campaign-funnel.ts";
import { ATTRIBUTION_RULE, funnelCsv, funnelCsvFileName, parseFunnelPeriod, periodDates, rateText } from "./funnel";

/** A CSV line split into cells (RFC 4180: quoted cells unquoted, "" as one quote). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      out.push(cell);
      cell = "";
    } else cell += char;
  }
  out.push(cell);
  return out;
}

const numbers = (row: (typeof DESK_EXPECTED.totals)) => [
  row.landings, row.quotesOpened, row.quotesPriced, row.requests, row.booked, row.cancelled,
  row.bookedValue.toFixed(2), row.discountGiven.toFixed(2),
  ...[row.rates.openedPerLanding, row.rates.pricedPerOpened, row.rates.requestsPerPriced, row.rates.bookedPerRequest, row.rates.bookedPerLanding],
].map((value) => (value === null ? "" : String(value)));

describe("funnelCsv", () => {
  const report = campaignReportSchema.parse(deskReportAnswer());
  const lines = funnelCsv(report).split("\r\n");

  it("has a row per campaign, code and week and the total, each with every figure and rate of the hand count", () => {
    expect(cells(lines[0]!).slice(0, 7)).toEqual(["section", "campaign", "source", "medium", "code", "week", "Landings"]);
    const rows = lines.slice(1, -2).map(cells);
    const expected = [
      ...DESK_EXPECTED.byCampaign.map((row) => ["campaign", row.campaign ?? "(no campaign)", row.source ?? "", row.medium ?? "", "", "", ...numbers(row)]),
      ...DESK_EXPECTED.byCode.map((row) => ["code", "", "", "", row.code, "", ...numbers(row)]),
      ...DESK_EXPECTED.weekly.map((row) => ["week", "", "", "", "", row.week, ...numbers(row)]),
      ["total", "", "", "", "", "", ...numbers(DESK_EXPECTED.totals)],
    ];
    expect(rows).toEqual(expected);
    expect(cells(lines.at(-2)!)[0]).toBe(`Period 2026-03-02 to 2026-03-15. ${ATTRIBUTION_RULE}`);
  });

  it("quotes a campaign name a spreadsheet would run as a formula", () => {
    const csv = funnelCsv({ ...report, byCampaign: [{ ...report.byCampaign[0]!, campaign: "=cmd|x" }] });
    expect(csv).toContain("campaign,'=cmd|x,");
  });

  it("names the file by label and period", () => {
    expect(funnelCsvFileName(report, "Spring mailing for Acme")).toBe("spring-mailing-for-acme-2026-03-02-to-2026-03-15.csv");
  });
});

describe("periods", () => {
  it("end today in New York and start on the day that makes whole weeks", () => {
    // 2026-11-30 03:00 UTC is still 29 November in New York.
    expect(periodDates(4, Date.parse("2026-11-30T03:00:00Z"))).toEqual({ from: "2026-11-02", to: "2026-11-29" });
    expect(periodDates(52, Date.parse("2026-11-29T12:00:00Z"))).toEqual({ from: "2025-12-01", to: "2026-11-29" });
  });

  it("fall back to 13 weeks for anything else in the URL", () => {
    expect(parseFunnelPeriod("26")).toBe(26);
    expect(parseFunnelPeriod("7")).toBe(13);
    expect(parseFunnelPeriod(null)).toBe(13);
  });

  it("write rates with a percent sign, and a dash where the stage before had none", () => {
    expect(rateText(15.4)).toBe("15.4%");
    expect(rateText(null)).toBe("—");
  });
});
