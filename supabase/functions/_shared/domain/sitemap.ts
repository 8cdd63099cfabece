/**
 * The site's XML sitemap, built in one place for everyone who needs it: the
 * `sitemap` edge function, the app's /sitemap.xml page (its fallback when the
 * function fails) and the build, which writes dist/sitemap.xml. Pure
 * TypeScript importing only the shared domain, so Deno, Node and the browser
 * all load it. The county pages are those of the covered-county list
 * (covered-counties.ts).
 *
 * Priorities are those of docs/product.md §2.9: home 1.0; services 0.9; about, showcase, blog
 * 0.8; gallery (the portfolio tab), contact and showcase pages 0.7; FAQs and
 * blog posts 0.6. County and appraisal-type pages are service pages for a
 * place or a need: 0.7. The legal pages are noindex, so they stay out
 * (docs/decisions/027-one-sitemap-module.md).
 */

import { COVERED_COUNTY_SLUGS } from "./covered-counties.ts";

export type ChangeFrequency = "daily" | "weekly" | "monthly" | "yearly";

export interface SitemapEntry {
  /** Path on the site, e.g. "/about". */
  path: string;
  priority: number;
  changefreq: ChangeFrequency;
  /** ISO date (YYYY-MM-DD) of the last change, when known. */
  lastmod?: string;
}

/** The 15 appraisal-type pages (/appraisals/{slug}); the same as src/content/appraisal-types.ts. */
export const SITEMAP_APPRAISAL_SLUGS = [
  "purchase", "refinance", "estate", "divorce", "litigation", "tax-appeal", "gift-tax", "pre-listing",
  "relocation", "bankruptcy", "pmi-removal", "charitable-donation", "retrospective", "land", "portfolio",
] as const;

/** A public showcase with a slug, as the sitemap reads it. */
export interface SitemapShowcase {
  slug: string | null;
  updated_at: string | null;
}

/** A published post, as the sitemap reads it. */
export interface SitemapPost {
  slug: string;
  updated_at: string | null;
}

/** The fixed pages, in the order they are listed. */
export function staticSitemapEntries(): SitemapEntry[] {
  return [
    { path: "/", priority: 1.0, changefreq: "weekly" },
    { path: "/services", priority: 0.9, changefreq: "monthly" },
    { path: "/about", priority: 0.8, changefreq: "monthly" },
    { path: "/showcase", priority: 0.8, changefreq: "weekly" },
    { path: "/blog", priority: 0.8, changefreq: "daily" },
    // /gallery redirects here; the sitemap lists the destination.
    { path: "/showcase?tab=portfolio", priority: 0.7, changefreq: "weekly" },
    { path: "/contact", priority: 0.7, changefreq: "monthly" },
    { path: "/faqs", priority: 0.6, changefreq: "monthly" },
    ...COVERED_COUNTY_SLUGS.map((slug): SitemapEntry => ({ path: `/${slug}`, priority: 0.7, changefreq: "monthly" })),
    ...SITEMAP_APPRAISAL_SLUGS.map((slug): SitemapEntry => ({ path: `/appraisals/${slug}`, priority: 0.7, changefreq: "monthly" })),
  ];
}

/** YYYY-MM-DD of a timestamp, or undefined when there is none or it does not parse. */
export function lastmodOf(timestamp: string | null | undefined): string | undefined {
  if (!timestamp) return undefined;
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/** Every page: the fixed ones, then public showcases that have a slug, then published posts. */
export function sitemapEntries(data: { showcases: SitemapShowcase[]; posts: SitemapPost[] }): SitemapEntry[] {
  const showcases = data.showcases.flatMap((showcase): SitemapEntry[] =>
    showcase.slug ? [{ path: `/showcase/${encodeURIComponent(showcase.slug)}`, priority: 0.7, changefreq: "monthly", lastmod: lastmodOf(showcase.updated_at) }] : [],
  );
  const posts = data.posts.map((post): SitemapEntry => ({ path: `/blog/${encodeURIComponent(post.slug)}`, priority: 0.6, changefreq: "monthly", lastmod: lastmodOf(post.updated_at) }));
  return [...staticSitemapEntries(), ...showcases, ...posts];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** A sitemaps.org document for `entries`, every URL absolute on `siteUrl`. */
export function buildSitemapXml(entries: SitemapEntry[], siteUrl: string): string {
  const base = `${siteUrl.replace(/\/+$/, "")}/`;
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${escapeXml(new URL(entry.path, base).toString())}</loc>`];
    if (entry.lastmod) lines.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
    lines.push(`    <changefreq>${entry.changefreq}</changefreq>`);
    lines.push(`    <priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>\n${lines.join("\n")}\n  </url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}

/** What the page shows when neither the function nor the tables answer: still XML, with the reason. */
export function sitemapErrorXml(): string {
  return ['<?xml version="1.0" encoding="UTF-8"?>', "<error>", "  <message>Unable to generate sitemap</message>", "</error>", ""].join("\n");
}

/** robots.txt for the site: everything may be crawled; the sitemap is named. */
export function buildRobotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap.xml`, ""].join("\n");
}
