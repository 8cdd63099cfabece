import { render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Head } from "@/components/seo/head";
import { breadcrumbJsonLd, localBusinessJsonLd } from "@/components/seo/structured-data";
import { testBlogPosts } from "#tests/msw/fixtures/blog.ts";
import { fullShowcase, sparseShowcase } from "#tests/msw/fixtures/showcases.ts";
import { renderApp } from "#tests/support/render-app.tsx";

/**
 * Every page template of the route table has its search and social head tags (title,
 * description, canonical, Open Graph, Twitter card) and one application/ld+json script:
 * an array with the business first (on every page, once), then the page's own nodes:
 * FAQPage where it shows FAQs, BreadcrumbList matching a shown breadcrumb, BlogPosting on
 * posts, RealEstateListing on showcases. Data pages use the msw fixtures.
 */

const SITE = "https://www.example.test";
const STORAGE = "http://supabase.test/storage/v1/object/public";
const post = testBlogPosts[0]!;

type Node = Record<string, unknown> & { "@type"?: string | string[] };

interface PageCase {
  path: string;
  canonical: string;
  /** The @types of the page's own JSON-LD nodes, besides the business. */
  types: string[];
  /** The social card when it is not the page title and description. */
  social?: { title: string; description: string };
}

const pages: PageCase[] = [
  { path: "/", canonical: "/", types: ["FAQPage"] },
  { path: "/about", canonical: "/about", types: ["BreadcrumbList"] },
  { path: "/services", canonical: "/services", types: ["BreadcrumbList"] },
  { path: "/showcase", canonical: "/showcase", types: ["BreadcrumbList"] },
  { path: "/showcase?tab=portfolio", canonical: "/showcase?tab=portfolio", types: ["BreadcrumbList"] },
  { path: "/blog", canonical: "/blog", types: ["BreadcrumbList"] },
  { path: `/blog/${post.slug}`, canonical: `/blog/${post.slug}`, types: ["BlogPosting", "BreadcrumbList"] },
  // A draft: the post's not-found state (no breadcrumb).
  { path: "/blog/spring-2027-market-preview", canonical: "/blog/spring-2027-market-preview", types: [] },
  { path: "/faqs", canonical: "/faqs", types: ["FAQPage", "BreadcrumbList"] },
  // The contact page's "Quick Answers" are FAQs too.
  { path: "/contact", canonical: "/contact", types: ["FAQPage", "BreadcrumbList"] },
  { path: "/privacy", canonical: "/privacy", types: ["BreadcrumbList"] },
  { path: "/terms-of-service", canonical: "/terms", types: ["BreadcrumbList"] },
  { path: "/thank-you", canonical: "/thank-you", types: [] },
  { path: "/sitemap.xml", canonical: "/sitemap.xml", types: ["BreadcrumbList"] },
  { path: "/hunterdon", canonical: "/hunterdon", types: ["FAQPage", "BreadcrumbList"] },
  { path: "/appraisals/pmi-removal", canonical: "/appraisals/pmi-removal", types: ["Service", "FAQPage", "BreadcrumbList"] },
  {
    path: `/showcase/${fullShowcase.slug}`,
    canonical: `/showcase/${fullShowcase.slug}`,
    types: ["RealEstateListing"],
    social: { title: "14 Old Mill Rd, Oldwick", description: "4 beds · 3.5 baths · 3,420 sq ft · Oldwick, NJ" },
  },
  { path: "/no-such-page", canonical: "/no-such-page", types: [] },
];

beforeAll(async () => {
  for (const module of ["home", "about", "services", "showcase", "blog", "blog-post", "faqs", "contact", "privacy", "terms", "thank-you", "sitemap", "county", "appraisal", "showcase-detail"]) {
    await import(`@/app/routes/${module}.tsx`);
  }
}, 60_000);

function content(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute("content");
}

function typesOf(node: Node): string[] {
  return [node["@type"] ?? []].flat();
}

/** The one JSON-LD script of the page, parsed (the test fails on a second script or non-array data). */
function structuredData(): Node[] {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0]!.textContent ?? "null") as unknown;
  expect(Array.isArray(data)).toBe(true);
  return data as Node[];
}

/** The business first, exactly once; then the page's own nodes' types. */
function pageTypes(): string[] {
  const data = structuredData();
  expect(typesOf(data[0]!)).toEqual(["LocalBusiness", "ProfessionalService"]);
  expect(data.filter((node) => typesOf(node).includes("LocalBusiness"))).toHaveLength(1);
  return data.slice(1).flatMap(typesOf);
}

function nodeOf(type: string): Node | undefined {
  return structuredData().find((node) => typesOf(node).includes(type));
}

