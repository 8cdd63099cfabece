import type { SiteVisitInput } from "#schemas/site-visit.ts";
import { MAX_TIME_ON_PAGE_SECONDS } from "#shared/visit-log.ts";
import { readUtmValues } from "./utm";

/** A page view is logged after this long on the page (docs/product.md §1.9). */
export const VISIT_LOG_DELAY_MS = 3000;

/**
 * A page view is one path: a change of only the query (the quote modal's parameters,
 * a showcase tab) is the same page view; another path is a new one.
 */
export function pageViewKey(pathname: string): string {
  return pathname;
}

/** Whole seconds between two moments, within what the log accepts. */
export function wholeSeconds(fromMs: number, toMs: number): number {
  return Math.min(MAX_TIME_ON_PAGE_SECONDS, Math.max(0, Math.floor((toMs - fromMs) / 1000)));
}

/** "1920x1080", or null when a size is unknown. */
export function sizeText(width: number | undefined, height: number | undefined): string | null {
  if (!width || !height || width < 0 || height < 0) return null;
  return `${Math.round(width)}x${Math.round(height)}`;
}

export interface PageViewFacts {
  /** Path plus query, "/services?utm_source=x". */
  pagePath: string;
  referrer: string | null;
  sessionId: string;
  previousPage: string | null;
  screen: string | null;
  viewport: string | null;
  language: string | null;
}

/** The site-visit record of docs/product.md §1.3. */
export function siteVisitRecord(facts: PageViewFacts, timeOnPageSeconds: number): SiteVisitInput {
  const query = facts.pagePath.includes("?") ? facts.pagePath.slice(facts.pagePath.indexOf("?")) : "";
  return {
    page_path: facts.pagePath.slice(0, 2048),
    referrer: facts.referrer ? facts.referrer.slice(0, 2048) : null,
    session_id: facts.sessionId,
    time_on_page_seconds: timeOnPageSeconds,
    previous_page: facts.previousPage ? facts.previousPage.slice(0, 2048) : null,
    ...readUtmValues(query),
    screen_resolution: facts.screen,
    viewport_size: facts.viewport,
    language: facts.language ? facts.language.slice(0, 35) : null,
  };
}
