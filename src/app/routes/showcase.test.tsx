import { render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { AppProvider } from "@/app/provider";
import { RecentShowcases } from "@/features/showcases/components/recent-showcases";
import { createQueryClient } from "@/lib/query-client";
import { getSupabase } from "@/lib/supabase";
import { fullShowcase, middleShowcase, recentOnlyShowcase, sparseShowcase } from "#tests/msw/fixtures/showcases.ts";
import { inPortfolioOrder, testProjects } from "#tests/msw/fixtures/portfolio.ts";
import { server } from "#tests/msw/server.ts";
import { restUrl, TEST_SUPABASE_URL } from "#tests/msw/urls.ts";
import { currentUrl, renderApp } from "#tests/support/render-app.tsx";

// Load supabase-js and the page chunks once up front, so a busy machine does not time out the first render.
beforeAll(async () => {
  await Promise.all([getSupabase(), import("@/app/routes/showcase"), import("@/app/routes/home"), import("@/features/showcases/components/recent-showcases")]);
}, 30_000);

describe("/showcase properties tab", () => {
  it("shows six skeleton cards while loading, then public showcases newest first", async () => {
    // The answer is held until the skeleton has been seen: no race with a fixed delay on a busy machine.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(restUrl("property_showcases"), async ({ request }) => {
        await held;
        const url = new URL(request.url);
        expect(url.searchParams.get("is_public")).toBe("eq.true");
        expect(url.searchParams.get("order")).toBe("created_at.desc");
        return HttpResponse.json([sparseShowcase, recentOnlyShowcase, middleShowcase, fullShowcase]);
      }),
    );
    renderApp("/showcase");
    const loading = await screen.findByRole("status", { name: "Loading property showcases" });
    expect(within(loading).getAllByTestId("showcase-card-skeleton")).toHaveLength(6);
    answer();

    const list = await screen.findByRole("list", { name: "Property showcases" });
    const cards = within(list).getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "119 Main St",
      "22 Cherry Ln",
      "27 Kingsland Ter",
      "14 Old Mill Rd",
    ]);
    expect(screen.queryByRole("status", { name: "Loading property showcases" })).not.toBeInTheDocument();
  });

  it("shows a card's photo, badges (3 and '+N'), facts, agent, brokerage, year and View Property link", async () => {
    renderApp("/showcase");
    const list = await screen.findByRole("list", { name: "Property showcases" });
    const card = within(list).getByRole("heading", { name: "14 Old Mill Rd" }).closest("article")!;
    expect(within(card).getByRole("img", { name: "14 Old Mill Rd, Oldwick, NJ" })).toHaveAttribute(
      "src",
      `${TEST_SUPABASE_URL}/storage/v1/object/public/showcase-media/14-old-mill-road-tewksbury/photo-1.webp`,
    );
    const badges = within(card).getByRole("list", { name: "Media included" });
    expect(within(badges).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Photos", "Video", "Floor Plans", "+2and 2 more"]);
    expect(within(card).getByText("Oldwick, NJ")).toBeInTheDocument();
    expect(within(card).getByText("4 bed · 3.5 bath · 3,420 sq ft")).toBeInTheDocument();
    expect(within(card).getByText("Dana Whitfield")).toBeInTheDocument();
    expect(within(card).getByText("Raritan Valley Realty Group")).toBeInTheDocument();
    expect(within(card).getByText("1987")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "View Property: 14 Old Mill Rd" })).toHaveAttribute("href", `/showcase/${fullShowcase.slug}`);

    // No slug: linked by id; the street part of a full address; state defaults to NJ; one badge, no '+N'.
    const sparse = within(list).getByRole("heading", { name: "119 Main St" }).closest("article")!;
    expect(within(sparse).getByRole("link", { name: "View Property: 119 Main St" })).toHaveAttribute("href", `/showcase/${sparseShowcase.id}`);
    expect(within(sparse).getByText("Flemington, NJ")).toBeInTheDocument();
    expect(within(within(sparse).getByRole("list", { name: "Media included" })).getAllByRole("listitem")).toHaveLength(1);
    expect(within(sparse).queryByText("Agent:")).not.toBeInTheDocument();
  });

  it("falls back to the first photo when a showcase has no primary photo, and says 'Photos coming soon' when it has none", async () => {
    let select: string | null = null;
    server.use(
      http.get(restUrl("property_showcases"), ({ request }) => {
        select = new URL(request.url).searchParams.get("select");
        return HttpResponse.json([
          // The first usable photo: junk is skipped.
          { ...fullShowcase, primary_photo_url: null, photos_urls: ["javascript:alert(1)", ...fullShowcase.photos_urls.slice(2)] },
          { ...sparseShowcase, primary_photo_url: null, photos_urls: [] },
        ]);
      }),
    );
    renderApp("/showcase");
    const list = await screen.findByRole("list", { name: "Property showcases" });
    expect(select).toMatch(/(^|,\s*)photos_urls(,|$)/);
    const card = within(list).getByRole("heading", { name: "14 Old Mill Rd" }).closest("article")!;
    expect(within(card).getByRole("img", { name: "14 Old Mill Rd, Oldwick, NJ" })).toHaveAttribute(
      "src",
      `${TEST_SUPABASE_URL}/storage/v1/object/public/showcase-media/14-old-mill-road-tewksbury/photo-3.webp`,
    );
    expect(within(card).queryByText("Photos coming soon")).not.toBeInTheDocument();
    const bare = within(list).getByRole("heading", { name: "119 Main St" }).closest("article")!;
    expect(within(bare).queryByRole("img")).not.toBeInTheDocument();
    expect(within(bare).getByText("Photos coming soon")).toBeInTheDocument();
  });

  it("never lists a private showcase", async () => {
    renderApp("/showcase");
    const list = await screen.findByRole("list", { name: "Property showcases" });
    expect(within(list).queryByText("5 Lake Shore Dr")).not.toBeInTheDocument();
    expect(within(list).getAllByRole("article")).toHaveLength(4);
  });

  it("shows the empty state when there are no showcases", async () => {
    server.use(http.get(restUrl("property_showcases"), () => HttpResponse.json([])));
    renderApp("/showcase");
    expect(await screen.findByRole("heading", { name: "No Properties Available" })).toBeInTheDocument();
    expect(screen.getByText("We're currently updating our showcase. Check back soon to see our latest property portfolio.")).toBeInTheDocument();
  });

  it("offers a retry when the listing fails", async () => {
    server.use(http.get(restUrl("property_showcases"), () => HttpResponse.json({ message: "down" }, { status: 500 })));
    const { user } = renderApp("/showcase");
    expect(await screen.findByText("We couldn't load the property showcases.")).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Property showcases" })).toBeInTheDocument();
  });
});

