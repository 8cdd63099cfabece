import { z } from "zod";
import { REPORT_PERIODS, SHOWCASE_MEDIA_SECTIONS } from "../domain/visit-log.ts";

export { DEFAULT_REPORT_PERIOD, REPORT_PERIODS, type ReportPeriod } from "../domain/visit-log.ts";

/**
 * The answer of the `showcase_report(p_showcase, p_key, p_days)` RPC (migration
 * 20261126004100, docs/decisions/038-agent-report.md): a showcase's engagement over the
 * last 7, 30 or 90 days, aggregates only; null when the showcase is unknown or the key
 * is not its key (one answer for both). Unknown fields are dropped.
 */

/** What the RPC is called with. */
export const showcaseReportRequestSchema = z.object({
  p_showcase: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
  p_key: z.string().trim().min(1, "is required").max(128, "must be at most 128 characters"),
  p_days: z.union(REPORT_PERIODS.map((days) => z.literal(days)) as [z.ZodLiteral<7>, z.ZodLiteral<30>, z.ZodLiteral<90>]),
});
export type ShowcaseReportRequest = z.infer<typeof showcaseReportRequestSchema>;

const count = z.number().int().min(0);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)");

export const showcaseReportSchema = z.object({
  showcase: z.object({
    id: z.uuid(),
    slug: z.string().nullable(),
    address: z.string(),
    city: z.string().nullable(),
    isPublic: z.boolean(),
  }),
  period: z.object({ days: z.number().int(), from: isoDate, to: isoDate, timeZone: z.string() }),
  totals: z.object({
    pageViews: count,
    uniqueVisitors: count,
    averageSecondsOnPage: count.nullable(),
    phoneClicks: count,
    emailClicks: count,
  }),
  daily: z.array(z.object({ date: isoDate, pageViews: count, uniqueVisitors: count })),
  /** Per media section the page had: how many visitors had it on their page, and how many saw it. */
  media: z.array(z.object({ section: z.enum(SHOWCASE_MEDIA_SECTIONS), shownTo: count, seenBy: count })),
  /** Each visit under one heading: MLS version, flyer QR code, another campaign, a referring site, direct. */
  channels: z.object({ mls: count, flyer: count, campaign: count, referral: count, direct: count }),
  campaigns: z.array(z.object({ source: z.string().nullable(), medium: z.string().nullable(), campaign: z.string().nullable(), visits: count })),
  referrers: z.array(z.object({ domain: z.string(), visits: count })),
});
export type ShowcaseReport = z.output<typeof showcaseReportSchema>;

/** The RPC's whole answer: the report, or null for an unknown showcase or a wrong key. */
export const showcaseReportAnswerSchema = showcaseReportSchema.nullable();
