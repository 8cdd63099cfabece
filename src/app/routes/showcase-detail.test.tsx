import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getSupabase } from "@/lib/supabase";
import { fullShowcase, privateShowcase, sparseShowcase } from "#tests/msw/fixtures/showcases.ts";
import { receivedAnalyticsEvents } from "#tests/msw/showcase-handlers.ts";
import { server } from "#tests/msw/server.ts";
import { restUrl, TEST_SUPABASE_URL } from "#tests/msw/urls.ts";
import { renderApp, scrollWindowTo } from "#tests/support/render-app.tsx";

/** A one-finger touch at x, shaped like a browser's (touches and changedTouches), so every listener can read it. */
const touchAt = (clientX: number) => ({ touches: [{ clientX, clientY: 0 }], changedTouches: [{ clientX, clientY: 0 }] });
/** The finger lifting at x: no touches left, the lifted one in changedTouches. */
const liftAt = (clientX: number) => ({ touches: [], changedTouches: [{ clientX, clientY: 0 }] });

const storage = (path: string) => `${TEST_SUPABASE_URL}/storage/v1/object/public/${path}`;

function setReducedMotion(reduced: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduced && query.includes("reduce"),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

// Load supabase-js and the page chunk once up front, so a busy machine does not time out the first render.
beforeAll(async () => {
  await Promise.all([getSupabase(), import("@/app/routes/showcase-detail")]);
}, 30_000);

beforeEach(() => {
  receivedAnalyticsEvents.length = 0;
  setReducedMotion(false);
});
afterEach(() => {
  scrollWindowTo(0);
});

async function openFullShowcase() {
  const view = renderApp(`/showcase/${fullShowcase.slug}`);
  await screen.findByRole("heading", { level: 1, name: "14 Old Mill Rd" });
  return view;
}

describe("/showcase/:slugOrId states", () => {
  it("shows 'Loading property details...' and then the showcase found by slug", async () => {
    const requests: URL[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("property_showcases")) requests.push(new URL(request.url));
    });
    renderApp(`/showcase/${fullShowcase.slug}`);
    expect(await screen.findByText("Loading property details...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "14 Old Mill Rd" })).toBeInTheDocument();
    expect(screen.getByText("Oldwick, NJ 08858")).toBeInTheDocument();
    expect(requests[0]?.searchParams.get("slug")).toBe(`eq.${fullShowcase.slug}`);
    expect(requests[0]?.searchParams.get("is_public")).toBe("eq.true");
    expect(requests[0]?.searchParams.get("id")).toBeNull();
    expect(document.title).toBe("14 Old Mill Rd, Oldwick, NJ 08858 | Garden State Property Appraisals");
    server.events.removeAllListeners();
  });

  it("treats a UUID parameter as the id, and shows 'N/A' for a showcase without an agent", async () => {
    const requests: URL[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("property_showcases")) requests.push(new URL(request.url));
    });
    renderApp(`/showcase/${sparseShowcase.id.toUpperCase()}`);
    expect(await screen.findByRole("heading", { level: 1, name: "119 Main St" })).toBeInTheDocument();
    expect(requests[0]?.searchParams.get("id")).toBe(`eq.${sparseShowcase.id}`);
    expect(requests[0]?.searchParams.get("slug")).toBeNull();
    // State defaults to NJ; no agent: the name falls back to 'N/A', with a placeholder photo.
    expect(screen.getByText("Flemington, NJ")).toBeInTheDocument();
    const bar = screen.getByRole("complementary", { name: "Listing agent and key facts" });
    expect(within(bar).getByText("N/A")).toBeInTheDocument();
    expect(within(bar).getByText("3 bd")).toBeInTheDocument();
    expect(within(bar).getAllByRole("img", { name: "No agent photo" })).toHaveLength(1);
    // Canonical uses the id when there is no slug.
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `https://www.example.test/showcase/${sparseShowcase.id}`),
    );
    server.events.removeAllListeners();
  });

  it("shows 'Property Not Found' with the destructive notice for a private showcase's slug", async () => {
    renderApp(`/showcase/${privateShowcase.slug}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Property Not Found" })).toBeInTheDocument();
    expect(screen.getAllByText("The requested property could not be found.").length).toBeGreaterThanOrEqual(1);
    expect(await screen.findByText("Property not found")).toBeInTheDocument();
    expect(screen.queryByText("5 Lake Shore Dr")).not.toBeInTheDocument();
  });

  it("shows 'Property Not Found' for an unknown id", async () => {
    renderApp("/showcase/00000000-0000-4000-8000-000000000000");
    expect(await screen.findByRole("heading", { level: 1, name: "Property Not Found" })).toBeInTheDocument();
  });

  it("shows the 'Error' notice and 'Failed to load property details.' when the read fails, and retries", async () => {
    server.use(http.get(restUrl("property_showcases"), () => HttpResponse.json({ message: "boom" }, { status: 500 })));
    const { user } = renderApp(`/showcase/${fullShowcase.slug}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Error" })).toBeInTheDocument();
    expect(screen.getAllByText("Failed to load property details.").length).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(screen.getAllByText("Failed to load property details.")).toHaveLength(2));

    server.resetHandlers();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "14 Old Mill Rd" })).toBeInTheDocument();
  });
});

