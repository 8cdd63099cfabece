import { z } from "zod";
import { jsonbTextBytes, optionalText, sitePath, utmFields } from "./fields.ts";
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

/** showcase_visits' size checks on media_viewed and utm_params: bytes of the stored jsonb as text. */
export const MAX_SHOWCASE_JSON_BYTES = 2048;

/** The five UTM values, or null when the page had none. */
export const utmParamsSchema = z
  .object(utmFields)
  .nullish()
  .transform((value) => (value && Object.values(value).some((part) => part !== null) ? value : null))
  // Five values of 256 characters fit as ASCII, not as accented or non-Latin text.
  .refine((value) => jsonbTextBytes(value) <= MAX_SHOWCASE_JSON_BYTES, `must be at most ${MAX_SHOWCASE_JSON_BYTES} bytes of JSON`);

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
