/**
 * The sitemap edge function through the gateway, against the seed: every
 * fixed page, every covered county's and the 15 appraisal pages, the public showcases with
 * a slug and the published posts (lastmod from updated_at), nothing private.
 */
import { createRequire } from "node:module";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { COVERED_COUNTY_SLUGS } from "#shared/covered-counties.ts";
import { anonHeaders } from "./helpers/anon-requests.ts";

const stack = inject("stack");
// jsdom ships no types; its DOMParser is the standard one.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
afterAll(() => db.end());

async function sitemap(method = "GET"): Promise<{ status: number; type: string | null; xml: string }> {
  const response = await fetch(`${stack.gatewayUrl}/functions/v1/sitemap`, { method, headers: anonHeaders({ contentType: null }) });
  return { status: response.status, type: response.headers.get("content-type"), xml: await response.text() };
}

function entries(xml: string): Map<string, { priority: string; lastmod: string | undefined }> {
  const doc = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  const map = new Map<string, { priority: string; lastmod: string | undefined }>();
  const urls = doc.getElementsByTagName("url");
  for (let i = 0; i < urls.length; i++) {
    const url = urls.item(i);
    if (!url) continue;
    const text = (tag: string): string | undefined => url.getElementsByTagName(tag).item(0)?.textContent ?? undefined;
    const loc = new URL(text("loc") ?? "");
    map.set(`${loc.pathname}${loc.search}`, { priority: text("priority") ?? "", lastmod: text("lastmod") });
  }
  return map;
}

describe("sitemap function", () => {
  it("answers XML built from the seed: public pages only, with lastmod", async () => {
    const answer = await sitemap();
    expect(answer.status).toBe(200);
    expect(answer.type).toContain("application/xml");
    expect(answer.xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const list = entries(answer.xml);
    const { rows: showcases } = await db.query<{ slug: string; is_public: boolean; day: string }>(
      "select slug, is_public, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as day from public.property_showcases where slug is not null",
    );
    const { rows: posts } = await db.query<{ slug: string; published: boolean; day: string }>(
      "select slug, published, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as day from public.blog_posts",
    );
    expect(showcases.filter((row) => !row.is_public).length).toBeGreaterThan(0);
    expect(posts.filter((row) => !row.published).length).toBeGreaterThan(0);
    for (const showcase of showcases) {
      const entry = list.get(`/showcase/${showcase.slug}`);
      if (showcase.is_public) expect(entry, showcase.slug).toEqual({ priority: "0.7", lastmod: showcase.day });
      else expect(entry, showcase.slug).toBeUndefined();
    }
    for (const post of posts) {
      const entry = list.get(`/blog/${post.slug}`);
      if (post.published) expect(entry, post.slug).toEqual({ priority: "0.6", lastmod: post.day });
      else expect(entry, post.slug).toBeUndefined();
    }
    const counties = [...list.keys()].filter((path) => /^\/[a-z]+$/.test(path) && !["/services", "/about", "/showcase", "/blog", "/contact", "/faqs"].includes(path));
    expect(counties.sort()).toEqual(COVERED_COUNTY_SLUGS.map((slug) => `/${slug}`).sort());
    expect([...list.keys()].filter((path) => path.startsWith("/appraisals/"))).toHaveLength(15);
    expect(list.get("/")?.priority).toBe("1.0");
    expect(list.get("/services")?.priority).toBe("0.9");
    expect(list.has("/privacy")).toBe(false);
    expect(list.size).toBe(8 + COVERED_COUNTY_SLUGS.length + 15 + showcases.filter((row) => row.is_public).length + posts.filter((row) => row.published).length);
    const origins = new Set([...answer.xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").origin));
    expect(origins.size).toBe(1);
  });

  it("answers POST too (supabase.functions.invoke) and refuses other methods", async () => {
    expect((await sitemap("POST")).status).toBe(200);
    expect((await sitemap("DELETE")).status).toBe(405);
  });
});
