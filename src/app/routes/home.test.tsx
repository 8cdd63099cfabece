import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { coveredCounties } from "#shared/covered-counties.ts";
import { getSupabase } from "@/lib/supabase";
import { functionUrl } from "#tests/msw/urls.ts";
import { server } from "#tests/msw/server.ts";
import { renderApp } from "#tests/support/render-app.tsx";

const SITE = "https://www.example.test";

beforeAll(async () => {
  await getSupabase();
  await import("@/app/routes/home");
  await import("@/features/property-at-a-glance/components/property-at-a-glance-search");
  await import("@/features/testimonials/components/testimonial-carousel");
  await import("@/components/faq-accordion");
  await import("@/features/showcases/components/recent-showcases");
}, 30_000);

afterEach(() => {
  server.events.removeAllListeners();
});

async function openHome() {
  const view = renderApp("/");
  await screen.findByRole("heading", { level: 1, name: "New Jersey Real Estate Appraisals & Property Photography" });
  return view;
}

describe("home page", () => {
  it("has every section of the spec, in order", async () => {
    await openHome();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    await screen.findByRole("heading", { level: 2, name: "Recent Property Showcases" });
    const expected = [
      "Your Property At A Glance",
      "Recent Property Showcases",
      "What Our Clients Say",
      "How to Prepare for Your Appraisal",
      "Appraisals and media for every New Jersey property",
      "Meet Our Team",
      "Frequently Asked Questions",
      `Serving ${coveredCounties.length} New Jersey counties`,
      "Ready to get started?",
    ];
    const positions = expected.map((text) => headings.indexOf(text));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("shows the three most recent public showcases", async () => {
    await openHome();
    const section = (await screen.findByRole("heading", { level: 2, name: "Recent Property Showcases" })).closest("section") as HTMLElement;
    const list = (await within(section).findAllByRole("list"))[0]!;
    expect(list.querySelectorAll(":scope > li")).toHaveLength(3);
  });

  it("searches properties with a limit of 10 and links each result to the quote", async () => {
    const bodies: unknown[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url === functionUrl("njpr-properties")) void request.clone().json().then((body: unknown) => bodies.push(body));
    });
    const { user } = await openHome();
    await user.type(await screen.findByLabelText("Property address"), "12 oak ridge");
    const link = await screen.findByRole("link", { name: /Get a quote for this property: 12 Oak Ridge Rd/ });
    expect(link.getAttribute("href")).toMatch(/^\/\?openQuote=true&pin=/);
    expect(bodies.at(-1)).toMatchObject({ limit: 10 });
  });

  it("shows the testimonial carousel, the six preparation tips and the four popular appraisals", async () => {
    await openHome();
    const carousel = await screen.findByRole("region", { name: "Client testimonials" });
    expect(within(carousel).getByRole("button", { name: "Next testimonial" })).toBeInTheDocument();
    const prepare = screen.getByRole("heading", { name: "How to Prepare for Your Appraisal" }).closest("section") as HTMLElement;
    expect(within(prepare).getAllByRole("listitem")).toHaveLength(6);
    for (const slug of ["purchase", "refinance", "estate", "pmi-removal"]) {
      expect(document.querySelector(`a[href="/appraisals/${slug}"]`)).not.toBeNull();
    }
  });

  it("answers the three FAQs in a single-open accordion, with the loaded starting price", async () => {
    const { user } = await openHome();
    const faq = screen.getByRole("heading", { name: "Frequently Asked Questions" }).closest("section") as HTMLElement;
    const triggers = await within(faq).findAllByRole("button");
    expect(triggers.map((trigger) => trigger.textContent)).toEqual([
      "How much does a home appraisal cost?",
      "What is a home appraisal?",
      "How long does an appraisal take?",
    ]);
    await user.click(triggers[0]!);
    expect(await within(faq).findByText(/Our appraisals start at \$450 for homes under 1,500 sq ft/)).toBeVisible();
    await user.click(triggers[2]!);
    expect(triggers[0]).toHaveAttribute("aria-expanded", "false");
    expect(within(faq).getByText(/delivered within 3 business days of the inspection/)).toBeVisible();
  });

  it("loads the team video only when asked, from the privacy-enhanced host", async () => {
    const { user } = await openHome();
    expect(document.querySelector("iframe")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Play video: Meet Garden State Appraisals" }));
    const player = await screen.findByTitle("Meet Garden State Appraisals");
    expect(player.tagName).toBe("IFRAME");
    expect(player.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?.*autoplay=1/);
  });

  it("closes with a free quote and a portfolio link", async () => {
    await openHome();
    const cta = screen.getByRole("heading", { name: "Ready to get started?" }).closest("section") as HTMLElement;
    expect(within(cta).getByRole("link", { name: "Get Free Quote" }).getAttribute("href")).toContain("openQuote=true");
    expect(within(cta).getByRole("link", { name: "View Our Portfolio" })).toHaveAttribute("href", "/showcase?tab=portfolio");
  });

  it("has its head tags: description, canonical, Open Graph, Twitter and LocalBusiness rated 4.9 from 127 reviews", async () => {
    await openHome();
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute("content");
    expect(meta('meta[name="description"]')).toMatch(/New Jersey/);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}/`);
    expect(meta('meta[property="og:title"]')).toBe(document.title);
    expect(meta('meta[property="og:url"]')).toBe(`${SITE}/`);
    expect(meta('meta[property="og:image"]')).toMatch(/^https:\/\/www\.example\.test\//);
    expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
      (script) => [JSON.parse(script.textContent ?? "{}")].flat() as Record<string, unknown>[],
    );
    const business = data.find((item) => [item["@type"]].flat().includes("LocalBusiness"));
    expect(business?.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 4.9, reviewCount: 127 });
  });

  it("has FAQPage data with the three FAQs as shown, with the loaded starting price", async () => {
    await openHome();
    const faqPage = () => {
      const script = document.querySelector('script[type="application/ld+json"]');
      const data = [JSON.parse(script?.textContent ?? "[]")].flat() as { "@type"?: unknown; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] }[];
      return data.find((item) => item["@type"] === "FAQPage");
    };
    await waitFor(() => expect(faqPage()?.mainEntity?.[0]?.acceptedAnswer.text).toMatch(/start at \$450 for homes under 1,500 sq ft/));
    expect(faqPage()?.mainEntity?.map((item) => item.name)).toEqual([
      "How much does a home appraisal cost?",
      "What is a home appraisal?",
      "How long does an appraisal take?",
    ]);
  });
});
