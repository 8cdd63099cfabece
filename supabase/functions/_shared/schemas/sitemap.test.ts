import { describe, expect, it } from "vitest";
import { sitemapPostRowsSchema, sitemapShowcaseRowsSchema } from "./sitemap.ts";

describe("sitemap rows", () => {
  it("reads slug and updated_at; a missing updated_at becomes null", () => {
    expect(sitemapShowcaseRowsSchema.parse([{ slug: null, updated_at: "2025-05-01T00:00:00+00:00" }, { slug: "a" }])).toEqual([
      { slug: null, updated_at: "2025-05-01T00:00:00+00:00" },
      { slug: "a", updated_at: null },
    ]);
    expect(sitemapPostRowsSchema.parse([{ slug: "p", updated_at: "2025-06-17T13:00:00Z" }])).toEqual([{ slug: "p", updated_at: "2025-06-17T13:00:00Z" }]);
  });

  it("refuses rows of another shape", () => {
    expect(sitemapPostRowsSchema.safeParse([{ slug: null, updated_at: null }]).success).toBe(false);
    expect(sitemapShowcaseRowsSchema.safeParse([{ slug: 7, updated_at: null }]).success).toBe(false);
  });
});
