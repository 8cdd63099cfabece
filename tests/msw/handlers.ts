import { http, HttpResponse } from "msw";

/** The Supabase URL the unit tests run against (vitest.config.ts, project "unit", env). */
export const TEST_SUPABASE_URL = process.env.VITE_SUPABASE_URL ?? "http://supabase.test";
export const restUrl = (table: string) => `${TEST_SUPABASE_URL}/rest/v1/${table}`;

/** The appraisal price the default handler answers for the under_1500 tier. */
export const TEST_APPRAISAL_STARTING_PRICE = 395;

/** Default answers of the Supabase REST API. Tests override them with server.use(...). */
export const handlers = [
  http.get(restUrl("service_pricing"), ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get("service_id") === "eq.appraisal" && url.searchParams.get("tier_name") === "eq.under_1500") {
      return HttpResponse.json([{ price: TEST_APPRAISAL_STARTING_PRICE }]);
    }
    return HttpResponse.json([]);
  }),
];
