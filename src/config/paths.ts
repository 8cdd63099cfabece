/**
 * Every internal link of the site is built here. Pages and layouts never write a
 * path by hand, so renaming a route is a one-line change.
 */

export const SHOWCASE_TABS = ["properties", "portfolio"] as const;
export type ShowcaseTab = (typeof SHOWCASE_TABS)[number];

/** Service filter values of the portfolio (also the `?tab=` values of the old /gallery links). */
export const PORTFOLIO_SERVICE_FILTERS = ["photography", "aerial", "floorplans", "video"] as const;
export type PortfolioServiceFilter = (typeof PORTFOLIO_SERVICE_FILTERS)[number];

export const SERVICES_SECTIONS = ["appraisal-services", "photography-services", "pricing", "sample-report"] as const;
export type ServicesSection = (typeof SERVICES_SECTIONS)[number];

export function isShowcaseTab(value: string | null | undefined): value is ShowcaseTab {
  return SHOWCASE_TABS.includes(value as ShowcaseTab);
}

export function isPortfolioServiceFilter(value: string | null | undefined): value is PortfolioServiceFilter {
  return PORTFOLIO_SERVICE_FILTERS.includes(value as PortfolioServiceFilter);
}

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, value);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export const paths = {
  home: () => "/",
  about: () => "/about",
  services: (section?: ServicesSection) => (section ? `/services#${section}` : "/services"),
  /** The listing; the default tab ("properties") has no query parameter. */
  showcase: (tab: ShowcaseTab = "properties", serviceType?: PortfolioServiceFilter) =>
    tab === "portfolio" ? withQuery("/showcase", { tab, serviceType }) : "/showcase",
  showcaseDetail: (slugOrId: string) => `/showcase/${encodeURIComponent(slugOrId)}`,
  /** The unbranded version for MLS listings (noindex, no agent, no business, no links). */
  showcaseMls: (slugOrId: string) => `/showcase/${encodeURIComponent(slugOrId)}/mls`,
  /** Where the weekly report mail's opt-out link lands. */
  reportMailUnsubscribe: (token?: string) => withQuery("/report-mail/unsubscribe", { token }),
  /** Legacy gallery links; they redirect to the portfolio tab. */
  gallery: (tab?: PortfolioServiceFilter) => withQuery("/gallery", { tab }),
  blog: () => "/blog",
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  faqs: () => "/faqs",
  contact: () => "/contact",
  privacy: () => "/privacy",
  terms: () => "/terms",
  /** The second reading of the legal routes; renders the same page as privacy(). */
  privacyPolicy: () => "/privacy-policy",
  /** The second reading of the legal routes; renders the same page as terms(). */
  termsOfService: () => "/terms-of-service",
  thankYou: () => "/thank-you",
  /** A booked appointment's private manage page (docs/decisions/050): noindex, never prerendered, not in the sitemap. */
  appointment: (token: string) => `/appointment/${encodeURIComponent(token)}`,
  /** The owner's desk (docs/decisions/054): noindex, never prerendered, not in the sitemap, behind <OwnerGate>. */
  owner: () => "/owner",
  /** The owner's sign-in; `next` is the /owner path to return to afterwards. */
  ownerSignIn: (next?: string) => withQuery("/owner/sign-in", { next: next && next !== "/owner" ? next : undefined }),
  sitemap: () => "/sitemap.xml",
  ownerRequests: () => "/owner/requests",
  /** One request of the desk: a quote request or a contact message, by its id. */
  ownerRequest: (kind: "quote" | "message", id: string) => `/owner/requests/${kind}/${encodeURIComponent(id)}`,
  ownerAppointments: () => "/owner/appointments",
  /** The booking rules, blocked days and hours (docs/decisions/056). */
  ownerSettings: () => "/owner/settings",
  ownerFailedMail: () => "/owner/failed-mail",
  /** The portfolio's collections and their photos (docs/decisions/068). */
  ownerGallery: () => "/owner/gallery",
  /** The home page's client quotes (docs/decisions/068). */
  ownerTestimonials: () => "/owner/testimonials",
  /** The campaign funnel (docs/decisions/063). */
  ownerCampaigns: () => "/owner/campaigns",
  /** The desk's prices per size tier and their history (docs/decisions/071). */
  ownerPrices: () => "/owner/prices",
  /** The desk's discount codes and their uses (docs/decisions/071). */
  ownerDiscountCodes: () => "/owner/discount-codes",
  /** The blog's posts in the desk, one post's editor ("new" for a new one) and the newsletter list (docs/decisions/070). */
  ownerBlog: () => "/owner/blog",
  ownerBlogPost: (id: string) => `/owner/blog/${encodeURIComponent(id)}`,
  ownerBlogNewPost: () => "/owner/blog/new",
  ownerBlogSubscribers: () => "/owner/blog/subscribers",
  /** The desk's showcases (docs/decisions/069): the list, a new one (from a quote request), one in the editor. */
  ownerShowcases: () => "/owner/showcases",
  ownerShowcaseNew: (requestId?: string) => withQuery("/owner/showcases/new", { request: requestId }),
  ownerShowcase: (id: string) => `/owner/showcases/${encodeURIComponent(id)}`,
  /** A marketer's private read-only campaign report: the key in the query (noindex, never prerendered, never logged). */
  campaignReport: (key?: string) => withQuery("/campaign-report", { key }),
  county: (slug: string) => `/${slug}`,
  appraisal: (type: string) => `/appraisals/${type}`,
} as const;

