/**
 * Every media URL the seed stores (showcases, agents, the portfolio, blog
 * covers) is a file the local stack drew at set-up and the gateway serves,
 * at the size supabase/local/demo-media/catalog.ts promises.
 */
import pg from "pg";
import sharp from "sharp";
import { afterAll, describe, expect, inject, it } from "vitest";
import { DEMO_IMAGE_SIZES } from "../../supabase/local/demo-media/catalog.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
afterAll(() => db.end());

async function seededMediaUrls(): Promise<string[]> {
  const { rows } = await db.query<{ url: string }>(`
    select unnest(array[primary_photo_url] || primary_photos_urls || photos_urls || floorplan_image_urls || floorplan_pdf_urls || aerial_urls) as url from public.property_showcases
    union select headshot_url from public.agents union select brokerage_logo_url from public.agents
    union select cover_image from public.gallery_collections
    union select item->>'url' from public.gallery_collections, jsonb_array_elements(media_items) as item
    union select featured_image from public.blog_posts`);
  return rows.map((row) => row.url).filter((url): url is string => Boolean(url) && url.startsWith("/storage/"));
}

describe("demo media", () => {
  it("serves every seeded storage URL", async () => {
    const urls = await seededMediaUrls();
    expect(urls.length).toBeGreaterThan(250);
    const failures: string[] = [];
    for (const url of urls) {
      const response = await fetch(`${stack.gatewayUrl}${url}`, { method: "HEAD" });
      const expected = url.endsWith(".pdf") ? "application/pdf" : "image/webp";
      if (response.status !== 200 || !response.headers.get("content-type")?.startsWith(expected)) failures.push(`${url}: ${response.status} ${response.headers.get("content-type")}`);
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ["/storage/v1/object/public/showcase-media/14-old-mill-road-tewksbury/photo-1.webp", DEMO_IMAGE_SIZES.photo],
    ["/storage/v1/object/public/showcase-media/14-old-mill-road-tewksbury/photo-1-640w.webp", { width: 640, height: 427 }],
    ["/storage/v1/object/public/showcase-media/8-fox-chase-lane-mendham/aerial-2.webp", DEMO_IMAGE_SIZES.photo],
    ["/storage/v1/object/public/showcase-media/8-fox-chase-lane-mendham/floorplan-3.webp", DEMO_IMAGE_SIZES.floorPlan],
    ["/storage/v1/object/public/agent-media/priya-raman/headshot.webp", DEMO_IMAGE_SIZES.headshot],
    ["/storage/v1/object/public/agent-media/shore-point-realty/logo.webp", DEMO_IMAGE_SIZES.logo],
    ["/storage/v1/object/public/blog-images/getting-your-home-camera-ready.webp", DEMO_IMAGE_SIZES.blogCover],
  ])("%s has the catalog's size", async (url, size) => {
    const response = await fetch(`${stack.gatewayUrl}${url}`);
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: size.width, height: size.height });
  });

  it("serves a floor-plan PDF with a page per level", async () => {
    const response = await fetch(`${stack.gatewayUrl}/storage/v1/object/public/showcase-media/8-fox-chase-lane-mendham/floorplan.pdf`);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { PDFDocument } = await import("pdf-lib");
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
  });
});
