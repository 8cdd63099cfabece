import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "./support/render-app";

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
