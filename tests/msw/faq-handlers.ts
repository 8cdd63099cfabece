import type { RequestHandler } from "msw";

/** Default msw answers for faq_feedback. */
export const faqHandlers: RequestHandler[] = [];
