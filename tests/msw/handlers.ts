import { http, HttpResponse } from "msw";
import { searchTestParcels, testParcels } from "./fixtures/parcels";

import { blogHandlers } from "./blog-handlers";
import { bookingHandlers } from "./booking-handlers";
import { contactHandlers } from "./contact-handlers";
import { faqHandlers } from "./faq-handlers";
import { portfolioHandlers } from "./portfolio-handlers";
import { quoteHandlers } from "./quote-handlers";
import { servicePricingHandlers } from "./service-pricing-handlers";
import { servicesHandlers } from "./services-handlers";
import { showcaseHandlers } from "./showcase-handlers";
import { testimonialHandlers } from "./testimonial-handlers";
import { trackingHandlers } from "./tracking-handlers";
import { functionUrl } from "./urls";

export { functionUrl, restUrl, rpcUrl, TEST_SUPABASE_URL } from "./urls";

/**
 * Default answers of the Supabase REST API and functions. Tests override them with
 * server.use(...). Each feature keeps its own in tests/msw/<feature>-handlers.ts.
 */
export const handlers = [
  ...servicePricingHandlers,
  ...quoteHandlers,
  ...bookingHandlers,
  ...showcaseHandlers,
  ...portfolioHandlers,
  ...testimonialHandlers,
  ...blogHandlers,
  ...faqHandlers,
  ...contactHandlers,
  ...trackingHandlers,
  ...servicesHandlers,

  // njpr-properties: the address search and the lookup by GIS PIN, over tests/msw/fixtures/parcels.ts.
  http.post(functionUrl("njpr-properties"), async ({ request }) => {
    const body = (await request.json()) as { filters?: { address?: string }; limit?: number };
    const address = body.filters?.address ?? "";
    if (address.trim().length < 3) return HttpResponse.json({ error: "filters.address: too short" }, { status: 400 });
    return HttpResponse.json(searchTestParcels(address, body.limit ?? 10));
  }),
  http.get(`${functionUrl("njpr-properties")}/:pin`, ({ params }) => {
    const pin = decodeURIComponent(String(params.pin));
    const record = Object.values(testParcels).find((parcel) => parcel.GIS_PIN === pin);
    return record ? HttpResponse.json(record) : HttpResponse.json({ error: "Property not found" }, { status: 404 });
  }),

  http.post(functionUrl("log-property-search"), () => new HttpResponse(null, { status: 204 })),
];
