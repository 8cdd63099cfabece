import { z } from "zod";

/**
 * Payloads of the weekly report mail (docs/decisions/038):
 * - the body of `send-weekly-report-mail` (the scheduled job),
 * - a claimed mail as `claim_weekly_report_mail()` answers it (migration 20261126004200),
 * - the body of `report-mail-unsubscribe` (the opt-out link's page, and one-click).
 */

/** The job's body: `{}` or `{"maxMails": n}`; anything else is refused before anything is claimed. */
export const weeklyReportJobSchema = z.object({ maxMails: z.number().int().min(1).max(500).optional() }).strict();

/** An opt-out token: 192 random bits as URL-safe base64 (at least 128 bits accepted). */
export const reportMailTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, "is not an opt-out token");

/** What the opt-out page sends: the token, and whether the weekly mail should go on (false: stop it). */
export const reportMailSubscriptionSchema = z
  .object({
    token: reportMailTokenSchema,
    weeklyMail: z.boolean().default(false),
  })
  .strict();
export type ReportMailSubscription = z.output<typeof reportMailSubscriptionSchema>;

const count = z.number().int().min(0);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)");

export const weekFiguresSchema = z.object({
  pageViews: count,
  uniqueVisitors: count,
  averageSecondsOnPage: count.nullable(),
  phoneClicks: count,
  emailClicks: count,
});
export type WeekFigures = z.output<typeof weekFiguresSchema>;

export const claimedWeeklyMailSchema = z.object({
  showcaseId: z.uuid(),
  slug: z.string().nullable(),
  address: z.string(),
  city: z.string().nullable(),
  agentName: z.string(),
  agentEmail: z.email(),
  unsubscribeToken: reportMailTokenSchema,
  reportKey: z.string().min(22),
  /** Monday of the reported week (New York). */
  weekStart: isoDate,
  attempt: z.number().int().min(1),
  thisWeek: weekFiguresSchema,
  weekBefore: weekFiguresSchema,
});
export type ClaimedWeeklyMail = z.output<typeof claimedWeeklyMailSchema>;
