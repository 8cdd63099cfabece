import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "./support/render-app";

/**
 * Every page of the route table has its search and social head tags (title, description,
 * canonical, Open Graph, Twitter card) and, where it shows a breadcrumb, BreadcrumbList
 * structured data matching it. Data pages use the msw fixtures.
 */

const SITE = "https://www.example.test";

const pages: { path: string; canonical: string }[] = [
  { path: "/", canonical: "/" },
  { path: "/about", canonical: "/about" },
  { path: "/services", canonical: "/services" },
  { path: "/showcase", canonical: "/showcase" },
  { path: "/showcase?tab=portfolio", canonical: "/showcase?tab=portfolio" },
  { path: "/blog", canonical: "/blog" },
  { path: "/blog/spring-2027-market-preview", canonical: "/blog/spring-2027-market-preview" },
  { path: "/faqs", canonical: "/faqs" },
  { path: "/contact", canonical: "/contact" },
  { path: "/privacy", canonical: "/privacy" },
  { path: "/terms-of-service", canonical: "/terms" },
  { path: "/thank-you", canonical: "/thank-you" },
  { path: "/sitemap.xml", canonical: "/sitemap.xml" },
  { path: "/hunterdon", canonical: "/hunterdon" },
  { path: "/appraisals/pmi-removal", canonical: "/appraisals/pmi-removal" },
  { path: "/showcase/14-old-mill-road-tewksbury", canonical: "/showcase/14-old-mill-road-tewksbury" },
  { path: "/no-such-page", canonical: "/no-such-page" },
];

beforeAll(async () => {
  for (const module of ["home", "about", "services", "showcase", "blog", "blog-post", "faqs", "contact", "privacy", "terms", "thank-you", "sitemap", "county", "appraisal", "showcase-detail"]) {
    await import(`@/app/routes/${module}.tsx`);
  }
}, 60_000);

function content(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute("content");
}

describe.each(pages)("$path", ({ path, canonical }) => {
  it("has its title, description, canonical, Open Graph and Twitter tags, and BreadcrumbList for its breadcrumb", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderApp(path);
    await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 });
    // Data pages settle their head after the data arrives.
    await waitFor(() => expect(content('meta[property="og:url"]')).toBe(`${SITE}${canonical}`), { timeout: 10_000 });
    await waitFor(() => expect(document.title).toMatch(/Garden State Property Appraisals/));

    expect(document.title).toMatch(/Garden State Property Appraisals/);
    expect((content('meta[name="description"]') ?? "").length).toBeGreaterThan(30);
    const canonicals = document.head.querySelectorAll('link[rel="canonical"]');
    expect(canonicals).toHaveLength(1);
    expect(canonicals[0]).toHaveAttribute("href", `${SITE}${canonical}`);
    expect(content('meta[property="og:title"]')).toBe(document.title);
    expect(content('meta[property="og:description"]')).toBe(content('meta[name="description"]'));
    expect(content('meta[property="og:url"]')).toBe(`${SITE}${canonical}`);
    expect(content('meta[property="og:image"]')).toMatch(/^https?:\/\//);
    expect(content('meta[property="og:image:alt"]')).toBeTruthy();
    expect(content('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(content('meta[name="twitter:title"]')).toBe(document.title);
    expect(content('meta[name="twitter:image"]')).toBe(content('meta[property="og:image"]'));

    const breadcrumb = document.querySelector('nav[aria-label="Breadcrumb"]');
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
      (script) => [JSON.parse(script.textContent ?? "null")].flat() as { "@type"?: unknown; itemListElement?: { name: string }[] }[],
    );
    const lists = data.filter((item) => item["@type"] === "BreadcrumbList");
    if (breadcrumb) {
      const labels = [...breadcrumb.querySelectorAll("li")].map((item) => item.textContent?.trim());
      expect(lists).toHaveLength(1);
      expect(lists[0]!.itemListElement?.map((item) => item.name)).toEqual(labels);
    } else {
      expect(lists).toHaveLength(0);
    }
  }, 20_000);
});
