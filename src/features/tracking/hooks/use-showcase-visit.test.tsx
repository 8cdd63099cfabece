import { act } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { StrictMode } from "react";
import { useParams } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SITE_VISIT_SESSION_ID_PATTERN } from "#schemas/site-visit.ts";
import { useShowcaseVisit } from "@/features/tracking/hooks/use-showcase-visit";
import { countsAsSeen } from "@/features/tracking/showcase-visit-tracker";
import { SHOWCASE_LOGGED_STORAGE_KEY } from "@/features/tracking/session-store";
import { server } from "#tests/msw/server.ts";
import { functionUrl } from "#tests/msw/urls.ts";
import { advance, captureLogs, renderWithRouter, setVisibility, settle, useTrackingFakeTimers } from "#tests/support/tracking.tsx";

const SHOWCASES: Record<string, { id: string; address: string; agent: string }> = {
  "14-old-mill-road-tewksbury": { id: "6f1c1f0e-3a52-4c1e-9a57-2b1a8d1e0001", address: "14 Old Mill Rd", agent: "Dana Whitfield" },
  "45-hunt-drive-princeton": { id: "6f1c1f0e-3a52-4c1e-9a57-2b1a8d1e0002", address: "45 Hunt Dr", agent: "Tomasz Nowicki" },
};

/** A stand-in showcase page: the hook plus media sections. */
function ShowcasePage() {
  const { slug = "" } = useParams();
  const showcase = SHOWCASES[slug];
  useShowcaseVisit(
    showcase ? { propertyId: showcase.id, propertySlug: slug, propertyAddress: showcase.address, agentName: showcase.agent } : null,
  );
  return (
    <>
      <h1>{showcase?.address ?? "Property Not Found"}</h1>
      <section data-showcase-media="photos">Photos</section>
      <section data-showcase-media="videos">Videos</section>
      <section data-showcase-media="aerial">Aerial</section>
    </>
  );
}

