// vitest: jsdom (the tests parse the XML with DOMParser)
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildRobotsTxt,
  buildSitemapXml,
  lastmodOf,
  sitemapEntries,
  sitemapErrorXml,
  SITEMAP_APPRAISAL_SLUGS,
  staticSitemapEntries,
} from "#shared/sitemap.ts";
import { paths } from "@/config/paths";
import { appraisalTypes } from "@/content/appraisal-types";
import { coveredCounties } from "#shared/covered-counties.ts";

const SITE = "https://www.example.com";

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed: ${error.textContent ?? ""}`);
  return doc;
}

function urls(doc: Document): Array<{ loc: string; priority: string; changefreq: string; lastmod: string | undefined }> {
  return [...doc.getElementsByTagName("url")].map((url) => ({
    loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
    priority: url.getElementsByTagName("priority")[0]?.textContent ?? "",
    changefreq: url.getElementsByTagName("changefreq")[0]?.textContent ?? "",
    lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? undefined,
  }));
}

const data = {
  showcases: [
    { slug: "14-old-mill-road-tewksbury", updated_at: "2025-04-22T14:00:00+00:00" },
    { slug: null, updated_at: "2025-05-01T00:00:00+00:00" },
  ],
  posts: [{ slug: "removing-pmi-with-a-new-appraisal", updated_at: "2025-06-17T13:00:00Z" }],
};

describe("sitemap XML", () => {
  it("is well-formed sitemaps.org XML whose every URL is absolute on the site", () => {
    const doc = parse(buildSitemapXml(sitemapEntries(data), `${SITE}/`));
    expect(doc.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const list = urls(doc);
    expect(list.length).toBe(8 + 13 + 15 + 1 + 1);
    for (const { loc } of list) expect(new URL(loc).origin).toBe(SITE);
    expect(list.map((url) => url.loc)).toContain(`${SITE}/showcase?tab=portfolio`);
  });

  it("gives the spec's priorities", () => {
    const priority = Object.fromEntries(urls(parse(buildSitemapXml(sitemapEntries(data), SITE))).map((url) => [url.loc.slice(SITE.length), url.priority]));
    expect(priority).toMatchObject({
      "/": "1.0",
      "/services": "0.9",
      "/about": "0.8",
      "/showcase": "0.8",
      "/blog": "0.8",
      "/showcase?tab=portfolio": "0.7",
      "/contact": "0.7",
      "/showcase/14-old-mill-road-tewksbury": "0.7",
      "/faqs": "0.6",
      "/blog/removing-pmi-with-a-new-appraisal": "0.6",
      "/hunterdon": "0.7",
      "/appraisals/pmi-removal": "0.7",
    });
  });

  it("lists showcases with a slug and posts with lastmod from updated_at, and leaves the noindex legal pages out", () => {
    const list = urls(parse(buildSitemapXml(sitemapEntries(data), SITE)));
    expect(list.find((url) => url.loc.endsWith("/showcase/14-old-mill-road-tewksbury"))?.lastmod).toBe("2025-04-22");
    expect(list.find((url) => url.loc.endsWith("/blog/removing-pmi-with-a-new-appraisal"))?.lastmod).toBe("2025-06-17");
    expect(list.filter((url) => url.loc.includes("/showcase/"))).toHaveLength(1);
    const locs = list.map((url) => url.loc);
    for (const legal of [paths.privacy(), paths.terms(), paths.privacyPolicy(), paths.termsOfService(), paths.thankYou()]) expect(locs).not.toContain(`${SITE}${legal}`);
    expect(new Set(list.map((url) => url.changefreq))).toEqual(new Set(["weekly", "monthly", "daily"]));
  });

  it("names the same pages as the app's routes and content", () => {
    expect([...SITEMAP_APPRAISAL_SLUGS]).toEqual(appraisalTypes.map((type) => type.slug));
    const fixed = staticSitemapEntries().map((entry) => entry.path);
    for (const path of [paths.home(), paths.services(), paths.about(), paths.showcase(), paths.showcase("portfolio"), paths.blog(), paths.contact(), paths.faqs()]) expect(fixed).toContain(path);
    expect(fixed).toEqual(expect.arrayContaining([...coveredCounties.map((county) => paths.county(county.slug)), ...appraisalTypes.map((type) => paths.appraisal(type.slug))]));
  });

  it("stays well-formed and absolute whatever the slugs hold", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 40 }), { maxLength: 6 }), (slugs) => {
        const xml = buildSitemapXml(sitemapEntries({ showcases: slugs.map((slug) => ({ slug, updated_at: null })), posts: slugs.map((slug) => ({ slug, updated_at: "junk" })) }), SITE);
        const list = urls(parse(xml));
        // The eight fixed pages, one per covered county and appraisal type, two per slug.
        expect(list).toHaveLength(8 + coveredCounties.length + SITEMAP_APPRAISAL_SLUGS.length + slugs.length * 2);
        for (const { loc, lastmod } of list) {
          expect(new URL(loc).origin).toBe(SITE);
          expect(lastmod).toBeUndefined();
        }
      }),
      { numRuns: 60 },
    );
  });

  it("answers the error document and robots.txt", () => {
    expect(parse(sitemapErrorXml()).documentElement.textContent).toContain("Unable to generate sitemap");
    expect(buildRobotsTxt(`${SITE}/`)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
    expect(lastmodOf("2026-02-11T10:45:00-05:00")).toBe("2026-02-11");
    expect(lastmodOf(null)).toBeUndefined();
  });
});
