import { loadEnv, type Plugin } from "vite";
import { buildRobotsTxt, buildSitemapXml, sitemapEntries, type SitemapPost, type SitemapShowcase } from "../supabase/functions/_shared/domain/sitemap.ts";

/** How long the build waits for the Supabase API before writing the fixed pages only. */
const FETCH_TIMEOUT_MS = 8000;

async function readPublic<T>(supabaseUrl: string, key: string, query: string): Promise<T[]> {
  // The key in `apikey`; only a legacy anon key (a JWT) also as the bearer (docs/decisions/043).
  const auth: Record<string, string> = key.startsWith("sb_") ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` };
  const response = await fetch(`${supabaseUrl.replace(/\/+$/, "")}/rest/v1/${query}`, {
    headers: { ...auth, Accept: "application/json" },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${query.split("?")[0]}: HTTP ${response.status}`);
  return (await response.json()) as T[];
}

/**
 * Writes dist/sitemap.xml and dist/robots.txt at build time, for crawlers (the
 * /sitemap.xml route of the app is for people). The XML comes from the one sitemap
 * module; showcases and posts are read from the Supabase project the build points at
 * (publishable key, else the legacy anon key: the anon role, so only public rows). When it cannot be reached the fixed pages are
 * written and the build says so.
 */
export function sitemapPlugin(): Plugin {
  let env: Record<string, string> = {};
  let serverBuild = false;
  return {
    name: "njpr-sitemap",
    apply: "build",
    configResolved(config) {
      // The prerenderer's server bundle (scripts/prerender/build-site.ts) is no site of its own.
      serverBuild = Boolean(config.build.ssr);
      env = { ...loadEnv(config.mode, config.envDir || config.root, "VITE_"), ...Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith("VITE_") && entry[1] !== undefined && entry[1] !== "")) };
    },
    async generateBundle() {
      if (serverBuild) return;
      const siteUrl = (env.VITE_SITE_URL ?? "http://localhost:5173").trim();
      let showcases: SitemapShowcase[] = [];
      let posts: SitemapPost[] = [];
      const supabaseUrl = env.VITE_SUPABASE_URL;
      const key = env.VITE_SUPABASE_PUBLISHABLE_KEY ?? env.VITE_SUPABASE_ANON_KEY;
      if (supabaseUrl && key) {
        try {
          [showcases, posts] = await Promise.all([
            readPublic<SitemapShowcase>(supabaseUrl, key, "property_showcases?select=slug,updated_at&is_public=eq.true&slug=not.is.null&order=created_at.desc"),
            readPublic<SitemapPost>(supabaseUrl, key, "blog_posts?select=slug,updated_at&published=eq.true&order=created_at.desc"),
          ]);
        } catch (error) {
          this.warn(`sitemap.xml: could not read showcases and posts from ${supabaseUrl} (${(error as Error).message}); writing the fixed pages only`);
        }
      } else {
        this.warn("sitemap.xml: VITE_SUPABASE_URL/VITE_SUPABASE_PUBLISHABLE_KEY not set; writing the fixed pages only");
      }
      this.emitFile({ type: "asset", fileName: "sitemap.xml", source: buildSitemapXml(sitemapEntries({ showcases, posts }), siteUrl) });
      this.emitFile({ type: "asset", fileName: "robots.txt", source: buildRobotsTxt(siteUrl) });
    },
  };
}
