import { describe, expect, it } from "vitest";
import { buildSitemapXml, staticSitemapEntries } from "@/features/sitemap/domain/sitemap-xml";

describe("sitemap XML", () => {
  it("lists absolute URLs with priorities and escapes XML", () => {
    const xml = buildSitemapXml(
      [
        { path: "/", priority: 1, changefreq: "weekly" },
        { path: "/showcase?tab=portfolio", priority: 0.7, changefreq: "weekly", lastmod: "2025-06-18" },
      ],
      "https://www.example.com/",
    );
    expect(xml).toContain('<?xml version="1.0" encoding="UTF-8"?>');
    expect(xml).toContain("<loc>https://www.example.com/</loc>");
    expect(xml).toContain("<loc>https://www.example.com/showcase?tab=portfolio</loc>");
    expect(xml).not.toMatch(/\?tab=portfolio&(?!amp;)/);
    expect(xml).toContain("<priority>1.0</priority>");
    expect(xml).toContain("<lastmod>2025-06-18</lastmod>");
  });

  it("uses the spec's priorities for the fixed pages", () => {
    const priorities = Object.fromEntries(staticSitemapEntries().map((entry) => [entry.path, entry.priority]));
    expect(priorities["/"]).toBe(1);
    expect(priorities["/services"]).toBe(0.9);
    expect(priorities["/about"]).toBe(0.8);
    expect(priorities["/contact"]).toBe(0.7);
    expect(priorities["/faqs"]).toBe(0.6);
    expect(priorities["/privacy"]).toBe(0.3);
    expect(priorities["/terms"]).toBe(0.3);
    expect(priorities["/hunterdon"]).toBeDefined();
    expect(priorities["/appraisals/land"]).toBeDefined();
  });
});
