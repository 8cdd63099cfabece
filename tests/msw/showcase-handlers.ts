import type { RequestHandler } from "msw";

/** Default msw answers for property_showcases and agents, analytics_events. */
export const showcaseHandlers: RequestHandler[] = [];
