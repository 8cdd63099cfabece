import { z } from "zod";

/**
 * The campaign funnel (docs/decisions/063-campaign-funnel.md): what `owner_campaign_report` and
 * `marketer_campaign_report` answer (migration 20261129001700), and the marketer links the desk
 * makes. Counts and sums only: no row of the report names a visitor.
 */

const count = z.number().int().min(0);
const money = z.coerce.number().min(0);
const rate = z.number().min(0).nullable();

export const funnelFiguresSchema = z.object({
  landings: count,
  quotesOpened: count,
  quotesPriced: count,
  requests: count,
  booked: count,
  cancelled: count,
  bookedValue: money,
  discountGiven: money,
  rates: z.object({
    openedPerLanding: rate,
    pricedPerOpened: rate,
    requestsPerPriced: rate,
    bookedPerRequest: rate,
    bookedPerLanding: rate,
  }),
});
export type FunnelFigures = z.infer<typeof funnelFiguresSchema>;

const tag = z.string().min(1).max(64).nullable();

export const campaignReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  source: tag,
  medium: tag,
  totals: funnelFiguresSchema,
  byCampaign: z.array(funnelFiguresSchema.extend({ campaign: tag, source: tag, medium: tag })),
  byCode: z.array(funnelFiguresSchema.extend({ code: z.string().min(1).max(50) })),
  weekly: z.array(funnelFiguresSchema.extend({ week: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })),
});
export type CampaignReport = z.infer<typeof campaignReportSchema>;

/** The desk's report: every campaign, and the period's sources and media for the filters. */
export const ownerCampaignReportSchema = campaignReportSchema.extend({
  sources: z.array(z.string()),
  media: z.array(z.string()),
});
export type OwnerCampaignReport = z.infer<typeof ownerCampaignReportSchema>;

/** A marketer's report: the link's label and campaigns; null for a wrong or revoked link. */
export const marketerCampaignReportSchema = campaignReportSchema.extend({
  label: z.string(),
  campaigns: z.array(z.string()),
});
export const marketerCampaignReportAnswerSchema = marketerCampaignReportSchema.nullable();
export type MarketerCampaignReport = z.infer<typeof marketerCampaignReportSchema>;

/** A marketer link key: 24 random bytes as URL-safe base64 (as the agents' report keys). */
export const CAMPAIGN_LINK_KEY_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

/** A campaign name as campaign_tag() keeps it (lower case, single spaces): 1 to 64 of a-z, 0-9, space . _ - */
export const CAMPAIGN_NAME_PATTERN = /^[a-z0-9][a-z0-9 ._-]{0,63}$/;
/** What the database stores for a typed campaign name, or null when it is no campaign tag (public.campaign_tag). */
export function campaignTag(value: string): string | null {
  const normalised = value.toLowerCase().replace(/\s+/g, " ").trim();
  return CAMPAIGN_NAME_PATTERN.test(normalised) ? normalised : null;
}

export const CAMPAIGN_LINK_LABEL_MAX = 100;
export const CAMPAIGN_LINK_CAMPAIGNS_MAX = 20;

/** The form that makes a marketer link: a label and one or more campaigns of the report. */
export const campaignLinkFormSchema = z.object({
  label: z.string().trim().min(1, "Give the link a label").max(CAMPAIGN_LINK_LABEL_MAX, `At most ${CAMPAIGN_LINK_LABEL_MAX} characters`),
  campaigns: z
    .array(z.string().refine((name) => campaignTag(name) !== null, "Not a campaign name"))
    .min(1, "Choose at least one campaign")
    .max(CAMPAIGN_LINK_CAMPAIGNS_MAX, `At most ${CAMPAIGN_LINK_CAMPAIGNS_MAX} campaigns`),
});
export type CampaignLinkForm = z.infer<typeof campaignLinkFormSchema>;

/** A row of campaign_report_links as owners read it. */
export const campaignLinkSchema = z.object({
  id: z.string().uuid(),
  report_key: z.string().regex(CAMPAIGN_LINK_KEY_PATTERN),
  label: z.string(),
  campaigns: z.array(z.string()),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type CampaignLink = z.infer<typeof campaignLinkSchema>;
