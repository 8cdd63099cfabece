import { z } from "zod";
import { optionalText, sitePath, utmFields } from "./fields.ts";
import { SITE_VISIT_SESSION_ID_PATTERN } from "./site-visit.ts";

/**
 * `log-campaign-visit` (docs/product.md §1.7): a visitor landed from a campaign
 * link. Sent once per landing when any of utm_source, utm_medium or
 * utm_campaign is present. Stored in `campaign_visits` (with a hashed address).
 */
export const campaignVisitSchema = z
  .object({
    ...utmFields,
    referrer: optionalText(2048),
    /** The site-visit session id, so a campaign landing can be joined to the pages that followed. */
    session_id: z
      .string()
      .regex(SITE_VISIT_SESSION_ID_PATTERN, "must look like sv_<13-digit timestamp>_<random letters and digits>"),
    /** The page the link landed on, with its query. */
    landing_path: sitePath.nullish().transform((value) => value ?? null),
  })
  .refine((visit) => Boolean(visit.utm_source || visit.utm_medium || visit.utm_campaign), {
    message: "needs utm_source, utm_medium or utm_campaign",
    path: ["utm_source"],
  });

/** What the browser sends. */
export type CampaignVisitInput = z.input<typeof campaignVisitSchema>;
/** What is stored (without the hashed address the function adds). */
export type CampaignVisitRecord = z.output<typeof campaignVisitSchema>;

export { CAMPAIGN_UTM_KEYS, UTM_KEYS, type UtmKey } from "../domain/visit-log.ts";
