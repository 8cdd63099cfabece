import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp } from "#tests/support/render-app.tsx";

// Load the page chunks once up front, so a busy machine doesn't time out the first render.
beforeAll(async () => {
  await import("@/app/routes/privacy");
  await import("@/app/routes/terms");
  await import("@/app/routes/about");
  await import("@/app/routes/home");
}, 30_000);

const SITE = "https://www.example.test";

function headMeta(name: string): string | null | undefined {
  return document.head.querySelector(`meta[name="${name}"]`)?.getAttribute("content");
}

describe.each([
  { path: "/privacy", heading: "Privacy Policy", canonical: `${SITE}/privacy` },
  { path: "/privacy-policy", heading: "Privacy Policy", canonical: `${SITE}/privacy` },
  { path: "/terms", heading: "Terms of Service", canonical: `${SITE}/terms` },
  { path: "/terms-of-service", heading: "Terms of Service", canonical: `${SITE}/terms` },
])("$path", ({ path, heading, canonical }) => {
  it("renders the legal page, not indexed, canonical on the short path", async () => {
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText("Last modified June 18, 2025")).toBeInTheDocument();

    expect(document.title).toBe(`${heading} | Garden State Property Appraisals`);
    expect(headMeta("robots")).toBe("noindex, follow");
    const canonicals = document.head.querySelectorAll('link[rel="canonical"]');
    expect(canonicals).toHaveLength(1);
    expect(canonicals[0]).toHaveAttribute("href", canonical);
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute("content", canonical);
  });
});

describe("indexable pages", () => {
  it("have no robots noindex and an absolute canonical", async () => {
    renderApp("/about");
    await screen.findByRole("heading", { level: 1 });
    expect(headMeta("robots")).toBeUndefined();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}/about`);
    expect(headMeta("description")).toMatch(/New Jersey/);
  });

  it("the home page title carries no ' | business' suffix", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    expect(document.title).toBe("Garden State Property Appraisals | New Jersey Real Estate Appraisals & Property Photography");
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}/`);
  });
});

describe("legal text", () => {
  it("the terms have 17 numbered sections with the business's fixed facts", async () => {
    renderApp("/terms");
    await screen.findByRole("heading", { level: 1, name: "Terms of Service" });
    const sectionHeadings = screen.getAllByRole("heading", { level: 2, name: /^\d+\. / });
    expect(sectionHeadings).toHaveLength(17);
    expect(sectionHeadings.map((heading) => heading.textContent?.split(".")[0])).toEqual(
      Array.from({ length: 17 }, (_, index) => String(index + 1)),
    );
    const text = document.body.textContent ?? "";
    expect(text).toMatch(/at least 13 years old/);
    expect(text).toMatch(/reside in the United States or its territories/);
    expect(text).toMatch(/for 7 years after an assignment is completed/);
    expect(text).toMatch(/must be filed within 1 year/);
    expect(text).toMatch(/limited to the compensation we actually received/);
    expect(text).toMatch(/state courts located in Hunterdon County, New Jersey/);
    // The contents link to each section.
    const contents = screen.getByRole("navigation", { name: "Terms of service contents" });
    expect(within(contents).getAllByRole("link")).toHaveLength(17);
    expect(within(contents).getByRole("link", { name: "15. Time Limit for Claims" })).toHaveAttribute("href", "/terms#time-limit-for-claims");
    expect(document.getElementById("time-limit-for-claims")).not.toBeNull();
  });

  it("the privacy policy says it is not for children under 13, keeps records 7 years and names the business's email", async () => {
    renderApp("/privacy");
    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    const text = document.body.textContent ?? "";
    expect(text).toMatch(/not intended for children under 13/);
    expect(text).toMatch(/for 7 years after the service is completed/);
    expect(text).toMatch(/We do not sell your personal information/);
    expect(text).toContain("info@gardenstateappraisals.com");
  });

  it("both carry BreadcrumbList structured data", async () => {
    renderApp("/privacy-policy");
    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
      (script) => [JSON.parse(script.textContent ?? "{}")].flat() as { "@type"?: string; itemListElement?: { name: string; item: string }[] }[],
    );
    const breadcrumb = data.find((item) => item["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toEqual([
      expect.objectContaining({ name: "Home", item: "https://www.example.test/" }),
      expect.objectContaining({ name: "Privacy Policy", item: "https://www.example.test/privacy" }),
    ]);
  });
});
