import type { RequestHandler } from "msw";

/** Default msw answers for the contact page's send-contact-email messages. */
export const contactHandlers: RequestHandler[] = [];
