import { createClient } from "@supabase/supabase-js";
import { corsHeaders } from "../_shared/cors.ts";
import { publicSiteUrl, requireEnv } from "../_shared/env.ts";
import { publishableKey } from "../_shared/project-keys.ts";
import { withErrorHandling } from "../_shared/http.ts";
import { buildSitemapXml, sitemapEntries } from "../_shared/domain/sitemap.ts";
import { sitemapPostRowsSchema, sitemapShowcaseRowsSchema } from "../_shared/schemas/sitemap.ts";

export { DEFAULT_SITE_URL } from "../_shared/env.ts";

/**
 * GET (or POST, as supabase.functions.invoke sends) /sitemap: the site's
 * sitemap XML: the fixed pages, the county and appraisal pages, public
 * showcases that have a slug and published posts, each with lastmod from
 * updated_at. Reads with the publishable key (project-keys.ts; the anon role),
 * so row-level security decides what is public; 500 when the tables cannot be read.
 */
export const handler = withErrorHandling(["GET", "POST"], async () => {
  const env = requireEnv("SUPABASE_URL");
  const siteUrl = publicSiteUrl();
  const client = createClient(env.SUPABASE_URL, publishableKey(), { auth: { persistSession: false, autoRefreshToken: false } });
  const [showcases, posts] = await Promise.all([
    client.from("property_showcases").select("slug, updated_at").eq("is_public", true).not("slug", "is", null).order("created_at", { ascending: false }),
    client.from("blog_posts").select("slug, updated_at").eq("published", true).order("created_at", { ascending: false }),
  ]);
  if (showcases.error || posts.error) {
    throw new Error(`sitemap: could not read ${showcases.error ? "property_showcases" : "blog_posts"}: ${(showcases.error ?? posts.error)?.message}`);
  }
  const rows = { showcases: sitemapShowcaseRowsSchema.parse(showcases.data ?? []), posts: sitemapPostRowsSchema.parse(posts.data ?? []) };
  const xml = buildSitemapXml(sitemapEntries(rows), siteUrl);
  return new Response(xml, {
    status: 200,
    headers: { ...corsHeaders, "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
});
