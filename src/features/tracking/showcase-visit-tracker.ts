import type { ShowcaseMediaSection, ShowcaseVisitInput } from "#schemas/showcase-visit.ts";
import { SHOWCASE_MEDIA_SECTIONS, type ShowcaseVisitVia } from "#shared/visit-log.ts";
import { EdgeFunctionError } from "@/lib/edge-functions";
import { wholeSeconds } from "./domain/page-view";
import { hasAnyUtm, readUtmValues } from "./domain/utm";
import { showcaseLog, siteVisitSessionId } from "./session-store";

/** The attribute a showcase page puts on each media section: data-showcase-media="photos". */
export const SHOWCASE_MEDIA_ATTRIBUTE = "data-showcase-media";
/** A section counts as seen once this share of it is visible (docs/product.md §2.7)... */
export const MEDIA_SEEN_RATIO = 0.3;
/**
 * ...or once it fills this share of the viewport: a section taller than about 3.3
 * viewports (a long photo grid on a phone) can never be 30 % visible.
 */
export const MEDIA_SEEN_VIEWPORT_SHARE = 0.3;
/**
 * When the observer reports: at 30 % and at a halving ladder below it. A tall section
 * fills 30 % of the viewport at a ratio r = 0.3 × viewport / height and grows to
 * viewport / height (r / 0.3) while it fills the screen; a threshold lies in [r, 2r] for
 * every section up to about 400 viewports tall, so the observer fires once it fills 30 %.
 */
export const MEDIA_SEEN_THRESHOLDS: readonly number[] = Array.from({ length: 8 }, (_, step) => MEDIA_SEEN_RATIO / 2 ** step);

type MediaIntersection = Pick<IntersectionObserverEntry, "isIntersecting" | "intersectionRatio" | "intersectionRect" | "rootBounds">;

/** Whether an observed section counts as seen: 30 % of it visible, or it fills 30 % of the viewport. */
export function countsAsSeen(entry: MediaIntersection): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= MEDIA_SEEN_RATIO) return true;
  const viewportHeight = entry.rootBounds?.height ?? 0;
  return viewportHeight > 0 && entry.intersectionRect.height >= MEDIA_SEEN_VIEWPORT_SHARE * viewportHeight;
}

/** A send failed on the network or with a 5xx is tried this many times in all, waiting longer each time. */
export const SHOWCASE_SEND_ATTEMPTS = 3;
export const SHOWCASE_RETRY_BASE_MS = 1000;

export interface ShowcaseVisitSubject {
  propertyId: string;
  propertySlug: string | null;
  propertyAddress: string | null;
  agentName: string | null;
  /** The branded page (default) or the unbranded MLS version: logged apart, each once per session. */
  via?: ShowcaseVisitVia;
}

/** The session-log key of a visit: the property id, prefixed for the MLS version. */
export function showcaseLogKey(propertyId: string, via: ShowcaseVisitVia = "page"): string {
  return via === "page" ? propertyId : `${via}:${propertyId}`;
}

export interface ShowcaseVisitTransport {
  post(visit: ShowcaseVisitInput): Promise<void>;
  beacon(visit: ShowcaseVisitInput): boolean;
}

/**
 * Whether a failed send may pass if tried again: a network failure or a server error
 * (5xx). A refusal (4xx: bad record, showcase not public, 429 over the limit) will not.
 */
function mayPassLater(error: unknown): boolean {
  return !(error instanceof EdgeFunctionError) || error.status >= 500;
}

function isMediaSection(value: string | null): value is ShowcaseMediaSection {
  return SHOWCASE_MEDIA_SECTIONS.includes(value as ShowcaseMediaSection);
}

/**
 * One visit of one showcase page: time on the page and which media sections were seen
 * (30 % visible, or filling 30 % of the viewport), sent once when the visitor hides the
 * page, unloads it or leaves it.
 * Logged once per browser session per property; a send that failed on the network or
 * with a server error (5xx) is retried a bounded number of times, a refusal (4xx) is
 * not; after giving up the property may be logged again later in the session.
 */