describe("showcase page content", () => {
  it("shows the agent card with phone, email, brokerage and social links", async () => {
    await openFullShowcase();
    const card = screen.getByRole("complementary", { name: "Listing agent" });
    expect(within(card).getByText("Dana Whitfield")).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "Photo of Dana Whitfield" })).toHaveAttribute("src", storage("agent-media/dana-whitfield/headshot.webp"));
    expect(within(card).getByRole("img", { name: "Raritan Valley Realty Group logo" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "(908) 555-0142" })).toHaveAttribute("href", "tel:+19085550142");
    expect(within(card).getByRole("link", { name: "Email Dana Whitfield at dana.whitfield@example.com" })).toHaveAttribute(
      "href",
      "mailto:dana.whitfield@example.com",
    );
    const socials = within(card).getByRole("list", { name: "Dana Whitfield on social media" });
    expect(within(socials).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "https://www.facebook.com/example.danawhitfield",
      "https://www.instagram.com/example.danawhitfield",
      "https://www.linkedin.com/in/example-dana-whitfield",
    ]);
    const bar = screen.getByRole("complementary", { name: "Listing agent and key facts" });
    expect(within(bar).getByText("4 bd · 3.5 ba · 3,420 sq ft · Built 1987")).toBeInTheDocument();
  });

  it("shows every entry of a media list even when the same URL is listed twice", async () => {
    const twice = <T,>(list: readonly T[]) => [list[0]!, list[0]!, ...list.slice(1)];
    server.use(
      http.get(restUrl("property_showcases"), () =>
        HttpResponse.json({
          ...fullShowcase,
          primary_photos_urls: twice(fullShowcase.primary_photos_urls.slice(0, 1)),
          photos_urls: twice(fullShowcase.photos_urls.slice(0, 2)),
          video_urls: twice(fullShowcase.video_urls),
          floorplan_image_urls: twice(fullShowcase.floorplan_image_urls.slice(0, 1)),
          floorplan_pdf_urls: twice(fullShowcase.floorplan_pdf_urls),
          matterport_urls: twice(fullShowcase.matterport_urls),
          aerial_urls: twice(twice(fullShowcase.aerial_urls.slice(0, 1))),
        }),
      ),
    );
    const consoleError = vi.spyOn(console, "error");
    await openFullShowcase();
    expect(screen.getAllByRole("button", { name: /^Show photo \d of 2$/ })).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: /^Open photo \d of 3$/ })).toHaveLength(3);
    expect(screen.getAllByTitle(/^14 Old Mill Rd: video \d$/)).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: /^Enlarge floor plan \d$/ })).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: "Preview" })).toHaveLength(2);
    expect(screen.getAllByTitle(/^14 Old Mill Rd: 3D virtual tour \d$/)).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: /^Enlarge Angle \d$/ })).toHaveLength(2);
    // React keys them apart: no "two children with the same key".
    expect(consoleError.mock.calls.flat().join(" ")).not.toMatch(/same key/);
  });

  it("lists only details with a value, block/lot joined with a slash, and the tax line with its year", async () => {
    await openFullShowcase();
    const [inline, side] = [
      screen.getAllByRole("region", { name: "Property Details" }).find((card) => !card.closest("aside")),
      within(screen.getByRole("complementary", { name: "Listing agent" })).getByRole("region", { name: "Property Details" }),
    ];
    const itemsOf = (card: HTMLElement | undefined) =>
      within(card!)
        .getAllByRole("term")
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(itemsOf(side)).toEqual(itemsOf(inline));
    expect(itemsOf(inline)).toEqual([
      "Bedrooms: 4",
      "Bathrooms: 3.5",
      "Square Feet: 3,420",
      "Acreage: 5.12 acres",
      "Year Built: 1987",
      "Block/Lot: 44/7.02",
      "Tax Assessment (2025): $812,300",
    ]);
  });

  it("shrinks the agent card and the details card once scrolled past the hero height minus 200 px", async () => {
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ height: 900, width: 1200, top: 0, left: 0, right: 1200, bottom: 900, x: 0, y: 0, toJSON: () => ({}) });
    await openFullShowcase();
    const card = screen.getByRole("complementary", { name: "Listing agent" });
    const bar = screen.getByRole("complementary", { name: "Listing agent and key facts" });
    expect(card).toHaveAttribute("data-compact", "false");
    expect(within(card).getByText("Tax Assessment (2025)")).toBeInTheDocument();

    act(() => scrollWindowTo(700));
    await waitFor(() => expect(card).toHaveAttribute("data-compact", "false"));
    act(() => scrollWindowTo(701));
    await waitFor(() => expect(card).toHaveAttribute("data-compact", "true"));
    expect(bar).toHaveAttribute("data-compact", "true");
    expect(within(card).queryByText("Tax Assessment (2025)")).not.toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Call Dana Whitfield at (908) 555-0142" })).toBeInTheDocument();

    act(() => scrollWindowTo(100));
    await waitFor(() => expect(card).toHaveAttribute("data-compact", "false"));
  }, 30_000);

  it("shows a section for each has_ flag, with jump buttons, embeds and angles", async () => {
    await openFullShowcase();
    const jump = screen.getByRole("navigation", { name: "Jump to section" });
    expect(within(jump).getAllByRole("link").map((link) => link.textContent)).toEqual(["Photos", "Videos", "Floor Plans", "Virtual Tour", "Aerial"]);
    expect(within(jump).getByRole("link", { name: "Aerial" })).toHaveAttribute("href", "#showcase-aerial");
    for (const name of ["Photos", "Videos", "Floor Plans", "Virtual Tour", "Aerial"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByTitle("14 Old Mill Rd: video 1")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0");
    expect(screen.getByTitle("14 Old Mill Rd: 3D virtual tour")).toHaveAttribute("src", "https://my.matterport.com/show/?m=xT4kQm8RbZp");
    expect(screen.getByText("Angle 2")).toBeInTheDocument();
    expect(screen.getByText("Angle 3")).toBeInTheDocument();
    expect(screen.queryByText("Angle 4")).not.toBeInTheDocument();
    // Every image carries width, height and alt.
    for (const image of document.querySelectorAll("main img")) {
      expect(image).toHaveAttribute("width");
      expect(image).toHaveAttribute("height");
      expect(image).toHaveAttribute("alt");
    }
  });

  it("leaves out sections whose flag is off", async () => {
    renderApp(`/showcase/${sparseShowcase.id}`);
    await screen.findByRole("heading", { level: 1, name: "119 Main St" });
    expect(screen.getByRole("heading", { level: 2, name: "Photos" })).toBeInTheDocument();
    for (const name of ["Videos", "Floor Plans", "Virtual Tour", "Aerial"]) {
      expect(screen.queryByRole("heading", { level: 2, name })).not.toBeInTheDocument();
    }
    // Tax assessment without a year is not shown; block/lot without values neither.
    expect(screen.queryByText(/Tax Assessment/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Block/)).not.toBeInTheDocument();
  });
});

