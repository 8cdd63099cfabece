import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SITE_VISIT_SESSION_ID_PATTERN, SITE_VISIT_SESSION_STORAGE_KEY } from "#schemas/site-visit.ts";
import { VisitLogging } from "@/features/tracking/components/visit-logging";
import { PREVIOUS_PAGE_STORAGE_KEY } from "@/features/tracking/session-store";
import { advance, captureLogs, renderWithRouter, setVisibility, settle, useTrackingFakeTimers } from "#tests/support/tracking.tsx";

const PAGES = ["/", "/services", "/about", "/contact", "/showcase", "/gallery"];

beforeEach(() => {
  sessionStorage.clear();
  Object.defineProperty(window.screen, "width", { value: 1920, configurable: true });
  Object.defineProperty(window.screen, "height", { value: 1080, configurable: true });
  useTrackingFakeTimers();
  setVisibility("visible");
});

afterEach(() => {
  vi.useRealTimers();
  setVisibility("visible");
});

describe("site visits: the 3-second rule", () => {
  it("sends nothing before 3 seconds and exactly one record at 3 seconds, with every field", async () => {
    const visits = captureLogs("log-site-visit");
    renderWithRouter(<VisitLogging />, PAGES, "/services?utm_source=newsletter&utm_medium=email&utm_campaign=fall&ref=1");
    await advance(2999);
    expect(visits).toHaveLength(0);
    await advance(1);
    expect(visits).toHaveLength(1);
    const [visit] = visits;
    expect(visit?.headerApikey).toBe("sb_publishable_test");
    expect(visit?.body).toEqual({
      page_path: "/services?utm_source=newsletter&utm_medium=email&utm_campaign=fall&ref=1",
      referrer: null,
      session_id: expect.stringMatching(SITE_VISIT_SESSION_ID_PATTERN) as unknown,
      time_on_page_seconds: 3,
      previous_page: null,
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "fall",
      utm_term: null,
      utm_content: null,
      screen_resolution: "1920x1080",
      viewport_size: `${window.innerWidth}x${window.innerHeight}`,
      language: navigator.language,
    });
    expect(visit?.body.session_id).toBe(sessionStorage.getItem(SITE_VISIT_SESSION_STORAGE_KEY));
  });

  it("React's development double mount still sends one record, and one campaign landing", async () => {
    const visits = captureLogs("log-site-visit");
    const campaigns = captureLogs("log-campaign-visit");
    renderWithRouter(
      <StrictMode>
        <VisitLogging />
      </StrictMode>,
      PAGES,
      "/?utm_source=google",
    );
    await advance(10_000);
    expect(visits).toHaveLength(1);
    expect(campaigns).toHaveLength(1);
  });

  it("sends one record per page view however long the visitor stays", async () => {
    const visits = captureLogs("log-site-visit");
    renderWithRouter(<VisitLogging />, PAGES, "/about");
    await advance(120_000);
    expect(visits).toHaveLength(1);
  });

  it("writes a failed send to the console only", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const visits = captureLogs("log-site-visit", () => 500);
    const { getByRole } = renderWithRouter(<VisitLogging />, PAGES, "/about");
    await advance(3000);
    expect(visits).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith("Visit logging failed:", expect.any(Error));
    expect(getByRole("heading", { name: "/about" })).toBeInTheDocument();
  });
});

describe("site visits: hidden and unloaded pages", () => {
  it("sends at once when the page is hidden, with the whole seconds, in a form that survives the unload", async () => {
    const visits = captureLogs("log-site-visit");
    renderWithRouter(<VisitLogging />, PAGES, "/contact");
    await advance(1800);
    setVisibility("hidden");
    await settle();
    expect(visits).toHaveLength(1);
    expect(visits[0]?.body).toMatchObject({ page_path: "/contact", time_on_page_seconds: 1 });
    // sendBeacon's form: text/plain, the key in the query string.
    expect(visits[0]?.contentType).toMatch(/^text\/plain/);
    expect(visits[0]?.queryApikey).toBe("sb_publishable_test");

    // Coming back and hiding again, or the 3-second timer: nothing more for this page view.
    setVisibility("visible");
    await advance(5000);
    setVisibility("hidden");
    await settle();
    expect(visits).toHaveLength(1);
  });

  it("uses navigator.sendBeacon when the browser has it", async () => {
    const sendBeacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
    try {
      renderWithRouter(<VisitLogging />, PAGES, "/about");
      await advance(2400);
      window.dispatchEvent(new Event("pagehide"));
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      const [url, blob] = sendBeacon.mock.calls[0]!;
      expect(url).toBe("http://supabase.test/functions/v1/log-site-visit?apikey=sb_publishable_test");
      expect(blob.type).toBe("text/plain;charset=utf-8");
      vi.useRealTimers();
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      });
      expect(JSON.parse(text)).toMatchObject({ page_path: "/about", time_on_page_seconds: 2 });
    } finally {
      Reflect.deleteProperty(navigator, "sendBeacon");
    }
  });

  it("sends at once on unload and remembers the page as the previous page", async () => {
    const visits = captureLogs("log-site-visit");
    renderWithRouter(<VisitLogging />, PAGES, "/services");
    await advance(2500);
    window.dispatchEvent(new Event("pagehide"));
    await settle();
    expect(visits.map((visit) => visit.body.time_on_page_seconds)).toEqual([2]);
    expect(sessionStorage.getItem(PREVIOUS_PAGE_STORAGE_KEY)).toBe("/services");
  });

  it("after a reload, the first page view names the page left as its previous page, in the same session", async () => {
    const visits = captureLogs("log-site-visit");
    const first = renderWithRouter(<VisitLogging />, PAGES, "/services");
    await advance(3000);
    window.dispatchEvent(new Event("pagehide"));
    first.unmount();
    renderWithRouter(<VisitLogging />, PAGES, "/contact");
    await advance(3000);
    expect(visits).toHaveLength(2);
    expect(visits[1]?.body).toMatchObject({ page_path: "/contact", previous_page: "/services" });
    expect(visits[1]?.body.session_id).toBe(visits[0]?.body.session_id);
  });
});

