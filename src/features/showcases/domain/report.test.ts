import { describe, expect, it } from "vitest";
import type { ShowcaseReport } from "#schemas/showcase-report.ts";
import {
  campaignText,
  channelRows,
  chartSummary,
  dailyChartData,
  durationText,
  isWellFormedReportKey,
  longDayText,
  mediaRows,
  parseReportDays,
  percentText,
  shortDayText,
} from "@/features/showcases/domain/report";

const report = {
  showcase: { id: "6f1c1f0e-3a52-4c1e-9a57-2b1a8d1e0001", slug: "x", address: "1 A St", city: null, isPublic: true },
  period: { days: 7, from: "2026-11-20", to: "2026-11-26", timeZone: "America/New_York" },
  totals: { pageViews: 8, uniqueVisitors: 4, averageSecondsOnPage: 60, phoneClicks: 0, emailClicks: 0 },
  daily: [
    { date: "2026-11-25", pageViews: 3, uniqueVisitors: 2 },
    { date: "2026-11-26", pageViews: 5, uniqueVisitors: 3 },
  ],
  media: [{ section: "aerial", shownTo: 4, seenBy: 1 }],
  channels: { mls: 2, flyer: 0, campaign: 1, referral: 0, direct: 5 },
  campaigns: [],
  referrers: [],
} satisfies ShowcaseReport;

describe("report domain", () => {
  it("reads the period from the URL, 30 days by default", () => {
    expect(parseReportDays("7")).toBe(7);
    expect(parseReportDays("90")).toBe(90);
    for (const value of [null, "", "14", "abc", "30.5", "-7"]) expect(parseReportDays(value)).toBe(30);
  });

  it("accepts only keys of at least 128 bits in URL-safe base64", () => {
    expect(isWellFormedReportKey("a".repeat(22))).toBe(true);
    expect(isWellFormedReportKey("A-_9".repeat(8))).toBe(true);
    expect(isWellFormedReportKey("a".repeat(21))).toBe(false);
    expect(isWellFormedReportKey("a".repeat(21) + "=")).toBe(false);
    expect(isWellFormedReportKey(null)).toBe(false);
  });

  it("writes shares, durations and days", () => {
    expect(percentText(1, 3)).toBe("33%");
    expect(percentText(0, 0)).toBe("0%");
    expect(durationText(45)).toBe("45 s");
    expect(durationText(120)).toBe("2 min");
    expect(durationText(75)).toBe("1 min 15 s");
    expect(durationText(null)).toBe("—");
    expect(shortDayText("2026-01-05")).toBe("Jan 5");
    expect(longDayText("2026-12-31")).toBe("Dec 31, 2026");
    expect(campaignText({ source: "flyer", medium: "qr", campaign: null })).toBe("flyer / qr / —");
  });

  it("turns aggregates into rows: media share of visitors, sources largest first without empty ones", () => {
    expect(mediaRows(report)).toEqual([{ section: "aerial", label: "Aerial", seenBy: 1, share: "25%" }]);
    expect(channelRows(report).map((row) => [row.channel, row.visits, row.share])).toEqual([
      ["direct", 5, "63%"],
      ["mls", 2, "25%"],
      ["campaign", 1, "13%"],
    ]);
  });

  it("gives the chart its data at noon UTC of each day, and a sentence in its place", () => {
    expect(dailyChartData(report)).toEqual([[Date.UTC(2026, 10, 25, 12) / 1000, Date.UTC(2026, 10, 26, 12) / 1000], [3, 5], [2, 3]]);
    expect(chartSummary(report)).toBe(
      "Page views and unique visitors per day, Nov 20, 2026 to Nov 26, 2026: 8 page views, 4 unique visitors; the busiest day was Nov 26, 2026 with 5.",
    );
  });
});