describe("showcase hero slideshow", () => {
  it("advances every 4 seconds, wraps to the first and lets dots pick a slide", async () => {
    await openFullShowcase();
    const dot = (n: number) => screen.getByRole("button", { name: `Show photo ${n} of 3` });
    // Only the slide on screen is exposed, with alt text of its own.
    const hero = screen.getByRole("region", { name: "Photos of 14 Old Mill Rd" });
    const shownSlide = () => within(hero).getAllByRole("img").map((image) => image.getAttribute("alt"));
    expect(dot(1)).toHaveAttribute("aria-pressed", "true");
    expect(shownSlide()).toEqual(["14 Old Mill Rd, Oldwick, NJ 08858: photo 1 of 3"]);
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      // A dot picks its slide and starts a fresh 4 s (now on the fake clock).
      act(() => fireEvent.click(dot(2)));
      expect(dot(2)).toHaveAttribute("aria-pressed", "true");
      expect(shownSlide()).toEqual(["14 Old Mill Rd, Oldwick, NJ 08858: photo 2 of 3"]);
      act(() => vi.advanceTimersByTime(3999));
      expect(dot(2)).toHaveAttribute("aria-pressed", "true");
      act(() => vi.advanceTimersByTime(1));
      expect(dot(3)).toHaveAttribute("aria-pressed", "true");
      expect(shownSlide()).toEqual(["14 Old Mill Rd, Oldwick, NJ 08858: photo 3 of 3"]);
      act(() => vi.advanceTimersByTime(4000));
      expect(dot(1)).toHaveAttribute("aria-pressed", "true");
      act(() => vi.advanceTimersByTime(4000));
      expect(dot(2)).toHaveAttribute("aria-pressed", "true");
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not advance for visitors who prefer reduced motion", async () => {
    setReducedMotion(true);
    await openFullShowcase();
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      act(() => vi.advanceTimersByTime(12_000));
      expect(screen.getByRole("button", { name: "Show photo 1 of 3" })).toHaveAttribute("aria-pressed", "true");
    } finally {
      vi.useRealTimers();
    }
  });

  it("has no dots when there is one hero photo", async () => {
    renderApp(`/showcase/${sparseShowcase.id}`);
    await screen.findByRole("heading", { level: 1, name: "119 Main St" });
    expect(screen.queryByRole("button", { name: /Show photo/ })).not.toBeInTheDocument();
    const hero = screen.getByRole("region", { name: "Photos of 119 Main St" });
    expect(within(hero).getAllByRole("img").map((image) => image.getAttribute("alt"))).toEqual(["119 Main St, Flemington, NJ"]);
  });
});