const SHOWCASE_MLS_PATH = /^\/showcase\/[^/]+\/mls\/?$/;
const SHOWCASE_REPORT_PATH = /^\/showcase\/[^/]+\/report\/?$/;
const APPOINTMENT_PATH = /^\/appointment\//;
const OWNER_PATH = /^\/owner(\/|$)/;

/** Whether a path is the owner's area (the desk and its sign-in): never logged as a visit, no quote modal, no chat. */
export function isOwnerPath(pathname: string): boolean {
  return OWNER_PATH.test(pathname);
}

/** Whether a path is a showcase's unbranded MLS version (no quote modal, no chat, no branding). */
export function isShowcaseMlsPath(pathname: string): boolean {
  return SHOWCASE_MLS_PATH.test(pathname);
}

/**
 * Whether a path carries a secret (the report page's key and the mail opt-out token in the
 * query, the appointment manage token in the path): such pages are never logged as site
 * visits nor sent to web analytics.
 */
export function isSecretLinkPath(pathname: string): boolean {
  return (
    SHOWCASE_REPORT_PATH.test(pathname) ||
    pathname === paths.reportMailUnsubscribe() ||
    pathname === paths.campaignReport() || APPOINTMENT_PATH.test(pathname) || isOwnerPath(pathname)
  );
}

/** Pixel size of the social images the build draws (showcaseOgImagePath, blogPostOgImagePath). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * The social image (og:image) of a showcase with a slug: a 1200×630 JPEG the build writes
 * for every prerendered showcase. The showcase page and the build script both use this one
 * helper, so the tag and the file always agree.
 */
export function showcaseOgImagePath(slug: string): string {
  return `/og/showcase/${encodeURIComponent(slug)}.jpg`;
}

/**
 * The social image (og:image) of a blog post: a 1200×630 JPEG the build writes for every
 * prerendered post (its cover under its title), as for showcases: link previews want a JPEG
 * or PNG of that shape, not the WebP cover.
 */
export function blogPostOgImagePath(slug: string): string {
  return `/og/blog/${encodeURIComponent(slug)}.jpg`;
}

/**
 * Where an old /gallery link goes: the portfolio tab of the showcase page, carrying a
 * known `?tab=` value over as the portfolio's `serviceType` filter. Unknown values are dropped.
 */
export function galleryRedirectTarget(gallerySearch: URLSearchParams): string {
  const tab = gallerySearch.get("tab");
  return paths.showcase("portfolio", isPortfolioServiceFilter(tab) ? tab : undefined);
}
