/**
 * Constants of the visit logs (docs/product.md §1.3; §2.4), without zod, so the
 * browser's tracking code (in the first load of every page) can use them without pulling
 * in the schemas. The schemas in ../schemas/ build on these.
 */

/** Session ids look like "sv_1763780000000_k3j9x2ab": a prefix, a millisecond timestamp and a random part. */
export const SITE_VISIT_SESSION_PREFIX = "sv";
export const SITE_VISIT_SESSION_ID_PATTERN = /^sv_\d{13}_[a-z0-9]{6,32}$/;
/** Session-storage key under which the browser keeps its site-visit session id. */
export const SITE_VISIT_SESSION_STORAGE_KEY = "site_visit_session_id";
/** A page view longer than a day is not a real measurement. */
export const MAX_TIME_ON_PAGE_SECONDS = 86_400;

/** The UTM parameters a campaign link may carry, in the order they are stored. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
/** A campaign landing is logged when one of these is present. */
export const CAMPAIGN_UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign"] as const satisfies readonly UtmKey[];

/** The media sections of a showcase page whose visibility is recorded. */
export const SHOWCASE_MEDIA_SECTIONS = ["photos", "videos", "floorplans", "matterport", "aerial"] as const;
export type ShowcaseMediaSection = (typeof SHOWCASE_MEDIA_SECTIONS)[number];

/**
 * Which version of a showcase a visit was on: the branded page or the unbranded
 * MLS version (/showcase/<slug>/mls). Stored as showcase_visits.via.
 */
export const SHOWCASE_VISIT_VIAS = ["page", "mls"] as const;
export type ShowcaseVisitVia = (typeof SHOWCASE_VISIT_VIAS)[number];

/** A stored referrer host: letters, digits, ".", "_", "-", and ":" "[" "]" of an IPv6 address (punycode for others). */
export const REFERRER_HOST_PATTERN = /^[a-z0-9._:[\]-]+$/;

/**
 * The host name a referrer URL names (lowercase, without a leading "www."), or null for
 * anything that is not an http(s) URL. Only the host is kept of a showcase visit's
 * referrer: another site's path and query may carry personal data.
 */
export function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  // What showcase_visits.referrer_host accepts: a URL's host may also hold "!", "$", "*"...
  return host.length > 0 && host.length <= 253 && REFERRER_HOST_PATTERN.test(host) ? host : null;
}

/** The periods of a showcase's engagement report (days, today included, New York days). */
export const REPORT_PERIODS = [7, 30, 90] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 30;
