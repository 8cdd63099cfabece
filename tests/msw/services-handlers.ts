import { http, HttpResponse, type RequestHandler } from "msw";
import { TEST_SUPABASE_URL } from "./urls";

/** The sample appraisal report in the appraisal-sample bucket (a minimal PDF). */
export const SAMPLE_REPORT_URL = `${TEST_SUPABASE_URL}/storage/v1/object/public/appraisal-sample/sample-appraisal-report.pdf`;
const MINIMAL_PDF = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

/** Default msw answers for the services, about and county pages. */
export const servicesHandlers: RequestHandler[] = [
  http.head(SAMPLE_REPORT_URL, () => new HttpResponse(null, { status: 200, headers: { "Content-Type": "application/pdf" } })),
  http.get(SAMPLE_REPORT_URL, () => new HttpResponse(MINIMAL_PDF, { headers: { "Content-Type": "application/pdf" } })),
];