/** jsdom has no IntersectionObserver: this one lets a test say what became visible. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
  /**
   * Shows `ratio` of the section to every live observer, in an 800 px tall viewport;
   * the section is `sectionHeight` px tall (half the viewport unless said).
   */
  static show(section: string, ratio: number, sectionHeight = 400) {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = [...observer.elements]
        .filter((element) => element.getAttribute("data-showcase-media") === section)
        .map((target) => mediaEntry(target, ratio, sectionHeight));
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const VIEWPORT_HEIGHT = 800;

function mediaEntry(target: Element | null, ratio: number, sectionHeight: number): IntersectionObserverEntry {
  return {
    target,
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    intersectionRect: { height: ratio * sectionHeight },
    rootBounds: { height: VIEWPORT_HEIGHT },
  } as unknown as IntersectionObserverEntry;
}

const PAGES = ["/", "/showcase/:slug"];
const pages = { "/showcase/:slug": <ShowcasePage /> };

beforeEach(() => {
  sessionStorage.clear();
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  useTrackingFakeTimers();
  setVisibility("visible");
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setVisibility("visible");
});

describe("showcase visits", () => {
  it("leaving the page early still logs the visit, with the time and the media seen at 30 % visibility", async () => {
    const visits = captureLogs("log-showcase-visit");
    const { navigate } = renderWithRouter(null, PAGES, "/showcase/14-old-mill-road-tewksbury?utm_source=zillow&utm_campaign=open-house", pages);
    await advance(1200);
    act(() => FakeIntersectionObserver.show("photos", 0.5));
    act(() => FakeIntersectionObserver.show("videos", 0.29));
    await advance(1000);
    expect(visits).toHaveLength(0);
    await navigate("/");
    await advance(0);
    expect(visits).toHaveLength(1);
    expect(visits[0]?.body).toEqual({
      propertyId: SHOWCASES["14-old-mill-road-tewksbury"]!.id,
      propertySlug: "14-old-mill-road-tewksbury",
      propertyAddress: "14 Old Mill Rd",
      agentName: "Dana Whitfield",
      pagePath: "/showcase/14-old-mill-road-tewksbury?utm_source=zillow&utm_campaign=open-house",
      sessionId: expect.stringMatching(SITE_VISIT_SESSION_ID_PATTERN) as unknown,
      timeOnPage: 2,
      mediaViewed: { photos: true, videos: false, aerial: false },
      utmParams: { utm_source: "zillow", utm_medium: null, utm_campaign: "open-house", utm_term: null, utm_content: null },
      via: "page",
      referrer: null,
    });
  });

  it("a section taller than the viewport counts as seen once it fills 30 % of the viewport", async () => {
    const visits = captureLogs("log-showcase-visit");
    const { navigate } = renderWithRouter(null, PAGES, "/showcase/14-old-mill-road-tewksbury", pages);
    await advance(1000);
    // A photo grid ten viewports tall filling the whole screen: 10 % of it visible.
    act(() => FakeIntersectionObserver.show("photos", 0.1, 10 * VIEWPORT_HEIGHT));
    // A video strip five viewports tall showing only its top 200 px: a quarter of the viewport.
    act(() => FakeIntersectionObserver.show("videos", 200 / (5 * VIEWPORT_HEIGHT), 5 * VIEWPORT_HEIGHT));
    await navigate("/");
    await advance(0);
    expect(visits[0]?.body.mediaViewed).toEqual({ photos: true, videos: false, aerial: false });
  });

  it("the observer reports a tall section once it fills 30 % of the viewport, however tall it is", () => {
    renderWithRouter(null, PAGES, "/showcase/14-old-mill-road-tewksbury", pages);
    const thresholds = [FakeIntersectionObserver.instances[0]?.options.threshold ?? []].flat();
    expect(thresholds).toContain(0.3);
    for (const viewports of [1, 3.4, 5, 10, 33, 100, 400]) {
      // Scrolling in, the visible share grows from where it fills 30 % of the viewport to where it fills all of it.
      const fills30 = (0.3 * VIEWPORT_HEIGHT) / (viewports * VIEWPORT_HEIGHT);
      const fillsAll = Math.min(1, 1 / viewports);
      expect(thresholds.some((threshold) => threshold >= fills30 && threshold <= fillsAll)).toBe(true);
    }
  });

  it("logs once per browser session per property", async () => {
    const visits = captureLogs("log-showcase-visit");
    const { navigate } = renderWithRouter(null, PAGES, "/showcase/14-old-mill-road-tewksbury", pages);
    await advance(5000);
    await navigate("/");
    await advance(0);
    await navigate("/showcase/14-old-mill-road-tewksbury");
    await advance(5000);
    await navigate("/");
    await advance(0);
    expect(visits).toHaveLength(1);
    expect(visits[0]?.body.utmParams).toBeNull();

    await navigate("/showcase/45-hunt-drive-princeton");
    await advance(3000);
    await navigate("/");
    await advance(0);
    expect(visits.map((visit) => visit.body.propertySlug)).toEqual(["14-old-mill-road-tewksbury", "45-hunt-drive-princeton"]);
    expect(JSON.parse(sessionStorage.getItem(SHOWCASE_LOGGED_STORAGE_KEY) ?? "[]")).toHaveLength(2);
  });

  it("sends when the page is hidden, in the unload-safe form, and not again on leaving", async () => {
    const visits = captureLogs("log-showcase-visit");
    const { navigate } = renderWithRouter(null, PAGES, "/showcase/45-hunt-drive-princeton", pages);
    await advance(7000);
    act(() => FakeIntersectionObserver.show("aerial", 1));
    setVisibility("hidden");
    await settle();
    expect(visits).toHaveLength(1);
    expect(visits[0]?.contentType).toMatch(/^text\/plain/);
    expect(visits[0]?.queryApikey).toBe("sb_publishable_test");
    expect(visits[0]?.body).toMatchObject({ timeOnPage: 7, mediaViewed: { photos: false, videos: false, aerial: true } });
    setVisibility("visible");
    await navigate("/");
    await advance(0);
    expect(visits).toHaveLength(1);
  });

  it("React's development double mount does not send a visit early", async () => {
    const visits = captureLogs("log-showcase-visit");
    const { navigate } = renderWithRouter(
      null,
      PAGES,
      "/showcase/14-old-mill-road-tewksbury",
      { "/showcase/:slug": <StrictMode><ShowcasePage /></StrictMode> },
    );
    await advance(4000);
    expect(visits).toHaveLength(0);
    await navigate("/");
    await advance(0);
    expect(visits).toHaveLength(1);
    expect(visits[0]?.body.timeOnPage).toBe(4);
  });

  it("logs nothing while the showcase is loading or not found", async () => {
    const visits = captureLogs("log-showcase-visit");
    const { navigate } = renderWithRouter(null, PAGES, "/showcase/no-such-house", pages);
    await advance(5000);
    await navigate("/");
    await advance(0);
    expect(visits).toHaveLength(0);
  });

  it("retries a failed send a bounded number of times", async () => {
    const visits = captureLogs("log-showcase-visit", (call) => (call < 3 ? 503 : 201));
    const { navigate } = renderWithRouter(null, PAGES, "/showcase/14-old-mill-road-tewksbury", pages);
    await advance(4000);
    await navigate("/");
    await advance(0);
    expect(visits).toHaveLength(1);
    await advance(1000);
    expect(visits).toHaveLength(2);
    await advance(2000);
    expect(visits).toHaveLength(3);
    await advance(60_000);
    expect(visits).toHaveLength(3);
    expect(new Set(visits.map((visit) => visit.body.timeOnPage))).toEqual(new Set([4]));
  });

  it.each([400, 404, 429])("gives up at once on a refusal (HTTP %i): no retry", async (status) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const visits = captureLogs("log-showcase-visit", () => status);
    const { navigate } = renderWithRouter(null, PAGES, "/showcase/14-old-mill-road-tewksbury", pages);
    await advance(4000);
    await navigate("/");
    await advance(60_000);
    expect(visits).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith("Showcase visit logging failed:", expect.any(Error));
  });

  it("retries a network failure", async () => {
    const calls: number[] = [];
    server.use(
      http.post(functionUrl("log-showcase-visit"), () => {
        calls.push(calls.length + 1);
        return calls.length === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    const { navigate } = renderWithRouter(null, PAGES, "/showcase/14-old-mill-road-tewksbury", pages);
    await advance(4000);
    await navigate("/");
    await advance(0);
    expect(calls).toHaveLength(1);
    await advance(1000);
    expect(calls).toHaveLength(2);
    await advance(60_000);
    expect(calls).toHaveLength(2);
  });

  it("gives up after three failures, logs to the console only, and may log the property later in the session", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const visits = captureLogs("log-showcase-visit", () => 500);
    const { navigate } = renderWithRouter(null, PAGES, "/showcase/14-old-mill-road-tewksbury", pages);
    await advance(4000);
    await navigate("/");
    await advance(60_000);
    expect(visits).toHaveLength(3);
    expect(warn).toHaveBeenCalledWith("Showcase visit logging failed:", expect.any(Error));
    expect(JSON.parse(sessionStorage.getItem(SHOWCASE_LOGGED_STORAGE_KEY) ?? "[]")).toEqual([]);
  });
});

describe("when a media section counts as seen", () => {
  it("30 % of it visible", () => {
    expect(countsAsSeen(mediaEntry(null, 0.3, 400))).toBe(true);
    expect(countsAsSeen(mediaEntry(null, 0.29, 400))).toBe(false);
  });

  it("or it fills 30 % of the viewport (a section too tall to be 30 % visible)", () => {
    expect(countsAsSeen(mediaEntry(null, 0.31 / 8, 8 * VIEWPORT_HEIGHT))).toBe(true);
    expect(countsAsSeen(mediaEntry(null, 0.29 / 8, 8 * VIEWPORT_HEIGHT))).toBe(false);
  });

  it("not when it is out of view, and by its own share only when the viewport is unknown", () => {
    expect(countsAsSeen({ ...mediaEntry(null, 0.5, 400), isIntersecting: false })).toBe(false);
    expect(countsAsSeen({ ...mediaEntry(null, 0.1, 8 * VIEWPORT_HEIGHT), rootBounds: null })).toBe(false);
  });
});
