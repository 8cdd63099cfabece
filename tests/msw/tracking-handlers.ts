import { http, HttpResponse, type RequestHandler } from "msw";
import { functionUrl } from "./urls";

/** Default msw answers for log-site-visit, log-campaign-visit, log-showcase-visit: stored. */
export const trackingHandlers: RequestHandler[] = [
  http.post(functionUrl("log-site-visit"), () => HttpResponse.json({ ok: true }, { status: 201 })),
  http.post(functionUrl("log-campaign-visit"), () => HttpResponse.json({ ok: true }, { status: 201 })),
  http.post(functionUrl("log-showcase-visit"), () => HttpResponse.json({ ok: true }, { status: 201 })),
];
