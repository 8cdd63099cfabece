import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Pages the build prerenders besides the sitemap's: the legal routes and the thank-you
 * page are kept out of the sitemap (noindex) but are pages all the same.
 */
export const UNLISTED_PAGES = ["/privacy", "/privacy-policy", "/terms", "/terms-of-service", "/thank-you"] as const;

/** The path whose render becomes 404.html (any path without a page renders the not-found page). */
export const NOT_FOUND_RENDER_PATH = "/404";

const XML_ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'" };
const unescapeXml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity] ?? entity);

/**
 * The paths to prerender: every page of dist/sitemap.xml (the one list of the site's pages,
 * built from the same showcases and posts) except query-string views, plus the unlisted pages.
 */
export function prerenderPaths(distDir: string, siteUrl: string): string[] {
  const xml = readFileSync(join(distDir, "sitemap.xml"), "utf8");
  const origin = siteUrl.replace(/\/+$/, "");
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => unescapeXml(match[1] ?? ""))
    .filter((loc) => loc.startsWith(origin))
    .map((loc) => loc.slice(origin.length) || "/")
    .filter((path) => !path.includes("?"));
  return [...new Set([...listed, ...UNLISTED_PAGES])];
}
