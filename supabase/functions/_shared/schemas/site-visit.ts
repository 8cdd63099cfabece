import { z } from "zod";
import { optionalText, pixelSize, sitePath, utmFields } from "./fields.ts";

/**
 * The site-visit log record (spec 1, section 3), as the browser sends it to
 * `log-site-visit` and as it is stored in `site_visits`.
 */

/** Session ids look like "sv_1763780000000_k3j9x2ab": a prefix, a millisecond timestamp and a random part. */
export const SITE_VISIT_SESSION_PREFIX = "sv";
export const SITE_VISIT_SESSION_ID_PATTERN = /^sv_\d{13}_[a-z0-9]{6,32}$/;
/** Session-storage key under which the browser keeps its site-visit session id. */
export const SITE_VISIT_SESSION_STORAGE_KEY = "site_visit_session_id";
/** A page view longer than a day is not a real measurement. */
export const MAX_TIME_ON_PAGE_SECONDS = 86_400;

export const siteVisitSchema = z.object({
  page_path: sitePath,
  referrer: z
    .string()
    .trim()
    .max(2048, "must be at most 2048 characters")
    .nullish()
    .transform((value) => (value ? value : null)),
  session_id: z
    .string()
    .regex(SITE_VISIT_SESSION_ID_PATTERN, "must look like sv_<13-digit timestamp>_<random letters and digits>"),
  time_on_page_seconds: z
    .number()
    .int("must be whole seconds")
    .min(0, "cannot be negative")
    .max(MAX_TIME_ON_PAGE_SECONDS, `must be at most ${MAX_TIME_ON_PAGE_SECONDS} seconds`),
  previous_page: optionalText(2048),
  ...utmFields,
  screen_resolution: pixelSize,
  viewport_size: pixelSize,
  language: optionalText(35),
});

/** What the browser sends (before defaults and trimming). */
export type SiteVisitInput = z.input<typeof siteVisitSchema>;
/** What is stored: one row of `site_visits`. */
export type SiteVisitRecord = z.output<typeof siteVisitSchema>;
