import { http, HttpResponse, type RequestHandler } from "msw";
import { restUrl, TEST_SUPABASE_URL } from "./urls";

/**
 * The under_1500 rows the default handler answers for the services' 'From $X' prices
 * (service_id=in.(…)&tier_name=eq.under_1500). Deliberately not the defaults, so a test
 * can tell loaded prices from fallbacks; appraisal has two rows, the lower one wins.
 */
export const TEST_SERVICE_STARTING_PRICE_ROWS = [
  { service_id: "appraisal", price: 415 },
  { service_id: "appraisal", price: 399 },
  { service_id: "professional-photography", price: 189 },
  { service_id: "aerial-photography", price: 179 },
  { service_id: "floor-plans", price: 119 },
  { service_id: "virtual-tours", price: 289 },
  { service_id: "real-estate-videography", price: 379 },
  { service_id: "property-showcase", price: 139 },
] as const;

/** The sample appraisal report in the appraisal-sample bucket (a minimal PDF). */
export const SAMPLE_REPORT_URL = `${TEST_SUPABASE_URL}/storage/v1/object/public/appraisal-sample/sample-appraisal-report.pdf`;
const MINIMAL_PDF = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

/** Default msw answers for the services, about and county pages. */
export const servicesHandlers: RequestHandler[] = [
  http.head(SAMPLE_REPORT_URL, () => new HttpResponse(null, { status: 200, headers: { "Content-Type": "application/pdf" } })),
  http.get(SAMPLE_REPORT_URL, () => new HttpResponse(MINIMAL_PDF, { headers: { "Content-Type": "application/pdf" } })),
  http.get(restUrl("service_pricing"), ({ request }) => {
    const params = new URL(request.url).searchParams;
    // Only the starting-prices read; any other service_pricing read falls through to the next handler.
    if (params.get("tier_name") !== "eq.under_1500" || !params.get("service_id")?.startsWith("in.(")) return undefined;
    const ids = params.get("service_id")!.slice(4, -1).split(",").map((id) => id.replace(/^"|"$/g, ""));
    return HttpResponse.json(TEST_SERVICE_STARTING_PRICE_ROWS.filter((row) => ids.includes(row.service_id)));
  }),
];