export class ShowcaseVisitTracker {
  private readonly startedAt = Date.now();
  private readonly mediaViewed: Partial<Record<ShowcaseMediaSection, boolean>> = {};
  private readonly observed = new WeakSet<Element>();
  private intersection: IntersectionObserver | undefined;
  private mutation: MutationObserver | undefined;
  private done = false;

  constructor(
    readonly subject: ShowcaseVisitSubject,
    private readonly pagePath: string,
    private readonly transport: ShowcaseVisitTransport,
    /** Where the visitor came from (document.referrer on a landing, this site after an in-app navigation). */
    private readonly referrer: string | null = null,
  ) {}

  /** Whether this property (in this version) was already logged in this browser session. */
  static alreadyLogged(propertyId: string, via: ShowcaseVisitVia = "page"): boolean {
    return showcaseLog.has(showcaseLogKey(propertyId, via));
  }

  private get logKey(): string {
    return showcaseLogKey(this.subject.propertyId, this.subject.via);
  }

  start(root: ParentNode = document): void {
    if (typeof IntersectionObserver === "function") {
      this.intersection = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const section = entry.target.getAttribute(SHOWCASE_MEDIA_ATTRIBUTE);
            if (isMediaSection(section) && countsAsSeen(entry)) this.mediaViewed[section] = true;
          }
        },
        { threshold: [...MEDIA_SEEN_THRESHOLDS] },
      );
    }
    this.observeSections(root);
    if (typeof MutationObserver === "function" && typeof document !== "undefined") {
      // Sections render as the page's data arrives: watch for new ones.
      this.mutation = new MutationObserver(() => this.observeSections(root));
      this.mutation.observe(document.body, { childList: true, subtree: true });
    }
  }

  private observeSections(root: ParentNode): void {
    for (const element of root.querySelectorAll(`[${SHOWCASE_MEDIA_ATTRIBUTE}]`)) {
      const section = element.getAttribute(SHOWCASE_MEDIA_ATTRIBUTE);
      if (!isMediaSection(section) || this.observed.has(element)) continue;
      this.observed.add(element);
      this.mediaViewed[section] = this.mediaViewed[section] ?? false;
      this.intersection?.observe(element);
    }
  }

  private stopObserving(): void {
    this.intersection?.disconnect();
    this.mutation?.disconnect();
  }

  /** The record as it would be sent now. */
  visit(): ShowcaseVisitInput {
    const query = this.pagePath.includes("?") ? this.pagePath.slice(this.pagePath.indexOf("?")) : "";
    const utm = readUtmValues(query);
    return {
      propertyId: this.subject.propertyId,
      propertySlug: this.subject.propertySlug,
      propertyAddress: this.subject.propertyAddress,
      agentName: this.subject.agentName,
      pagePath: this.pagePath.slice(0, 2048),
      sessionId: siteVisitSessionId(),
      timeOnPage: wholeSeconds(this.startedAt, Date.now()),
      mediaViewed: { ...this.mediaViewed },
      utmParams: hasAnyUtm(utm) ? utm : null,
      via: this.subject.via ?? "page",
      referrer: this.referrer?.slice(0, 2048) ?? null,
    };
  }

  /** Sends the visit once: by beacon when the page is going away, else by a normal call with retries. */
  finish(how: "post" | "beacon"): void {
    if (this.done) return;
    this.done = true;
    this.stopObserving();
    const key = this.logKey;
    if (showcaseLog.has(key)) return;
    showcaseLog.mark(key);
    const visit = this.visit();
    if (how === "beacon") {
      if (!this.transport.beacon(visit)) showcaseLog.unmark(key);
      return;
    }
    void this.postWithRetry(visit, 1);
  }

  /** Stops without sending. */
  cancel(): void {
    this.done = true;
    this.stopObserving();
  }

  private async postWithRetry(visit: ShowcaseVisitInput, attempt: number): Promise<void> {
    try {
      await this.transport.post(visit);
    } catch (error) {
      if (attempt >= SHOWCASE_SEND_ATTEMPTS || !mayPassLater(error)) {
        console.warn("Showcase visit logging failed:", error);
        showcaseLog.unmark(this.logKey);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, SHOWCASE_RETRY_BASE_MS * 2 ** (attempt - 1)));
      await this.postWithRetry(visit, attempt + 1);
    }
  }
}
