/// <reference types="vitest/jsdom" />
import { useParams } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatWidgetLoader } from "@/features/tracking/components/chat-widget-loader";
import { VisitLogging } from "@/features/tracking/components/visit-logging";
import { WebAnalytics } from "@/features/tracking/components/web-analytics";
import { useShowcaseVisit } from "@/features/tracking/hooks/use-showcase-visit";
import { GTAG_SCRIPT_ID, resetAnalyticsForTests } from "@/lib/analytics";
import { CHAT_SCRIPT_ID, resetChatForTests } from "@/lib/chat";
import { advance, captureLogs, renderWithRouter, setVisibility, useTrackingFakeTimers } from "#tests/support/tracking.tsx";

/**
 * On the site builder's and static hosts' preview hosts nothing measures visits and no
 * third-party widget loads (docs/product.md §1.9; decision 030): the whole tracking shell
 * as the root layout mounts it, with analytics and chat configured, on a real host name.
 */

const SCRIPT = "https://chat.example.test/widget.js";
const PAGES = ["/", "/services", "/showcase/:slug"];
const ORIGINAL_URL = window.location.href;

function ShowcasePage() {
  const { slug = "" } = useParams();
  useShowcaseVisit({ propertyId: "6f1c1f0e-3a52-4c1e-9a57-2b1a8d1e0001", propertySlug: slug, propertyAddress: "14 Old Mill Rd", agentName: "Dana Whitfield" });
  return <section data-showcase-media="photos">Photos</section>;
}

function TrackingShell() {
  return (
    <>
      <VisitLogging />
      <WebAnalytics measurementId="G-TEST12345" adsConversion="AW-1/x" />
      <ChatWidgetLoader scriptUrl={SCRIPT} />
    </>
  );
}

/** A campaign link, then a showcase page, then away: everything that could be logged or loaded. */
async function browse(origin: string) {
  jsdom.reconfigure({ url: `${origin}/services?utm_source=google&utm_campaign=spring` });
  const logs = {
    siteVisits: captureLogs("log-site-visit"),
    campaigns: captureLogs("log-campaign-visit"),
    showcases: captureLogs("log-showcase-visit"),
  };
  const { navigate } = renderWithRouter(<TrackingShell />, PAGES, "/services?utm_source=google&utm_campaign=spring", {
    "/showcase/:slug": <ShowcasePage />,
  });
  await advance(12_000);
  await navigate("/showcase/14-old-mill-road-tewksbury");
  await advance(4000);
  await navigate("/");
  await advance(12_000);
  setVisibility("hidden");
  await advance(0);
  return logs;
}

beforeEach(() => {
  sessionStorage.clear();
  resetAnalyticsForTests();
  resetChatForTests();
  delete window.dataLayer;
  delete window.gtag;
  document.getElementById(GTAG_SCRIPT_ID)?.remove();
  useTrackingFakeTimers();
  setVisibility("visible");
});

afterEach(() => {
  vi.useRealTimers();
  setVisibility("visible");
  jsdom.reconfigure({ url: ORIGINAL_URL });
  resetChatForTests();
  document.getElementById(GTAG_SCRIPT_ID)?.remove();
});

describe("tracking on a preview host", () => {
  it.each([
    "https://preview--nj-appraisals.lovable.app",
    "https://3f9a1c2e-1111-2222-3333-444455556666.lovableproject.com",
    "https://nj-appraisals-git-fix-quote-gsa-team.vercel.app",
  ])("on %s: no site visit, campaign or showcase log, no analytics, no chat", async (origin) => {
    const logs = await browse(origin);
    expect(window.location.origin).toBe(origin);
    expect(logs.siteVisits).toHaveLength(0);
    expect(logs.campaigns).toHaveLength(0);
    expect(logs.showcases).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
    expect(document.getElementById(GTAG_SCRIPT_ID)).toBeNull();
    expect(document.getElementById(CHAT_SCRIPT_ID)).toBeNull();
  });

  it("the same visit on the published site is logged, measured and gets the chat", async () => {
    const logs = await browse("https://www.gardenstateappraisals.com");
    expect(logs.siteVisits.map((visit) => visit.body.page_path)).toEqual([
      "/services?utm_source=google&utm_campaign=spring",
      "/showcase/14-old-mill-road-tewksbury",
      "/",
    ]);
    expect(logs.campaigns).toHaveLength(1);
    expect(logs.showcases).toHaveLength(1);
    expect(typeof window.gtag).toBe("function");
    expect(document.getElementById(GTAG_SCRIPT_ID)).not.toBeNull();
    expect(document.getElementById(CHAT_SCRIPT_ID)).not.toBeNull();
  });
});