describe("/showcase?tab=portfolio", () => {
  const orderedTitles = inPortfolioOrder(testProjects).map((project) => project.title);

  it("shows 9 projects, featured first, then 'Load More Projects' adds the rest", async () => {
    const { user } = renderApp("/showcase?tab=portfolio");
    expect(await screen.findByText("Showing 12 of 12 projects")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Portfolio projects" });
    expect(within(list).getAllByRole("heading").map((heading) => heading.textContent)).toEqual(orderedTitles.slice(0, 9));
    await user.click(screen.getByRole("button", { name: "Load More Projects" }));
    expect(within(list).getAllByRole("heading")).toHaveLength(12);
    expect(screen.queryByRole("button", { name: "Load More Projects" })).not.toBeInTheDocument();
  }, 30_000);

  it("shows a card's cover, Featured badge, normalised service label, media count, location, description and property type", async () => {
    const { user } = renderApp("/showcase?tab=portfolio");
    const list = await screen.findByRole("list", { name: "Portfolio projects" });
    await user.click(screen.getByRole("button", { name: "Load More Projects" }));
    const card = within(list).getByRole("heading", { name: "Stone Farmhouse on Five Acres" }).closest("article")!;
    expect(within(card).getByText("Featured")).toBeInTheDocument();
    expect(within(card).getByText("Photography")).toBeInTheDocument();
    expect(within(card).getByText("3 items")).toBeInTheDocument();
    expect(within(card).getByText("Tewksbury Township, NJ")).toBeInTheDocument();
    expect(within(card).getByText("Stone Farmhouse on Five Acres: a sample project description.")).toBeInTheDocument();
    expect(within(card).getByText("Single Family")).toBeInTheDocument();
    const cover = card.querySelector("img")!;
    expect(cover).toHaveAttribute("src", `${TEST_SUPABASE_URL}/storage/v1/object/public/gallery/stone-farmhouse-on-five-acres/cover.webp`);
    expect(cover).toHaveAttribute("width", "1920");
    expect(cover).toHaveAttribute("height", "1280");
    expect(cover.getAttribute("srcset")).toContain("cover-640w.webp 640w");

    const ridgewood = within(list).getByRole("heading", { name: "Ridgewood Tudor at Twilight" }).closest("article")!;
    expect(within(ridgewood).getByText("Photography")).toBeInTheDocument();
    expect(within(ridgewood).queryByText("Featured")).not.toBeInTheDocument();
    const drone = within(list).getByRole("heading", { name: "Lakefront Living on Lake Hopatcong" }).closest("article")!;
    expect(within(drone).getByText("Aerial")).toBeInTheDocument();
    // A service type the site does not know: underscores become spaced, capitalised words.
    const twilight = within(list).getByRole("heading", { name: "Twilight Exteriors in Summit" }).closest("article")!;
    expect(within(twilight).getByText("Twilight Photography")).toBeInTheDocument();
  });

  it("preselects the service type from /gallery?tab=aerial and shows only aerial projects", async () => {
    renderApp("/gallery?tab=aerial");
    expect(await screen.findByText("Showing 3 of 12 projects")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Portfolio projects" });
    expect(within(list).getAllByRole("heading").map((heading) => heading.textContent)).toEqual([
      "Hunterdon Horse Farm from Above",
      "Cape Cod Aerials",
      "Lakefront Living on Lake Hopatcong",
    ]);
    expect(within(list).getAllByText("Aerial")).toHaveLength(3);
  });

  it("filters by property type in the URL, keeping it across service filters", async () => {
    const { user, router } = renderApp("/showcase?tab=portfolio&serviceType=aerial");
    await screen.findByText("Showing 3 of 12 projects");
    await user.selectOptions(screen.getByLabelText("Property type"), "Waterfront");
    expect(await screen.findByText("Showing 1 of 12 projects")).toBeInTheDocument();
    expect(currentUrl(router)).toBe("/showcase?tab=portfolio&serviceType=aerial&propertyType=waterfront");
    await user.click(screen.getByRole("link", { name: "All services" }));
    await waitFor(() => expect(currentUrl(router)).toBe("/showcase?tab=portfolio&propertyType=waterfront"));
    expect(screen.getByText("Showing 1 of 12 projects")).toBeInTheDocument();
    // The navigation above may still replace the select after the URL changed (seen on a loaded CI
    // run): choose again on the select that is in the page until the choice shows.
    await waitFor(async () => {
      await user.selectOptions(screen.getByLabelText("Property type"), "All property types");
      expect(screen.getByText("Showing 12 of 12 projects")).toBeInTheDocument();
    });
  }, 30_000);

  it("groups virtual tours under 'Video & Tours' and says when no project matches", async () => {
    const { user } = renderApp("/showcase?tab=portfolio&serviceType=video");
    expect(await screen.findByText("Showing 2 of 12 projects")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Property type"), "Farm");
    expect(await screen.findByText("Showing 0 of 12 projects")).toBeInTheDocument();
    expect(screen.getByText("No projects match these filters.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Show all projects" })).toHaveAttribute("href", "/showcase?tab=portfolio");
  }, 30_000);

  it("singular project in the count line", async () => {
    server.use(http.get(restUrl("gallery_collections"), () => HttpResponse.json([testProjects[0]])));
    renderApp("/showcase?tab=portfolio");
    expect(await screen.findByText("Showing 1 of 1 project")).toBeInTheDocument();
  });

  it("opens a project in the viewer: previous disabled at the first item, next at the last, thumbnails and counter", async () => {
    const { user } = renderApp("/showcase?tab=portfolio");
    await user.click(await screen.findByRole("button", { name: "View Victorian Walkthrough Video" }));
    const dialog = await screen.findByRole("dialog", { name: "Victorian Walkthrough Video" });
    expect(within(dialog).getByText("1 / 3")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.keyboard("{ArrowLeft}");
    expect(within(dialog).getByText("1 / 3")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByText("2 / 3")).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByText("3 / 3")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Next" })).toBeDisabled();
    // The video link plays through the privacy-enhanced embed.
    expect(within(dialog).getByTitle("Walkthrough video")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0");
    await user.click(within(dialog).getByRole("button", { name: /Show item 1 of 3/ }));
    expect(within(dialog).getByText("1 / 3")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  }, 30_000);

  it("shows 3D tours in an embedded frame", async () => {
    const { user } = renderApp("/showcase?tab=portfolio");
    await user.click(await screen.findByRole("button", { name: "View Montclair Craftsman 3D Tour" }));
    const dialog = await screen.findByRole("dialog", { name: "Montclair Craftsman 3D Tour" });
    expect(within(dialog).getByTitle("3D virtual tour")).toHaveAttribute("src", "https://my.matterport.com/show/?m=Hn6bXe4LqVt");
  });

  it("shows 'Portfolio Coming Soon' when there are no projects", async () => {
    server.use(http.get(restUrl("gallery_collections"), () => HttpResponse.json([])));
    renderApp("/showcase?tab=portfolio");
    expect(await screen.findByRole("heading", { name: "Portfolio Coming Soon" })).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it("offers a retry when the portfolio fails to load", async () => {
    server.use(http.get(restUrl("gallery_collections"), () => HttpResponse.json({ message: "down" }, { status: 500 })));
    renderApp("/showcase?tab=portfolio");
    expect(await screen.findByText("We couldn't load the portfolio.")).toBeInTheDocument();
  });
});

describe("RecentShowcases (home page)", () => {
  function renderWidget() {
    const router = createMemoryRouter([{ path: "*", element: <RecentShowcases /> }], { initialEntries: ["/"] });
    return render(
      <AppProvider queryClient={createQueryClient({ retry: false })}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
  }

  it("shows the three most recent public showcases", async () => {
    const requests: URL[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("property_showcases")) requests.push(new URL(request.url));
    });
    renderWidget();
    expect(await screen.findByRole("heading", { name: "Recent Property Showcases" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    expect(screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "22 Cherry Ln",
      "119 Main St",
      "27 Kingsland Ter",
    ]);
    expect(requests[0]?.searchParams.get("limit")).toBe("3");
    expect(requests[0]?.searchParams.get("is_public")).toBe("eq.true");
    expect(screen.getByRole("link", { name: "View all showcases" })).toHaveAttribute("href", "/showcase");
    server.events.removeAllListeners();
  });

  it.each([
    ["there are none", () => HttpResponse.json([])],
    ["the read fails", () => HttpResponse.json({ message: "x" }, { status: 500 })],
  ])("shows nothing when %s", async (_, answer) => {
    let answered = false;
    server.use(
      http.get(restUrl("property_showcases"), () => {
        answered = true;
        return answer();
      }),
    );
    renderWidget();
    expect(await screen.findByRole("status", { name: "Loading recent showcases" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("status", { name: "Loading recent showcases" })).not.toBeInTheDocument());
    expect(answered).toBe(true);
    expect(screen.queryByRole("heading", { name: "Recent Property Showcases" })).not.toBeInTheDocument();
  });
});

describe("home page", () => {
  it("shows the three most recent public showcases", async () => {
    renderApp("/");
    const section = (await screen.findByRole("heading", { name: "Recent Property Showcases" })).closest("section")!;
    await waitFor(() => expect(within(section).getAllByRole("article")).toHaveLength(3));
    expect(within(section).getByRole("link", { name: "View Property: 22 Cherry Ln" })).toHaveAttribute("href", "/showcase/22-cherry-lane-westfield");
  });
});
