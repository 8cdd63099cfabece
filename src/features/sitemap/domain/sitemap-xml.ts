import { paths } from "@/config/paths";
import { appraisalTypes } from "@/content/appraisal-types";
import { coveredCounties } from "@/content/counties";

export type ChangeFrequency = "daily" | "weekly" | "monthly" | "yearly";

export interface SitemapEntry {
  /** Path on the site, e.g. "/about". */
  path: string;
  priority: number;
  changefreq: ChangeFrequency;
  /** ISO date (YYYY-MM-DD) of the last change, when known. */
  lastmod?: string;
}

/** The site's fixed pages, with the priorities of the spec. Showcases and blog posts are added from data. */
export function staticSitemapEntries(): SitemapEntry[] {
  return [
    { path: paths.home(), priority: 1.0, changefreq: "weekly" },
    { path: paths.services(), priority: 0.9, changefreq: "monthly" },
    { path: paths.about(), priority: 0.8, changefreq: "monthly" },
    { path: paths.showcase(), priority: 0.8, changefreq: "weekly" },
    { path: paths.blog(), priority: 0.8, changefreq: "daily" },
    // The gallery's address redirects here; the sitemap lists the destination.
    { path: paths.showcase("portfolio"), priority: 0.7, changefreq: "weekly" },
    { path: paths.contact(), priority: 0.7, changefreq: "monthly" },
    { path: paths.faqs(), priority: 0.6, changefreq: "monthly" },
    ...coveredCounties.map((county) => ({ path: paths.county(county.slug), priority: 0.7, changefreq: "monthly" as const })),
    ...appraisalTypes.map((type) => ({ path: paths.appraisal(type.slug), priority: 0.7, changefreq: "monthly" as const })),
    { path: paths.privacy(), priority: 0.3, changefreq: "yearly" },
    { path: paths.terms(), priority: 0.3, changefreq: "yearly" },
  ];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** A sitemaps.org XML document for `entries`, with absolute URLs on `siteUrl`. */
export function buildSitemapXml(entries: SitemapEntry[], siteUrl: string): string {
  const base = `${siteUrl.replace(/\/+$/, "")}/`;
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${escapeXml(new URL(entry.path, base).toString())}</loc>`];
    if (entry.lastmod) lines.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
    lines.push(`    <changefreq>${entry.changefreq}</changefreq>`);
    lines.push(`    <priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>\n${lines.join("\n")}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
