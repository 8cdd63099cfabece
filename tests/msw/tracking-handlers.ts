import type { RequestHandler } from "msw";

/** Default msw answers for log-site-visit, log-campaign-visit, log-showcase-visit. */
export const trackingHandlers: RequestHandler[] = [];
