/**
 * Web analytics (Google tag). One place that knows how the tag is loaded and how events
 * are sent; pages and features call `trackAnalyticsEvent` and never touch `gtag`.
 *
 * Nothing happens unless `initAnalytics` ran (a measurement id is configured, the page
 * is not on a preview host, and the browser does not send Global Privacy Control).
 * Before the tag's script arrives, events queue in `dataLayer` as gtag.js expects.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/). */
    globalPrivacyControl?: boolean;
  }
}

export const GTAG_SCRIPT_ID = "google-tag";
const GTAG_SCRIPT_BASE = "https://www.googletagmanager.com/gtag/js";

let initializedWith: string | undefined;

/** True when the browser asks not to be tracked by third parties (Global Privacy Control). */
export function sendsGlobalPrivacyControl(): boolean {
  return typeof navigator !== "undefined" && navigator.globalPrivacyControl === true;
}

export interface AnalyticsConfig {
  measurementId: string;
  /** Google Ads conversion target, "AW-<id>/<label>", when ad conversions are tracked. */
  adsConversion?: string | undefined;
}

/**
 * Defines `gtag` (queueing into dataLayer) and configures the ids. Page views are sent
 * explicitly on every route change, so the automatic one is off. Idempotent.
 */
export function initAnalytics(config: AnalyticsConfig): void {
  if (initializedWith !== undefined || typeof window === "undefined") return;
  initializedWith = config.measurementId;
  window.dataLayer = window.dataLayer ?? [];
  if (typeof window.gtag !== "function") {
    window.gtag = function gtag() {
      // gtag.js reads the Arguments object itself, not an array copy.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
  }
  window.gtag("js", new Date());
  window.gtag("config", config.measurementId, { send_page_view: false });
  const adsId = config.adsConversion?.split("/")[0];
  if (adsId) window.gtag("config", adsId);
}

/** Adds the tag's script once (after first paint: the caller schedules it). */
export function loadAnalyticsScript(measurementId: string): void {
  if (typeof document === "undefined" || document.getElementById(GTAG_SCRIPT_ID)) return;
  const script = document.createElement("script");
  script.id = GTAG_SCRIPT_ID;
  script.async = true;
  script.src = `${GTAG_SCRIPT_BASE}?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

export function isAnalyticsActive(): boolean {
  return initializedWith !== undefined && typeof window !== "undefined" && typeof window.gtag === "function";
}

/** Sends an event to web analytics when it is active; otherwise does nothing. */
export function trackAnalyticsEvent(name: string, params: Record<string, unknown> = {}): void {
  if (!isAnalyticsActive()) return;
  try {
    window.gtag?.("event", name, params);
  } catch (error) {
    console.error("Analytics event failed", error);
  }
}

/** For tests: forget that analytics was initialised. */
export function resetAnalyticsForTests(): void {
  initializedWith = undefined;
}
