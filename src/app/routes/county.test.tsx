import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "@/config/site";
import { countyPages, splitIntoRegions } from "@/content/county-pages";
import { getSupabase } from "@/lib/supabase";
import { restUrl } from "#tests/msw/handlers.ts";
import { DISTINCT_STARTING_PRICE_ROWS, servicePricingAnswer } from "#tests/msw/service-pricing-handlers.ts";
import { server } from "#tests/msw/server.ts";
import { renderApp } from "#tests/support/render-app.tsx";

// Load supabase-js and the page chunk once up front, so a busy machine doesn't time out the first render.
beforeAll(async () => {
  await Promise.all([getSupabase(), import("@/app/routes/county")]);
}, 30_000);

const slow = { timeout: 10_000 };

describe("county page", () => {
  it("renders Hunterdon in full: hero, overview, features, search, regions, FAQ, services, neighbours, CTA", async () => {
    // Prices unlike the defaults: the page shows what was loaded.
    server.use(servicePricingAnswer(() => DISTINCT_STARTING_PRICE_ROWS));
    const { user } = renderApp("/hunterdon");
    expect(await screen.findByRole("heading", { level: 1, name: "Hunterdon County Real Estate Appraisals" }, slow)).toBeInTheDocument();

    const overview = screen.getByRole("complementary", { name: "Hunterdon County at a glance" });
    expect(within(overview).getByText("128,947")).toBeInTheDocument();
    expect(within(overview).getByText("427.8 sq mi")).toBeInTheDocument();
    expect(within(overview).getByText("26")).toBeInTheDocument();
    expect(within(overview).getByText("Certified")).toBeInTheDocument();

    expect(screen.getByRole("heading", { name: "Well and septic properties" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your Hunterdon County Property At A Glance" })).toBeInTheDocument();
    expect(screen.getByLabelText("Property address")).toBeInTheDocument();

    // 26 municipalities: 9, 9 and 8 per Region column.
    for (const [region, count] of [["Region 1", 9], ["Region 2", 9], ["Region 3", 8]] as const) {
      const column = screen.getByRole("heading", { name: region }).parentElement!;
      expect(within(column).getAllByRole("listitem")).toHaveLength(count);
    }
    expect(screen.getByText("Clinton (town)")).toBeInTheDocument();
    expect(screen.getByText("Clinton Township")).toBeInTheDocument();

    // FAQ: four items; the cost answer uses the lowest loaded under_1500 appraisal price.
    const faq = screen.getByRole("heading", { name: "Hunterdon County Appraisal FAQ" }).parentElement!;
    const questions = within(faq).getAllByRole("button");
    expect(questions).toHaveLength(4);
    await user.click(questions[0]!);
    expect(await within(faq).findByText(/start at \$399 for homes under 1,500 square feet/, {}, slow)).toBeInTheDocument();

    for (const name of ["Purchase Appraisal", "Refinance Appraisal", "Estate Appraisal", "PMI Removal Appraisal", "Divorce Appraisal"]) {
      expect(screen.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", expect.stringMatching(/^\/appraisals\//));
    }
    expect(screen.getByRole("link", { name: "View all services" })).toHaveAttribute("href", "/services");
    expect(screen.getByText("From $189")).toBeInTheDocument();

    const alsoServing = screen.getByRole("heading", { name: "Also Serving" }).parentElement!;
    expect(within(alsoServing).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/mercer",
      "/morris",
      "/somerset",
      "/warren",
    ]);

    const cta = screen.getByRole("heading", { name: "Need an Appraisal in Hunterdon County?" }).parentElement!;
    const quote = within(cta).getByRole("link", { name: "Get Free Quote" });
    expect(new URL(quote.getAttribute("href")!, "https://x.test").searchParams.get("openQuote")).toBe("true");
    expect(within(cta).getByRole("link", { name: `Call ${site.phone}` })).toHaveAttribute("href", site.phoneHref);
    await waitFor(() => expect(document.title).toMatch(/^Hunterdon County Real Estate Appraisals \| /));
  });

  it("does not link a neighbour outside the service area", async () => {
    renderApp("/mercer");
    const heading = await screen.findByRole("heading", { name: "Also Serving" }, slow);
    const alsoServing = heading.parentElement!;
    expect(within(alsoServing).getByText("Burlington County (outside our service area)")).toBeInTheDocument();
    expect(within(alsoServing).queryByRole("link", { name: /Burlington/ })).toBeNull();
    expect(within(alsoServing).getByRole("link", { name: "Hunterdon County" })).toHaveAttribute("href", "/hunterdon");
  });

  it("keeps the default $450 when prices cannot be loaded", async () => {
    server.use(http.get(restUrl("service_pricing"), () => HttpResponse.json({ message: "down" }, { status: 500 })));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { user } = renderApp("/bergen");
    // Only once the lookup has failed (and been logged) does the page show what failure looks like.
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Query failed", ["service-pricing", "under_1500"], expect.any(Error)), slow);
    const faq = (await screen.findByRole("heading", { name: "Bergen County Appraisal FAQ" }, slow)).parentElement!;
    await user.click(within(faq).getAllByRole("button")[0]!);
    expect(await within(faq).findByText(/start at \$450 for homes/, {}, slow)).toBeInTheDocument();
    expect(screen.getByText("From $200")).toBeInTheDocument();
  });

  it("an uncovered county slug shows the not-found page", async () => {
    renderApp("/atlantic");
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" }, slow)).toBeInTheDocument();
  });
});

describe.each(countyPages.map((county) => [county.slug, county] as const))("the /%s county page", (slug, county) => {
  it("has its head tags, overview, features, search, regions, FAQ, services, neighbours and CTA", async () => {
    const { user } = renderApp(`/${slug}`);
    const main = await screen.findByRole("main", {}, slow);
    expect(await within(main).findByRole("heading", { level: 1, name: `${county.titleName} Real Estate Appraisals` }, slow)).toBeInTheDocument();
    expect(within(within(main).getByRole("navigation", { name: "Breadcrumb" })).getByText(county.titleName)).toBeInTheDocument();

    const overview = within(main).getByRole("complementary", { name: `${county.titleName} at a glance` });
    for (const text of [county.populationText, county.areaText, String(county.facts.municipalities.length), "Certified"]) {
      expect(overview).toHaveTextContent(text);
    }
    for (const feature of county.keyFeatures) expect(within(main).getByRole("heading", { level: 3, name: feature.title })).toBeInTheDocument();
    expect(within(main).getByRole("heading", { name: `Your ${county.name} County Property At A Glance` })).toBeInTheDocument();
    expect(within(main).getByLabelText("Property address")).toBeInTheDocument();

    for (const [index, region] of splitIntoRegions(county.facts.municipalities).entries()) {
      const column = within(main).getByRole("heading", { level: 3, name: `Region ${index + 1}` }).parentElement!;
      expect(within(column).getAllByRole("listitem")).toHaveLength(region.length);
    }

    const faq = within(main).getByRole("heading", { name: `${county.titleName} Appraisal FAQ` }).parentElement!;
    const questions = within(faq).getAllByRole("button");
    expect(questions).toHaveLength(4);
    await user.click(questions[0]!);
    expect(await within(faq).findByText(/for homes under 1,500 square feet/, {}, slow)).toBeInTheDocument();

    for (const service of ["purchase", "refinance", "estate", "pmi-removal", "divorce"]) {
      expect(main.querySelector(`a[href="/appraisals/${service}"]`)).not.toBeNull();
    }
    const alsoServing = within(main).getByRole("heading", { name: "Also Serving" }).parentElement!;
    expect(within(alsoServing).queryAllByRole("link")).toHaveLength(county.neighbors.filter((neighbor) => neighbor.covered).length);

    const cta = within(main).getByRole("heading", { name: `Need an Appraisal in ${county.titleName}?` }).parentElement!;
    expect(within(cta).getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", expect.stringMatching(/openQuote=true/));
    expect(within(cta).getByRole("link", { name: /^Call / })).toHaveAttribute("href", expect.stringMatching(/^tel:\+1\d{10}$/));

    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${county.titleName} Real Estate Appraisals \\| `)));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `https://www.example.test/${slug}`);
  });
});
