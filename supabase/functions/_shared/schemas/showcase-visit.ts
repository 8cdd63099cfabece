import { z } from "zod";
import { campaignTagUtmFields, optionalText, sitePath } from "./fields.ts";
import { MAX_TIME_ON_PAGE_SECONDS, SITE_VISIT_SESSION_ID_PATTERN } from "./site-visit.ts";

/**
 * `log-showcase-visit` (docs/product.md §2.7, call 13): one visit of a
 * single-property showcase page, logged once per browser session per
 * property. Stored in `showcase_visits` (with a hashed address).
 */

import {
  referrerHost,
  SHOWCASE_MEDIA_SECTIONS,
  SHOWCASE_VISIT_VIAS,
  type ShowcaseMediaSection,
} from "../domain/visit-log.ts";

export { SHOWCASE_MEDIA_SECTIONS, SHOWCASE_VISIT_VIAS, type ShowcaseMediaSection, type ShowcaseVisitVia } from "../domain/visit-log.ts";

/** Which sections were seen (at 30 % visibility). Other keys are dropped. */
export const mediaViewedSchema = z
  .object(Object.fromEntries(SHOWCASE_MEDIA_SECTIONS.map((section) => [section, z.boolean().optional()])) as Record<
    ShowcaseMediaSection,
    z.ZodOptional<z.ZodBoolean>
  >)
  .nullish()
  .transform((value) => value ?? {});

/**
 * The five UTM values, each kept only when it looks like a campaign tag
 * (fields.ts campaignTag: the agent's report lists them), or null when none is.
 */
export const utmParamsSchema = z
  .object(campaignTagUtmFields)
  .nullish()
  // Five tags of at most 64 ASCII characters: about 420 bytes of JSON, far inside the table's size check.
  .transform((value) => (value && Object.values(value).some((part) => part !== null) ? value : null));

export const showcaseVisitSchema = z.object({
  propertyId: z.uuid("must be a showcase id (UUID)"),
  propertySlug: optionalText(200),
  propertyAddress: optionalText(512),
  agentName: optionalText(256),
  pagePath: sitePath,
  sessionId: z
    .string()
    .regex(SITE_VISIT_SESSION_ID_PATTERN, "must look like sv_<13-digit timestamp>_<random letters and digits>"),
  timeOnPage: z
    .number()
    .int("must be whole seconds")
    .min(0, "cannot be negative")
    .max(MAX_TIME_ON_PAGE_SECONDS, `must be at most ${MAX_TIME_ON_PAGE_SECONDS} seconds`),
  mediaViewed: mediaViewedSchema,
  utmParams: utmParamsSchema,
  /** The branded page ("page", also when absent: older clients) or the MLS version ("mls"). */
  via: z.enum(SHOWCASE_VISIT_VIAS, "must be page or mls").default("page"),
  /** Where the visitor came from; only its host name is kept (null when not an http(s) URL). */
  referrer: z
    .string()
    .max(2048, "must be at most 2048 characters")
    .nullish()
    .transform((value) => referrerHost(value)),
});

/** What the browser sends. */
export type ShowcaseVisitInput = z.input<typeof showcaseVisitSchema>;
export type ShowcaseVisit = z.output<typeof showcaseVisitSchema>;