describe("site visits: route changes are page views", () => {
  it("logs each page once, with the previous page and the in-site referrer, in one session", async () => {
    const visits = captureLogs("log-site-visit");
    const { navigate } = renderWithRouter(<VisitLogging />, PAGES, "/");
    await advance(4000);
    await navigate("/services");
    await advance(10_000);
    await navigate("/about?x=1");
    await advance(3000);
    expect(visits.map((visit) => visit.body.page_path)).toEqual(["/", "/services", "/about?x=1"]);
    expect(visits.map((visit) => visit.body.previous_page)).toEqual([null, "/", "/services"]);
    expect(visits.map((visit) => visit.body.referrer)).toEqual([null, `${window.location.origin}/`, `${window.location.origin}/services`]);
    expect(new Set(visits.map((visit) => visit.body.session_id)).size).toBe(1);
  });

  it("a page left for another route before 3 seconds is logged at once with the whole seconds spent", async () => {
    const visits = captureLogs("log-site-visit");
    const { navigate } = renderWithRouter(<VisitLogging />, PAGES, "/");
    await advance(1500);
    await navigate("/contact");
    await settle();
    expect(visits).toHaveLength(1);
    expect(visits[0]?.body).toMatchObject({ page_path: "/", time_on_page_seconds: 1 });
    await advance(3000);
    expect(visits.map((visit) => visit.body.page_path)).toEqual(["/", "/contact"]);
  });

  it("a change of only the query (the quote modal opening) is the same page view", async () => {
    const visits = captureLogs("log-site-visit");
    const { navigate } = renderWithRouter(<VisitLogging />, PAGES, "/services");
    await advance(1000);
    await navigate("/services?openQuote=true&service=appraisal");
    await advance(10_000);
    expect(visits).toHaveLength(1);
    expect(visits[0]?.body.page_path).toBe("/services");
  });

  it("a redirect (an immediate replace) is not a page view of its own", async () => {
    const visits = captureLogs("log-site-visit");
    const { navigate } = renderWithRouter(<VisitLogging />, PAGES, "/gallery");
    await navigate("/showcase?tab=portfolio", { replace: true });
    await advance(3000);
    expect(visits.map((visit) => visit.body.page_path)).toEqual(["/showcase?tab=portfolio"]);
  });
});

describe("campaign landings", () => {
  it("logs a landing from a UTM link once, with the five values and the referrer", async () => {
    const campaigns = captureLogs("log-campaign-visit");
    captureLogs("log-site-visit");
    const { navigate } = renderWithRouter(
      <VisitLogging />,
      PAGES,
      "/services?utm_source=google&utm_medium=cpc&utm_campaign=nj-appraisal&utm_term=home%20appraiser&utm_content=ad-2",
    );
    await settle();
    expect(campaigns).toHaveLength(1);
    expect(campaigns[0]?.body).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "nj-appraisal",
      utm_term: "home appraiser",
      utm_content: "ad-2",
      referrer: null,
      session_id: expect.stringMatching(SITE_VISIT_SESSION_ID_PATTERN) as unknown,
      landing_path: "/services?utm_source=google&utm_medium=cpc&utm_campaign=nj-appraisal&utm_term=home%20appraiser&utm_content=ad-2",
    });

    // Moving on and coming back with the same link: the same landing, not logged again.
    await navigate("/about");
    await navigate(
      "/contact?utm_source=google&utm_medium=cpc&utm_campaign=nj-appraisal&utm_term=home%20appraiser&utm_content=ad-2",
    );
    await settle();
    expect(campaigns).toHaveLength(1);

    // Another campaign's link is another landing.
    await navigate("/?utm_source=facebook&utm_campaign=spring");
    await settle();
    expect(campaigns.map((campaign) => campaign.body.utm_source)).toEqual(["google", "facebook"]);
  });

  it("sends the landing in the unload-safe form at once, so a visitor who leaves quickly does not lose it", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const campaigns = captureLogs("log-campaign-visit");
    captureLogs("log-site-visit");
    renderWithRouter(<VisitLogging />, PAGES, "/?utm_source=google&utm_campaign=spring");
    await settle();
    expect(campaigns).toHaveLength(1);
    // fetch with keepalive (sendBeacon's fallback): text/plain, the key in the query string.
    expect(campaigns[0]?.contentType).toMatch(/^text\/plain/);
    expect(campaigns[0]?.queryApikey).toBe("sb_publishable_test");
    expect(campaigns[0]?.headerApikey).toBeNull();
    const calls = fetchSpy.mock.calls.filter(([url]) => String(url).includes("/log-campaign-visit"));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]).toMatchObject({ method: "POST", keepalive: true });
  });

  it("does not log a landing with only utm_term or utm_content, and ignores a failure", async () => {
    const campaigns = captureLogs("log-campaign-visit", () => 500);
    captureLogs("log-site-visit");
    const warn = vi.spyOn(console, "warn");
    const error = vi.spyOn(console, "error");
    const { navigate } = renderWithRouter(<VisitLogging />, PAGES, "/?utm_term=appraiser&utm_content=x");
    await settle();
    expect(campaigns).toHaveLength(0);
    await navigate("/services?utm_medium=email");
    await settle();
    expect(campaigns).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
