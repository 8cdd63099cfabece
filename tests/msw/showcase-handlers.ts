import { http, HttpResponse, type RequestHandler } from "msw";
import type { PropertyShowcase } from "#schemas/property-showcase.ts";
import { isPublicShowcase, testShowcases } from "./fixtures/showcases";
import { restUrl } from "./urls";

/** What PostgREST filters like `slug=eq.x` ask for, for the columns the app filters on. */
function matchesFilters(showcase: PropertyShowcase, params: URLSearchParams): boolean {
  for (const column of ["id", "slug"] as const) {
    const filter = params.get(column);
    if (filter !== null && filter !== `eq.${showcase[column] ?? ""}`) return false;
  }
  const isPublic = params.get("is_public");
  if (isPublic !== null && isPublic !== "eq.true") return false;
  return true;
}

/** Analytics events the default handler received (tests read and clear it). */
export const receivedAnalyticsEvents: unknown[] = [];

/**
 * Default msw answers for property_showcases (joined to agents) and analytics_events.
 * Like row-level security, only public showcases are ever answered.
 */
export const showcaseHandlers: RequestHandler[] = [
  http.get(restUrl("property_showcases"), ({ request }) => {
    const params = new URL(request.url).searchParams;
    let rows = testShowcases.filter(isPublicShowcase).filter((showcase) => matchesFilters(showcase, params));
    if (params.get("order")?.startsWith("created_at.desc")) rows = [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at));
    const limit = Number(params.get("limit") ?? Number.NaN);
    if (Number.isFinite(limit)) rows = rows.slice(0, limit);
    return HttpResponse.json(rows);
  }),
  http.post(restUrl("analytics_events"), async ({ request }) => {
    receivedAnalyticsEvents.push(await request.json());
    return new HttpResponse(null, { status: 201 });
  }),
];
