import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS, type ReportPeriod, type ShowcaseMediaSection } from "#shared/visit-log.ts";
import type { ShowcaseReport } from "#schemas/showcase-report.ts";
import { durationText, longDayText, percentText, shortDayText } from "#shared/report-figures.ts";

export { durationText, longDayText, percentText, shortDayText };

/**
 * Pure logic of the agent's engagement report (docs/decisions/038): the period in the URL, and the
 * RPC's aggregates turned into what the page shows. No React, no network.
 */

export { REPORT_PERIODS, type ReportPeriod };

/** The period of `?days=`: 7, 30 or 90; anything else is the default (30). */
export function parseReportDays(value: string | null | undefined): ReportPeriod {
  const days = Number(value);
  return REPORT_PERIODS.includes(days as ReportPeriod) ? (days as ReportPeriod) : DEFAULT_REPORT_PERIOD;
}

/** A report key as it may appear in a link: URL-safe base64, 22 to 128 characters (at least 128 bits). */
export function isWellFormedReportKey(key: string | null | undefined): key is string {
  return typeof key === "string" && /^[A-Za-z0-9_-]{22,128}$/.test(key);
}

export const MEDIA_SECTION_LABELS: Record<ShowcaseMediaSection, string> = {
  photos: "Photos",
  videos: "Videos",
  floorplans: "Floor plans",
  matterport: "Virtual tour",
  aerial: "Aerial",
};

/** Each media section the page had: the share of all visitors in the period who saw it. */
export function mediaRows(report: ShowcaseReport): { section: ShowcaseMediaSection; label: string; seenBy: number; share: string }[] {
  return report.media.map((row) => ({
    section: row.section,
    label: MEDIA_SECTION_LABELS[row.section],
    seenBy: row.seenBy,
    share: percentText(row.seenBy, report.totals.uniqueVisitors),
  }));
}

const CHANNEL_LABELS: Record<keyof ShowcaseReport["channels"], string> = {
  flyer: "Flyer QR code",
  mls: "MLS version",
  campaign: "Other campaign links",
  referral: "Other websites",
  direct: "Direct (typed, bookmarked or shared without a source)",
};

/** Where visits came from, one heading per visit, largest first (headings with none left out). */
export function channelRows(report: ShowcaseReport): { channel: keyof ShowcaseReport["channels"]; label: string; visits: number; share: string }[] {
  return (Object.keys(CHANNEL_LABELS) as (keyof ShowcaseReport["channels"])[])
    .map((channel) => ({
      channel,
      label: CHANNEL_LABELS[channel],
      visits: report.channels[channel],
      share: percentText(report.channels[channel], report.totals.pageViews),
    }))
    .filter((row) => row.visits > 0)
    .sort((a, b) => b.visits - a.visits);
}

/** "newsletter / email / spring" with "—" for a missing part. */
export function campaignText(campaign: { source: string | null; medium: string | null; campaign: string | null }): string {
  return [campaign.source, campaign.medium, campaign.campaign].map((part) => part ?? "—").join(" / ");
}

/** uPlot's data: x as Unix seconds (noon UTC of each day, so no time zone moves a day), then the two series. */
export function dailyChartData(report: ShowcaseReport): [number[], number[], number[]] {
  const xs = report.daily.map((day) => Date.parse(`${day.date}T12:00:00Z`) / 1000);
  return [xs, report.daily.map((day) => day.pageViews), report.daily.map((day) => day.uniqueVisitors)];
}

/** One sentence for screen readers in place of the chart. */
export function chartSummary(report: ShowcaseReport): string {
  const busiest = report.daily.reduce<{ date: string; pageViews: number } | null>(
    (best, day) => (day.pageViews > 0 && (!best || day.pageViews > best.pageViews) ? day : best),
    null,
  );
  const base = `Page views and unique visitors per day, ${longDayText(report.period.from)} to ${longDayText(report.period.to)}: ${report.totals.pageViews} page views, ${report.totals.uniqueVisitors} unique visitors`;
  return busiest ? `${base}; the busiest day was ${longDayText(busiest.date)} with ${busiest.pageViews}.` : `${base}.`;
}
