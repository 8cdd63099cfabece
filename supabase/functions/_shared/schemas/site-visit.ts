import { z } from "zod";
import { optionalText, pixelSize, sitePath, utmFields } from "./fields.ts";

/**
 * The site-visit log record (docs/product.md §1.3), as the browser sends it to
 * `log-site-visit` and as it is stored in `site_visits`.
 */

import { MAX_TIME_ON_PAGE_SECONDS, SITE_VISIT_SESSION_ID_PATTERN } from "../domain/visit-log.ts";

export {
  MAX_TIME_ON_PAGE_SECONDS,
  SITE_VISIT_SESSION_ID_PATTERN,
  SITE_VISIT_SESSION_PREFIX,
  SITE_VISIT_SESSION_STORAGE_KEY,
} from "../domain/visit-log.ts";

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

/** What `log_site_visit()` answers over the database pool: whether the record was stored (false: over a limit). */
export const logSiteVisitRowSchema = z.object({ stored: z.boolean() });