describe.each(pages)("$path", ({ path, canonical, types, social }) => {
  it("has its head tags, the business on every page, FAQPage for shown FAQs and BreadcrumbList for its breadcrumb", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderApp(path);
    await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 });
    // Data pages settle their head and structured data after the data arrives.
    await waitFor(() => expect(pageTypes()).toEqual(types), { timeout: 10_000 });
    await waitFor(() => expect(content('meta[property="og:url"]')).toBe(`${SITE}${canonical}`), { timeout: 10_000 });
    await waitFor(() => expect(document.title).toMatch(/Garden State Property Appraisals/));

    expect((content('meta[name="description"]') ?? "").length).toBeGreaterThan(30);
    const canonicals = document.head.querySelectorAll('link[rel="canonical"]');
    expect(canonicals).toHaveLength(1);
    expect(canonicals[0]).toHaveAttribute("href", `${SITE}${canonical}`);
    expect(content('meta[property="og:title"]')).toBe(social?.title ?? document.title);
    expect(content('meta[property="og:description"]')).toBe(social?.description ?? content('meta[name="description"]'));
    expect(content('meta[property="og:url"]')).toBe(`${SITE}${canonical}`);
    expect(content('meta[property="og:image"]')).toMatch(/^https?:\/\//);
    expect(content('meta[property="og:image:alt"]')).toBeTruthy();
    expect(content('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(content('meta[name="twitter:title"]')).toBe(content('meta[property="og:title"]'));
    expect(content('meta[name="twitter:description"]')).toBe(content('meta[property="og:description"]'));
    expect(content('meta[name="twitter:image"]')).toBe(content('meta[property="og:image"]'));

    const breadcrumb = document.querySelector('nav[aria-label="Breadcrumb"]');
    const lists = structuredData().filter((node) => typesOf(node).includes("BreadcrumbList")) as { itemListElement?: { name: string }[] }[];
    if (breadcrumb) {
      const labels = [...breadcrumb.querySelectorAll("li")].map((item) => item.textContent?.trim());
      expect(lists).toHaveLength(1);
      expect(lists[0]!.itemListElement?.map((item) => item.name)).toEqual(labels);
    } else {
      expect(lists).toHaveLength(0);
    }

    // FAQPage holds the questions the page shows.
    const faqPage = nodeOf("FAQPage") as { mainEntity: { "@type": string; name: string; acceptedAnswer: { text: string } }[] } | undefined;
    if (faqPage) {
      expect(faqPage.mainEntity.length).toBeGreaterThan(0);
      const text = document.body.textContent ?? "";
      for (const question of faqPage.mainEntity) {
        expect(question["@type"]).toBe("Question");
        expect(question.acceptedAnswer.text.length).toBeGreaterThan(10);
        expect(text).toContain(question.name);
      }
    }
  }, 20_000);
});

describe("blog post", () => {
  it("has the build's 1200×630 JPEG card as og:image and its absolute cover as the BlogPosting image", async () => {
    renderApp(`/blog/${post.slug}`);
    await waitFor(() => expect(nodeOf("BlogPosting")).toBeDefined(), { timeout: 10_000 });
    const cover = `${STORAGE}/blog-images/${post.slug}.webp`;
    expect(nodeOf("BlogPosting")).toMatchObject({ headline: post.title, image: cover, mainEntityOfPage: `${SITE}/blog/${post.slug}` });
    const card = `${SITE}/og/blog/${post.slug}.jpg`;
    expect(content('meta[property="og:image"]')).toBe(card);
    expect(content('meta[property="og:image:width"]')).toBe("1200");
    expect(content('meta[property="og:image:height"]')).toBe("630");
    expect(content('meta[property="og:image:alt"]')).toBe(post.title);
    expect(content('meta[name="twitter:image"]')).toBe(card);
    expect(content('meta[property="og:type"]')).toBe("article");
  });
});

