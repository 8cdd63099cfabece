import { SITE_VISIT_SESSION_ID_PATTERN, SITE_VISIT_SESSION_STORAGE_KEY } from "#shared/visit-log.ts";

/**
 * The browser session's site-visit id as the visit logging keeps it (sessionStorage; the
 * tracking feature creates it at the first page view), or null when there is none yet or
 * storage is blocked. What a quote request and the quote's steps are credited by
 * (docs/decisions/063-campaign-funnel.md). Call from effects and handlers only.
 */
export function currentVisitSessionId(): string | null {
  try {
    const stored = window.sessionStorage.getItem(SITE_VISIT_SESSION_STORAGE_KEY);
    return stored && SITE_VISIT_SESSION_ID_PATTERN.test(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Whether `mark` is new for this browser session: true the first time, false after (kept in
 * sessionStorage; where storage is blocked, true every time and the database keeps one).
 */
export function firstTimeThisSession(mark: string): boolean {
  try {
    const key = `once:${mark}`;
    if (window.sessionStorage.getItem(key)) return false;
    window.sessionStorage.setItem(key, "1");
    return true;
  } catch {
    return true;
  }
}
