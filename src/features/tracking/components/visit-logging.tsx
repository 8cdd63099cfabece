import { useEffect, useRef } from "react";
import { useLocation, useNavigationType, type Location } from "react-router-dom";
import { isSecretLinkPath } from "@/config/paths";
import { isOnPreviewHost } from "@/config/preview-hosts";
import { beaconLog, postLog } from "../api/send-log";
import { sizeText } from "../domain/page-view";
import { isCampaignLanding, readUtmValues, utmSetKey } from "../domain/utm";
import { campaignLog, siteVisitSessionId } from "../session-store";
import { SiteVisitTracker } from "../site-visit-tracker";

/**
 * Logs site visits (one per page view, route changes included) and campaign landings
 * (once per set of UTM values per browser session). Renders nothing; mounted once in
 * the root layout. Not on preview hosts; never during prerendering (effects only).
 */
export function VisitLogging() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const latest = useRef<{ location: Location; replace: boolean }>({ location, replace: false });
  const tracker = useRef<SiteVisitTracker | null>(null);

  useEffect(() => {
    latest.current = { location, replace: navigationType === "REPLACE" };
  });

  useEffect(() => {
    if (isOnPreviewHost()) return;
    const instance = new SiteVisitTracker(
      { post: (record) => postLog("log-site-visit", record), beacon: (record) => beaconLog("log-site-visit", record) },
      {
        origin: window.location.origin,
        landingReferrer: document.referrer || null,
        screen: sizeText(window.screen?.width, window.screen?.height),
        viewport: () => sizeText(window.innerWidth, window.innerHeight),
        language: navigator.language || null,
      },
    );
    tracker.current = instance;
    const onVisibility = () => {
      if (document.visibilityState === "hidden") instance.pageHidden();
    };
    const onPageHide = () => instance.pageUnloading();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      instance.dispose();
      tracker.current = null;
    };
  }, []);

  const { pathname } = location;
  useEffect(() => {
    const instance = tracker.current;
    if (!instance) return;
    const { location: current, replace } = latest.current;
    // A page whose query holds a secret (the report key, an opt-out token) is logged by
    // its path alone: the secret must not reach site_visits, as page_path, previous_page
    // or the next page's referrer.
    if (isSecretLinkPath(current.pathname)) {
      instance.pageView(current.pathname, current.pathname, { replace });
      return;
    }
    const pagePath = `${current.pathname}${current.search}`;
    instance.pageView(current.pathname, pagePath, { replace });
    logCampaignLanding(pagePath, current.search);
  }, [pathname]);

  return null;
}

/**
 * log-campaign-visit once per set of UTM values per session; failures are ignored. Sent
 * at arrival in the unload-safe form (beacon / keepalive fetch, decision 029): a visitor
 * who bounces at once would otherwise take the landing with them.
 */
function logCampaignLanding(pagePath: string, search: string): void {
  const utm = readUtmValues(search);
  if (!isCampaignLanding(utm)) return;
  const key = utmSetKey(utm);
  if (campaignLog.has(key)) return;
  campaignLog.mark(key);
  beaconLog("log-campaign-visit", {
    ...utm,
    referrer: document.referrer || null,
    session_id: siteVisitSessionId(),
    landing_path: pagePath.slice(0, 2048),
  });
}