describe("showcase", () => {
  it("has the build's 1200×630 card as og:image, with the address as title and a one-line summary", async () => {
    renderApp(`/showcase/${fullShowcase.slug}`);
    await waitFor(() => expect(nodeOf("RealEstateListing")).toBeDefined(), { timeout: 10_000 });
    expect(content('meta[property="og:title"]')).toBe("14 Old Mill Rd, Oldwick");
    expect(content('meta[property="og:description"]')).toBe("4 beds · 3.5 baths · 3,420 sq ft · Oldwick, NJ");
    expect(content('meta[property="og:image"]')).toBe(`${SITE}/og/showcase/14-old-mill-road-tewksbury.jpg`);
    expect(content('meta[property="og:image:width"]')).toBe("1200");
    expect(content('meta[property="og:image:height"]')).toBe("630");
    expect(content('meta[property="og:image:alt"]')).toBe("14 Old Mill Rd, Oldwick: 4 beds · 3.5 baths · 3,420 sq ft");
    expect(content('meta[name="twitter:image"]')).toBe(`${SITE}/og/showcase/14-old-mill-road-tewksbury.jpg`);
    // The page title stays the full address.
    expect(document.title).toBe("14 Old Mill Rd, Oldwick, NJ 08858 | Garden State Property Appraisals");
  });

  it("describes the listing: a single-family residence with address, floor size, rooms and absolute photos", async () => {
    renderApp(`/showcase/${fullShowcase.slug}`);
    await waitFor(() => expect(nodeOf("RealEstateListing")).toBeDefined(), { timeout: 10_000 });
    const listing = nodeOf("RealEstateListing") as Node & { image: string[]; mainEntity: Node & { image: string[] } };
    const url = `${SITE}/showcase/14-old-mill-road-tewksbury`;
    expect(listing).toMatchObject({
      "@context": "https://schema.org",
      url,
      name: "14 Old Mill Rd, Oldwick, NJ 08858",
      datePosted: fullShowcase.created_at,
      publisher: { "@id": `${SITE}/#business` },
    });
    expect(listing.mainEntity).toMatchObject({
      "@type": "SingleFamilyResidence",
      address: {
        "@type": "PostalAddress",
        streetAddress: "14 Old Mill Rd",
        addressLocality: "Oldwick",
        addressRegion: "NJ",
        postalCode: "08858",
        addressCountry: "US",
      },
      floorSize: { "@type": "QuantitativeValue", value: 3420, unitCode: "FTK" },
      numberOfBedrooms: 4,
      numberOfBathroomsTotal: 4,
      numberOfFullBathrooms: 3,
      numberOfPartialBathrooms: 1,
      yearBuilt: 1987,
    });
    // Hero photos first, then the photo section's, without repeats.
    const photos = [1, 2, 3, 4, 5].map((n) => `${STORAGE}/showcase-media/14-old-mill-road-tewksbury/photo-${n}.webp`);
    expect(listing.image).toEqual(photos);
    expect(listing.mainEntity.image).toEqual(photos);
  });

  it("without a slug, keeps its hero photo as og:image (size unknown) and only the facts it has", async () => {
    renderApp(`/showcase/${sparseShowcase.id}`);
    await waitFor(() => expect(nodeOf("RealEstateListing")).toBeDefined(), { timeout: 10_000 });
    expect(content('meta[property="og:title"]')).toBe("119 Main St, Flemington");
    expect(content('meta[property="og:description"]')).toBe("3 beds · Flemington, NJ");
    expect(content('meta[property="og:image"]')).toBe(`${STORAGE}/showcase-media/119-main/photo-1.webp`);
    expect(document.head.querySelector('meta[property="og:image:width"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image:height"]')).toBeNull();
    const listing = nodeOf("RealEstateListing") as Node & { mainEntity: Node };
    expect(listing.url).toBe(`${SITE}/showcase/${sparseShowcase.id}`);
    expect(listing.mainEntity).not.toHaveProperty("floorSize");
    expect(listing.mainEntity).not.toHaveProperty("numberOfBathroomsTotal");
    expect(listing.mainEntity).toMatchObject({ numberOfBedrooms: 3, address: { addressLocality: "Flemington", addressRegion: "NJ" } });
  });
});

describe("<Head>", () => {
  it("emits the business once even when a page passes it, and the default image with its size", () => {
    render(
      <Head
        title="Page"
        description="A page that still passes the business itself."
        canonicalPath="/page"
        jsonLd={[localBusinessJsonLd(), breadcrumbJsonLd([{ label: "Home", to: "/" }, { label: "Page" }], "/page")]}
      />,
    );
    expect(pageTypes()).toEqual(["BreadcrumbList"]);
    expect(content('meta[property="og:image"]')).toBe(`${SITE}/og-image.png`);
    expect(content('meta[property="og:image:width"]')).toBe("1200");
    expect(content('meta[property="og:image:height"]')).toBe("630");
  });

  it("keeps '</script>' in data from closing the script", () => {
    render(
      <Head title="Page" description="Structured data with markup in it." canonicalPath="/page" jsonLd={{ "@type": "Thing", name: "</script><b>x</b>" }} />,
    );
    const script = document.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain("</script>");
    expect(structuredData()[1]).toEqual({ "@type": "Thing", name: "</script><b>x</b>" });
  });
});
