import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ThankYouPage as ThankYouRoute } from "@/app/routes/thank-you";
import { WebAnalytics } from "@/features/tracking/components/web-analytics";
import { GTAG_SCRIPT_ID, resetAnalyticsForTests, trackAnalyticsEvent } from "@/lib/analytics";
import { freshSubmissionState, reportConversion } from "@/lib/conversion";

function ThankYouPage() {
  return <ThankYouRoute />;
}
import { VisitLogging } from "@/features/tracking/components/visit-logging";
import { advance, captureLogs, renderWithRouter, useTrackingFakeTimers } from "#tests/support/tracking.tsx";

const PAGES = ["/", "/services", "/thank-you"];

/** The gtag calls queued so far, as plain arrays. */
function gtagCalls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function events(name: string): Record<string, unknown>[] {
  return gtagCalls()
    .filter((call) => call[0] === "event" && call[1] === name)
    .map((call) => (call[2] ?? {}) as Record<string, unknown>);
}

async function nextPaint(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
}

beforeEach(() => {
  resetAnalyticsForTests();
  delete window.dataLayer;
  delete window.gtag;
  document.getElementById(GTAG_SCRIPT_ID)?.remove();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, "globalPrivacyControl");
});

describe("web analytics", () => {
  it("with no measurement id, loads nothing, defines nothing and events are ignored", async () => {
    renderWithRouter(<WebAnalytics measurementId={undefined} />, PAGES, "/");
    await nextPaint();
    expect(document.getElementById(GTAG_SCRIPT_ID)).toBeNull();
    expect(window.gtag).toBeUndefined();
    expect(() => trackAnalyticsEvent("contact_click")).not.toThrow();
    expect(window.dataLayer).toBeUndefined();
  });

  it("loads the tag once, after first paint, and sends a page view on every route change", async () => {
    const { navigate } = renderWithRouter(<WebAnalytics measurementId="G-TEST12345" />, PAGES, "/?utm_source=x");
    expect(document.getElementById(GTAG_SCRIPT_ID)).toBeNull();
    await nextPaint();
    const script = document.getElementById(GTAG_SCRIPT_ID) as HTMLScriptElement | null;
    expect(script?.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST12345");
    expect(script?.async).toBe(true);
    expect(gtagCalls()).toContainEqual(["config", "G-TEST12345", { send_page_view: false }]);

    await navigate("/services");
    await navigate("/");
    await nextPaint();
    expect(events("page_view").map((event) => event.page_path)).toEqual(["/?utm_source=x", "/services", "/"]);
    expect(document.querySelectorAll(`#${GTAG_SCRIPT_ID}`)).toHaveLength(1);
    expect(events("conversion")).toHaveLength(0);
  });

  it("a change of only the query (the quote modal's choices) is the same page view, sent with the query it started with", async () => {
    const { navigate } = renderWithRouter(<WebAnalytics measurementId="G-TEST12345" />, PAGES, "/services");
    await navigate("/services?openQuote=true");
    await navigate("/services?openQuote=true&package=basic");
    await nextPaint();
    expect(events("page_view").map((event) => event.page_path)).toEqual(["/services"]);
  });

  it("another path is another page view", async () => {
    const { navigate } = renderWithRouter(<WebAnalytics measurementId="G-TEST12345" />, [...PAGES, "/about"], "/services?utm_source=x");
    await navigate("/services?utm_source=x&openQuote=true");
    await navigate("/about");
    await nextPaint();
    expect(events("page_view").map((event) => event.page_path)).toEqual(["/services?utm_source=x", "/about"]);
  });

  it("sends the ad conversion when the thank-you page reports a service request", async () => {
    sessionStorage.clear();
    const { router } = renderWithRouter(
      <WebAnalytics measurementId="G-TEST12345" adsConversion="AW-123456789/AbC_dEf" />,
      PAGES,
      "/services",
      { "/thank-you": <ThankYouPage /> },
    );
    // As the quote flow arrives after a request was accepted.
    await act(async () => {
      await router.navigate("/thank-you", { replace: true, state: freshSubmissionState() });
    });
    expect(gtagCalls()).toContainEqual(["config", "AW-123456789"]);
    expect(events("conversion")).toEqual([{ send_to: "AW-123456789/AbC_dEf" }]);
    expect(events("generate_lead")).toEqual([{ lead_type: "service_request", page_path: "/thank-you" }]);
  });

  it("forwards a contact message as a lead, without the ad conversion", async () => {
    renderWithRouter(<WebAnalytics measurementId="G-TEST12345" adsConversion="AW-123456789/AbC_dEf" />, PAGES, "/services");
    act(() => void reportConversion("contact_message", "/contact"));
    expect(events("generate_lead")).toEqual([{ lead_type: "contact_message", page_path: "/contact" }]);
    expect(events("conversion")).toHaveLength(0);
  });

  it("sends nothing to third parties for a browser with Global Privacy Control", async () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    const { navigate } = renderWithRouter(<WebAnalytics measurementId="G-TEST12345" adsConversion="AW-1/x" />, PAGES, "/");
    await navigate("/thank-you");
    await nextPaint();
    expect(document.getElementById(GTAG_SCRIPT_ID)).toBeNull();
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it("keeps first-party visit logging for a browser with Global Privacy Control", async () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    useTrackingFakeTimers();
    try {
      const visits = captureLogs("log-site-visit");
      renderWithRouter(
        <>
          <VisitLogging />
          <WebAnalytics measurementId="G-TEST12345" />
        </>,
        PAGES,
        "/services",
      );
      await advance(3000);
      expect(visits).toHaveLength(1);
      expect(window.gtag).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("contact clicks in web analytics", () => {
  it("an agent phone click on a showcase is also a web-analytics event", async () => {
    const { initAnalytics } = await import("@/lib/analytics");
    const { logRealtorContact } = await import("@/features/showcases/api/log-realtor-contact");
    initAnalytics({ measurementId: "G-TEST12345" });
    await logRealtorContact({
      method: "phone",
      pagePath: "/showcase/14-old-mill-road-tewksbury",
      propertyId: "6f1c1f0e-3a52-4c1e-9a57-2b1a8d1e0001",
      propertySlug: "14-old-mill-road-tewksbury",
      agentName: "Dana Whitfield",
    });
    expect(events("realtor_contact_phone")).toEqual([
      { page_path: "/showcase/14-old-mill-road-tewksbury", property_slug: "14-old-mill-road-tewksbury", contact_method: "phone" },
    ]);
  });
});
