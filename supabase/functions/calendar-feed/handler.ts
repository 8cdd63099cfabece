import { z } from "zod";
import { appointmentsCalendar, type FeedAppointment } from "../_shared/appointments/appointments-feed.ts";
import { corsHeaders } from "../_shared/cors.ts";
import { queryRows } from "../_shared/database.ts";
import { BUSINESS_DEFAULTS } from "../_shared/domain/business-defaults.ts";
import { publicSiteUrl, readEnv } from "../_shared/env.ts";
import { errorResponse, withErrorHandling } from "../_shared/http.ts";
import { sameSecret } from "../_shared/project-keys.ts";

/**
 * GET /calendar-feed?token=<CALENDAR_FEED_TOKEN>: the booked appointments as
 * an iCalendar feed the owner subscribes to once in Google Calendar or
 * Outlook (docs/decisions/051). The token is a function secret of at least
 * 32 characters, compared in constant time; a wrong or missing token (or no
 * secret set) answers 404 {error: "Not found"}, the same as a path that does
 * not exist. Lists every booked appointment that ends after 30 days ago
 * (the recent past stays visible; a cancelled one disappears), at most
 * MAX_APPOINTMENTS, soonest first.
 */

/** The shortest feed token accepted: shorter secrets switch the feed off (a guessable link would reveal clients). */
export const MIN_TOKEN_LENGTH = 32;
const MAX_APPOINTMENTS = 2_000;

const nullableText = z.string().nullable();
const row = z.object({
  id: z.string(),
  starts: z.coerce.date(),
  ends: z.coerce.date(),
  service_type: z.string(),
  service_id: z.string(),
  county: z.string(),
  municipality: nullableText,
  booked_at: z.coerce.date().nullable(),
  updated_at: z.coerce.date(),
  first_name: nullableText,
  last_name: nullableText,
  email: nullableText,
  phone: nullableText,
  property_address: nullableText,
  appraisal_type: nullableText,
  message: nullableText,
});

function feedAppointment(r: z.output<typeof row>): FeedAppointment {
  return {
    id: r.id,
    start: r.starts,
    end: r.ends,
    serviceType: r.service_type,
    serviceId: r.service_id,
    county: r.county,
    municipality: r.municipality,
    bookedAt: r.booked_at,
    updatedAt: r.updated_at,
    client:
      r.first_name === null
        ? null
        : {
            firstName: r.first_name,
            lastName: r.last_name ?? "",
            email: r.email ?? "",
            phone: r.phone ?? "",
            propertyAddress: r.property_address,
            appraisalType: r.appraisal_type,
            message: r.message,
          },
  };
}

function tokenMatches(req: Request): boolean {
  const expected = readEnv("CALENDAR_FEED_TOKEN");
  if (!expected || expected.length < MIN_TOKEN_LENGTH) return false;
  const given = new URL(req.url).searchParams.get("token") ?? "";
  return sameSecret(given, expected);
}

export const handler = withErrorHandling(["GET"], async (req) => {
  if (!tokenMatches(req)) return errorResponse(404, "Not found");
  const rows = await queryRows(
    row,
    `select a.id, lower(a.during) as starts, upper(a.during) as ends, a.service_type, a.service_id, a.county, a.municipality,
            a.booked_at, a.updated_at, r.first_name, r.last_name, r.email, r.phone, r.property_address, r.appraisal_type, r.message
       from public.appointments as a
       left join public.service_requests as r on r.id = a.service_request_id
      where a.status = 'booked' and upper(a.during) > now() - interval '30 days'
      order by lower(a.during)
      limit ${MAX_APPOINTMENTS}`,
    [],
  );
  const text = appointmentsCalendar(rows.map(feedAppointment), {
    siteUrl: publicSiteUrl(),
    calendarName: `${readEnv("BUSINESS_NAME") ?? BUSINESS_DEFAULTS.name} appointments`,
    now: new Date(),
  });
  return new Response(text, {
    status: 200,
    headers: {
      ...corsHeaders,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="appointments.ics"',
      // Clients' names and phones: no shared cache may keep it.
      "Cache-Control": "private, no-store",
    },
  });
});
