import type { RequestHandler } from "msw";

/** Default msw answers for gallery_collections. */
export const portfolioHandlers: RequestHandler[] = [];
