import type { CampaignReport, FunnelFigures } from "#schemas/campaign-report.ts";
import { addDays, BUSINESS_TIME_ZONE, localDate } from "#shared/booking/time-zone.ts";
import { toCsv } from "@/lib/csv";
import { formatNumber, formatPrice } from "@/lib/format";

/**
 * The campaign funnel's pure parts (docs/decisions/063-campaign-funnel.md): periods, the
 * stages and their labels, figures as text, the CSV and the chart's series. The desk's page,
 * the marketer's page and the CSV all read the report through these, so they show the same.
 */

/** The periods offered, in weeks ending today (New York), today included. */
export const FUNNEL_PERIODS = [4, 13, 26, 52] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];
export const DEFAULT_FUNNEL_PERIOD: FunnelPeriod = 13;

export function parseFunnelPeriod(value: string | null | undefined): FunnelPeriod {
  const weeks = Number(value);
  return (FUNNEL_PERIODS as readonly number[]).includes(weeks) ? (weeks as FunnelPeriod) : DEFAULT_FUNNEL_PERIOD;
}

/** The first and last New York day of the last `weeks` weeks up to `now`. */
export function periodDates(weeks: FunnelPeriod, now: number): { from: string; to: string } {
  const to = localDate(now, BUSINESS_TIME_ZONE);
  return { from: addDays(to, -(weeks * 7 - 1)), to };
}

/** The attribution rule, shown under every report table (docs/decisions/063). */
export const ATTRIBUTION_RULE =
  "Each figure counts in the week it happened. A quote or request is credited to the first campaign link its browser session landed from; a request without one, to the campaign tags of the page it was sent from. Landings count each browser session once per campaign and week, and at most 20 sessions a day from one network address. Requests flagged as spam are left out. A booking later cancelled counts as booked and is shown as cancelled; its price is not in the booked value. Booked value is the server's price; discount given is what a code took off booked ones.";

/** The columns of a funnel, in order. */
export const FUNNEL_STAGES = [
  { key: "landings", label: "Landings" },
  { key: "quotesOpened", label: "Quotes opened" },
  { key: "quotesPriced", label: "Quotes priced" },
  { key: "requests", label: "Requests" },
  { key: "booked", label: "Booked" },
  { key: "cancelled", label: "Cancelled" },
] as const satisfies readonly { key: keyof FunnelFigures; label: string }[];

export const FUNNEL_RATES = [
  { key: "openedPerLanding", label: "Opened / landing" },
  { key: "pricedPerOpened", label: "Priced / opened" },
  { key: "requestsPerPriced", label: "Requests / priced" },
  { key: "bookedPerRequest", label: "Booked / request" },
  { key: "bookedPerLanding", label: "Booked / landing" },
] as const satisfies readonly { key: keyof FunnelFigures["rates"]; label: string }[];

export const NO_CAMPAIGN = "(no campaign)";

export function campaignName(name: string | null): string {
  return name ?? NO_CAMPAIGN;
}

/** 15.4 → "15.4%", 100 → "100%", null → "—" (the stage before had none). */
export function rateText(rate: number | null): string {
  return rate === null ? "—" : `${formatNumber(rate)}%`;
}

export function moneyText(amount: number): string {
  return formatPrice(amount);
}

/** "2026-03-02" → "Mar 2". */
export function weekText(week: string): string {
  const [year, month, day] = week.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(Date.UTC(year!, month! - 1, day!));
}

/** One sentence for the chart's canvas: the period's totals. */
export function funnelSummary(report: CampaignReport): string {
  const { totals } = report;
  return `${report.weekly.length} weeks from ${report.from} to ${report.to}: ${totals.landings} landings, ${totals.quotesOpened} quotes opened, ${totals.quotesPriced} priced, ${totals.requests} requests, ${totals.booked} booked (${totals.cancelled} cancelled), ${moneyText(totals.bookedValue)} booked value.`;
}

/** The weekly chart's data: week starts (seconds), landings, requests, booked. */
export function weeklyChartData(report: CampaignReport): [number[], number[], number[], number[]] {
  const weeks = report.weekly.map((row) => Date.parse(`${row.week}T12:00:00Z`) / 1000);
  return [weeks, report.weekly.map((row) => row.landings), report.weekly.map((row) => row.requests), report.weekly.map((row) => row.booked)];
}

const figureCells = (row: FunnelFigures): (string | number | null)[] => [
  ...FUNNEL_STAGES.map((stage) => row[stage.key]),
  row.bookedValue.toFixed(2),
  row.discountGiven.toFixed(2),
  ...FUNNEL_RATES.map((rate) => row.rates[rate.key]),
];

/**
 * The report as CSV (RFC 4180, CRLF): one row per campaign, per code, per week and the
 * total, each with every figure and rate the page shows (rates in percent, empty where the
 * page shows "—"), then the attribution rule.
 */
export function funnelCsv(report: CampaignReport): string {
  const header = ["section", "campaign", "source", "medium", "code", "week", ...FUNNEL_STAGES.map((s) => s.label), "Booked value (USD)", "Discount given (USD)", ...FUNNEL_RATES.map((r) => `${r.label} (%)`)];
  const rows: (string | number | null)[][] = [header];
  for (const row of report.byCampaign) rows.push(["campaign", campaignName(row.campaign), row.source, row.medium, null, null, ...figureCells(row)]);
  for (const row of report.byCode) rows.push(["code", null, null, null, row.code, null, ...figureCells(row)]);
  for (const row of report.weekly) rows.push(["week", null, null, null, null, row.week, ...figureCells(row)]);
  rows.push(["total", null, null, null, null, null, ...figureCells(report.totals)]);
  rows.push([`Period ${report.from} to ${report.to}. ${ATTRIBUTION_RULE}`]);
  return toCsv(rows);
}

export function funnelCsvFileName(report: CampaignReport, label = "campaigns"): string {
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "campaigns";
  return `${slug}-${report.from}-to-${report.to}.csv`;
}
