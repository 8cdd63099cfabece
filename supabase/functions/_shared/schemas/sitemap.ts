import { z } from "zod";

/**
 * The rows the sitemap reads (docs/product.md §2.7 calls 15 and 16), in the app's
 * fallback (features/sitemap/api/get-sitemap-xml.ts) and in the sitemap function:
 * `select("slug, updated_at")` of the public showcases and of the published posts.
 * A missing updated_at only leaves <lastmod> out (domain/sitemap.ts).
 */
const lastmod = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** A public showcase: one without a slug is listed nowhere (sitemapEntries drops it). */
export const sitemapShowcaseRowSchema = z.object({ slug: z.string().nullable(), updated_at: lastmod });
export const sitemapShowcaseRowsSchema = z.array(sitemapShowcaseRowSchema);

/** A published post. */
export const sitemapPostRowSchema = z.object({ slug: z.string(), updated_at: lastmod });
export const sitemapPostRowsSchema = z.array(sitemapPostRowSchema);
