import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "@/config/site";
import { getSupabase } from "@/lib/supabase";
import { restUrl } from "../msw/handlers";
import { server } from "../msw/server";
import { renderApp } from "./support/render-app";

// Load supabase-js and the page chunk once up front, so a busy machine doesn't time out the first render.
beforeAll(async () => {
  await Promise.all([getSupabase(), import("@/app/routes/county")]);
}, 30_000);

const slow = { timeout: 10_000 };

describe("county page", () => {
  it("renders Hunterdon in full: hero, overview, features, search, regions, FAQ, services, neighbours, CTA", async () => {
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
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Query failed", ["service-pricing", "starting-prices", "under_1500"], expect.any(Error)), slow);
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
