import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { isOnPreviewHost } from "@/config/preview-hosts";
import { beaconLog, postLog } from "../api/send-log";
import { showcaseLogKey, ShowcaseVisitTracker, type ShowcaseVisitSubject } from "../showcase-visit-tracker";

export type { ShowcaseVisitSubject } from "../showcase-visit-tracker";

/**
 * Trackers whose component unmounted a moment ago. React (StrictMode, a remount with
 * the same property) may mount the effect again at once; the visit then continues
 * instead of being sent with a few milliseconds on the page.
 */
const leaving = new Map<string, { tracker: ShowcaseVisitTracker; timer: ReturnType<typeof setTimeout> }>();

/**
 * Logs a visit of a showcase page (log-showcase-visit) once per browser session per
 * property: the time on the page and which media sections were seen at 30 % visibility
 * (or filling 30 % of the viewport, for a section too tall to be 30 % visible)
 * (sections carry data-showcase-media="photos|videos|floorplans|matterport|aerial").
 * Sent when the visitor hides or unloads the page or leaves it. Pass null while the
 * showcase is loading or not found.
 */
export function useShowcaseVisit(subject: ShowcaseVisitSubject | null): void {
  const location = useLocation();
  const latest = useRef({ subject, pagePath: `${location.pathname}${location.search}` });
  useEffect(() => {
    latest.current = { subject, pagePath: `${location.pathname}${location.search}` };
  });

  const key = subject ? showcaseLogKey(subject.propertyId, subject.via) : null;
  useEffect(() => {
    const current = latest.current.subject;
    if (!key || !current || isOnPreviewHost()) return;

    let tracker: ShowcaseVisitTracker;
    const pending = leaving.get(key);
    if (pending) {
      clearTimeout(pending.timer);
      leaving.delete(key);
      tracker = pending.tracker;
    } else {
      if (ShowcaseVisitTracker.alreadyLogged(current.propertyId, current.via)) return;
      tracker = new ShowcaseVisitTracker(
        current,
        latest.current.pagePath,
        {
          post: (visit) => postLog("log-showcase-visit", visit),
          beacon: (visit) => beaconLog("log-showcase-visit", visit),
        },
        showcaseReferrer(),
      );
      tracker.start();
    }

    const onVisibility = () => {
      if (document.visibilityState === "hidden") tracker.finish("beacon");
    };
    const onPageHide = () => tracker.finish("beacon");
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      const timer = setTimeout(() => {
        leaving.delete(key);
        tracker.finish("post");
      }, 0);
      leaving.set(key, { tracker, timer });
    };
  }, [key]);
}

/**
 * Where the visitor came from: the document's referrer when the showcase is the page the
 * browser loaded, this site when the visitor got here through the app's own links.
 */
function showcaseReferrer(): string | null {
  // The document's own navigation entry names the URL the browser loaded (null where unsupported).
  const landing = typeof performance.getEntriesByType === "function" ? performance.getEntriesByType("navigation")[0]?.name : undefined;
  let landingPath: string | null = null;
  try {
    landingPath = landing ? new URL(landing).pathname : null;
  } catch {
    landingPath = null;
  }
  if (landingPath === null || landingPath === window.location.pathname) return document.referrer || null;
  return `${window.location.origin}/`;
}
