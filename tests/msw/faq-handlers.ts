import { http, HttpResponse, type RequestHandler } from "msw";
import { restUrl } from "./urls";

/** Default msw answers for faq_feedback: an accepted insert (PostgREST answers 201 with no body). */
export const faqHandlers: RequestHandler[] = [
  http.post(restUrl("faq_feedback"), () => new HttpResponse(null, { status: 201 })),
];
