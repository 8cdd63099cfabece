import type { SiteVisitInput } from "#schemas/site-visit.ts";
import { pageViewKey, siteVisitRecord, VISIT_LOG_DELAY_MS, wholeSeconds } from "./domain/page-view";
import { readPreviousPage, rememberPreviousPage, siteVisitSessionId } from "./session-store";

/** How a visit log leaves the browser. */
export interface SiteVisitTransport {
  /** While the page is alive. Rejects on failure. */
  post(record: SiteVisitInput): Promise<void>;
  /** While the page is hidden or unloading: must survive the unload. */
  beacon(record: SiteVisitInput): boolean;
}

/** What the tracker reads from the browser (injected so tests can choose). */
export interface BrowserFacts {
  origin: string;
  /** document.referrer of the landing, or null. */
  landingReferrer: string | null;
  screen: string | null;
  viewport(): string | null;
  language: string | null;
}

interface PageView {
  key: string;
  pagePath: string;
  referrer: string | null;
  previousPage: string | null;
  sessionId: string;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  sent: boolean;
}

/** A navigation that replaces the entry this soon after arriving is a redirect, not a page view. */
const REDIRECT_WINDOW_MS = 1000;

/**
 * Site-visit logging (docs/product.md §1.3, §1.4, §1.9): at most one log per page view, sent
 * after 3 seconds on the page, or earlier (with the whole seconds spent) when the page
 * is hidden, unloaded, or left for another route. Route changes are page views.
 */
export class SiteVisitTracker {
  private view: PageView | null = null;

  constructor(
    private readonly transport: SiteVisitTransport,
    private readonly facts: BrowserFacts,
  ) {}

  /** The router arrived at `pathname` (`pagePath` is it with its query). */
  pageView(pathname: string, pagePath: string, options: { replace?: boolean } = {}): void {
    const key = pageViewKey(pathname);
    const leaving = this.view;
    if (leaving && leaving.key === key) return;

    let previousPage: string | null;
    let referrer: string | null;
    if (leaving) {
      const redirected = options.replace === true && !leaving.sent && Date.now() - leaving.startedAt < REDIRECT_WINDOW_MS;
      if (redirected) {
        this.cancel(leaving);
        previousPage = leaving.previousPage;
        referrer = leaving.referrer;
      } else {
        this.finish(leaving, "post");
        rememberPreviousPage(leaving.pagePath);
        previousPage = leaving.pagePath;
        referrer = `${this.facts.origin}${leaving.pagePath}`;
      }
    } else {
      previousPage = readPreviousPage();
      referrer = this.facts.landingReferrer;
    }

    const view: PageView = {
      key,
      pagePath,
      referrer,
      previousPage,
      sessionId: siteVisitSessionId(),
      startedAt: Date.now(),
      timer: undefined,
      sent: false,
    };
    view.timer = setTimeout(() => this.finish(view, "post"), VISIT_LOG_DELAY_MS);
    this.view = view;
  }

  /** The page became hidden (tab switch, app switch, screen off): send now if not sent. */
  pageHidden(): void {
    if (this.view) this.finish(this.view, "beacon");
  }

  /** The page is being unloaded (pagehide): send now if not sent, remember the page. */
  pageUnloading(): void {
    if (!this.view) return;
    this.finish(this.view, "beacon");
    rememberPreviousPage(this.view.pagePath);
  }

  /** Stops without sending (the app is torn down). */
  dispose(): void {
    if (this.view) this.cancel(this.view);
    this.view = null;
  }

  private cancel(view: PageView): void {
    clearTimeout(view.timer);
    view.sent = true;
  }

  private finish(view: PageView, how: "post" | "beacon"): void {
    if (view.sent) return;
    this.cancel(view);
    const record = siteVisitRecord(
      {
        pagePath: view.pagePath,
        referrer: view.referrer,
        sessionId: view.sessionId,
        previousPage: view.previousPage,
        screen: this.facts.screen,
        viewport: this.facts.viewport(),
        language: this.facts.language,
      },
      wholeSeconds(view.startedAt, Date.now()),
    );
    if (how === "beacon") {
      if (!this.transport.beacon(record)) console.warn("Visit logging failed: the browser refused to send the log");
      return;
    }
    this.transport.post(record).catch((error: unknown) => console.warn("Visit logging failed:", error));
  }
}
