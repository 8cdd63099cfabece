import { queryOptions, useQuery } from "@tanstack/react-query";
import { buildSitemapXml, sitemapEntries, sitemapErrorXml } from "#shared/sitemap.ts";
import { site } from "@/config/site";
import { invokeEdgeFunction } from "@/lib/edge-functions";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

export interface SitemapResult {
  xml: string;
  /** Who built it: the sitemap function, the page from the tables, or nobody (the error document). */
  source: "function" | "tables" | "error";
}

/** Call 15: the sitemap function's XML. */
async function fromFunction(signal?: AbortSignal): Promise<string> {
  const body = await invokeEdgeFunction("sitemap", "", { method: "GET", ...(signal ? { signal } : {}) });
  if (typeof body !== "string" || !body.trimStart().startsWith("<?xml")) throw new Error("The sitemap function did not answer XML");
  return body;
}

/** Call 16: the same sitemap built here from the public tables. */
async function fromTables(signal?: AbortSignal): Promise<string> {
  const supabase = await getSupabase();
  // Showcases without a slug are dropped by sitemapEntries.
  let showcases = supabase.from("property_showcases").select("slug, updated_at").eq("is_public", true).order("created_at", { ascending: false });
  let posts = supabase.from("blog_posts").select("slug, updated_at").eq("published", true).order("created_at", { ascending: false });
  if (signal) {
    showcases = showcases.abortSignal(signal);
    posts = posts.abortSignal(signal);
  }
  const [showcaseAnswer, postAnswer] = await Promise.all([showcases, posts]);
  if (showcaseAnswer.error) throw new SupabaseRequestError(showcaseAnswer.error, "Could not read the showcases for the sitemap");
  if (postAnswer.error) throw new SupabaseRequestError(postAnswer.error, "Could not read the posts for the sitemap");
  const { sitemapPostRowsSchema, sitemapShowcaseRowsSchema } = await import("#schemas/sitemap.ts");
  const showcaseRows = sitemapShowcaseRowsSchema.parse(showcaseAnswer.data ?? []);
  const postRows = sitemapPostRowsSchema.parse(postAnswer.data ?? []);
  return buildSitemapXml(sitemapEntries({ showcases: showcaseRows, posts: postRows }), site.url);
}

/**
 * The sitemap for the /sitemap.xml page: the function's answer; when it fails (logged),
 * the same XML built from the tables; when that fails too, the error document. Never throws.
 */
export async function getSitemapXml(signal?: AbortSignal): Promise<SitemapResult> {
  try {
    return { xml: await fromFunction(signal), source: "function" };
  } catch (error) {
    console.error("The sitemap function failed; building the sitemap from the tables", error);
  }
  try {
    return { xml: await fromTables(signal), source: "tables" };
  } catch (error) {
    console.error("Could not build the sitemap from the tables", error);
    return { xml: sitemapErrorXml(), source: "error" };
  }
}

export const sitemapQueryOptions = () =>
  queryOptions({
    queryKey: ["sitemap", "xml"] as const,
    queryFn: ({ signal }) => getSitemapXml(signal),
    staleTime: 10 * 60 * 1000,
  });

export function useSitemapXml() {
  return useQuery(sitemapQueryOptions());
}