describe("showcase lightbox", () => {
  it("opens a photo, wraps with previous/next and the arrow keys, jumps by thumbnail and closes with Escape", async () => {
    const { user } = await openFullShowcase();
    await user.click(screen.getByRole("button", { name: "Open photo 1 of 5" }));
    const dialog = await screen.findByRole("dialog", { name: "Photos of 14 Old Mill Rd" });
    const shown = () => within(dialog).getAllByRole("img").find((image) => image.getAttribute("alt") !== "")?.getAttribute("alt");
    expect(within(dialog).getByText("1 / 5")).toBeInTheDocument();
    expect(shown()).toBe("14 Old Mill Rd: photo 1");

    await user.keyboard("{ArrowLeft}");
    expect(within(dialog).getByText("5 / 5")).toBeInTheDocument();
    expect(shown()).toBe("14 Old Mill Rd: photo 5");
    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByText("1 / 5")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Previous" }));
    expect(within(dialog).getByText("5 / 5")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByText("1 / 5")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Show item 3 of 5: 14 Old Mill Rd: photo 3" }));
    expect(within(dialog).getByText("3 / 5")).toBeInTheDocument();

    // A swipe to the left shows the next photo, to the right the previous one.
    const stage = within(dialog).getByTestId("viewer-stage");
    fireEvent.touchStart(stage, touchAt(300));
    fireEvent.touchEnd(stage, liftAt(100));
    expect(within(dialog).getByText("4 / 5")).toBeInTheDocument();
    fireEvent.touchStart(stage, touchAt(100));
    fireEvent.touchEnd(stage, liftAt(130));
    expect(within(dialog).getByText("4 / 5")).toBeInTheDocument();
    fireEvent.touchStart(stage, touchAt(100));
    fireEvent.touchEnd(stage, liftAt(300));
    expect(within(dialog).getByText("3 / 5")).toBeInTheDocument();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  }, 30_000);

  it("opens floor-plan images and aerial angles on their own, without previous/next", async () => {
    const { user } = await openFullShowcase();
    await user.click(screen.getByRole("button", { name: "Enlarge floor plan 2" }));
    let dialog = await screen.findByRole("dialog", { name: "14 Old Mill Rd: floor plan 2" });
    expect(within(dialog).queryByRole("button", { name: "Previous" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByRole("img", { name: "14 Old Mill Rd: floor plan 2" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close viewer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Enlarge Angle 3" }));
    dialog = await screen.findByRole("dialog", { name: "14 Old Mill Rd: aerial angle 3" });
    expect(within(dialog).getByRole("img", { name: "14 Old Mill Rd: aerial angle 3" })).toHaveAttribute(
      "src",
      storage("showcase-media/14-old-mill-road-tewksbury/aerial-3.webp"),
    );
    expect(within(dialog).queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
  }, 30_000);

  it("previews a floor-plan PDF, falls back to 'PDF Preview Not Available', and links it in a new tab", async () => {
    const pdf = storage("showcase-media/14-old-mill-road-tewksbury/floorplan.pdf");
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { user } = await openFullShowcase();
    const section = screen.getByRole("region", { name: "Floor Plans" });
    expect(within(section).getByRole("link", { name: "Open in new tab: floorplan.pdf" })).toHaveAttribute("href", pdf);
    expect(within(section).getByRole("link", { name: "Open in new tab: floorplan.pdf" })).toHaveAttribute("target", "_blank");

    server.use(http.head(pdf, () => new HttpResponse(null, { status: 404 })));
    await user.click(within(section).getByRole("button", { name: "Preview" }));
    const dialog = await screen.findByRole("dialog", { name: "Floor plan: 14 Old Mill Rd" });
    expect(await within(dialog).findByText("PDF Preview Not Available")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Open in new tab" })).toHaveAttribute("href", pdf);
    fetchSpy.mockRestore();
  });

  it("shows the PDF in the viewer when the file is there", async () => {
    const pdf = storage("showcase-media/14-old-mill-road-tewksbury/floorplan.pdf");
    server.use(http.head(pdf, () => new HttpResponse(null, { status: 200, headers: { "content-type": "application/pdf" } })));
    const { user } = await openFullShowcase();
    await user.click(within(screen.getByRole("region", { name: "Floor Plans" })).getByRole("button", { name: "Preview" }));
    const dialog = await screen.findByRole("dialog", { name: "Floor plan: 14 Old Mill Rd" });
    expect(within(dialog).getByTitle("Floor plan: 14 Old Mill Rd")).toHaveAttribute("src", pdf);
    expect(within(dialog).queryByText("PDF Preview Not Available")).not.toBeInTheDocument();
  });
});

describe("agent contact clicks", () => {
  it("store realtor_contact_phone and realtor_contact_email events", async () => {
    const { user } = await openFullShowcase();
    const card = screen.getByRole("complementary", { name: "Listing agent" });
    const phone = within(card).getByRole("link", { name: "(908) 555-0142" });
    phone.addEventListener("click", (event) => event.preventDefault());
    await user.click(phone);
    const email = within(card).getByRole("link", { name: /Email Dana Whitfield/ });
    email.addEventListener("click", (event) => event.preventDefault());
    await user.click(email);

    await waitFor(() => expect(receivedAnalyticsEvents).toHaveLength(2));
    const eventData = {
      property_id: fullShowcase.id,
      property_slug: fullShowcase.slug,
      agent_name: "Dana Whitfield",
    };
    expect(receivedAnalyticsEvents).toEqual([
      { event_type: "realtor_contact_phone", page_path: `/showcase/${fullShowcase.slug}`, event_data: { ...eventData, contact_method: "phone" } },
      { event_type: "realtor_contact_email", page_path: `/showcase/${fullShowcase.slug}`, event_data: { ...eventData, contact_method: "email" } },
    ]);
  });

  it("only logs a failed insert to the console", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(http.post(restUrl("analytics_events"), () => HttpResponse.json({ message: "denied" }, { status: 401 })));
    const { user } = await openFullShowcase();
    const bar = screen.getByRole("complementary", { name: "Listing agent and key facts" });
    const call = within(bar).getByRole("link", { name: "Call Dana Whitfield at (908) 555-0142" });
    call.addEventListener("click", (event) => event.preventDefault());
    await user.click(call);
    await waitFor(() => expect(errors).toHaveBeenCalledWith("Realtor contact click not logged", expect.anything()));
    expect(screen.getByRole("heading", { level: 1, name: "14 Old Mill Rd" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
