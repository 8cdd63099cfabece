// @ts-types="npm:@types/pg@8.23.1"
import type pg from "pg";
import { z } from "zod";
import { propertyLine, serviceLabel } from "../leads/emails.ts";
import type { ServiceRequest } from "../schemas/service-request.ts";
import type { BookedAppointment } from "../schemas/booking.ts";
import type { BookedRow } from "./store-booked-request.ts";
import { requestFromRow } from "../leads/stored-lead.ts";
import { serviceRequestRowSchema } from "../schemas/stored-lead.ts";
import { manageTokenAndHash, manageUrl } from "./manage-link.ts";

/**
 * One appointment as its mails and the manage page describe it, read from
 * `appointments`, its request (`service_requests`) and the settings' time
 * zone in one statement (docs/decisions/050).
 */

type Queryable = Pick<pg.PoolClient, "query">;

export interface AppointmentFacts {
  id: string;
  status: "held" | "booked" | "cancelled";
  sequence: number;
  start: string;
  end: string;
  durationMinutes: number;
  county: string;
  timeZone: string;
  /** "Refinance appraisal", … (the request's service). */
  service: string;
  /** The property's address, or "the property" when the request gave none. */
  address: string;
  /** The visitor (null: entered by hand, no request). */
  visitor: { firstName: string; name: string; email: string; phone: string } | null;
  serviceRequestId: string | null;
  manageTokenHash: string | null;
  cancelledAt: string | null;
}

const factsRow = z.object({
  id: z.string(),
  status: z.enum(["held", "booked", "cancelled"]),
  sequence: z.number().int(),
  start: z.date(),
  end: z.date(),
  duration_minutes: z.number().int(),
  county: z.string(),
  time_zone: z.string(),
  service_request_id: z.string().nullable(),
  manage_token_hash: z.string().nullable(),
  cancelled_at: z.date().nullable(),
  request: serviceRequestRowSchema.nullable(),
});

/** The statement's columns; `where` picks the row (a.id = $1, or a.manage_token_hash = $1). */
export const FACTS_SELECT = `
  select a.id, a.status, a.sequence, lower(a.during) as start, upper(a.during) as "end", a.duration_minutes, a.county,
         s.time_zone, a.service_request_id, a.manage_token_hash, a.cancelled_at, to_jsonb(r) as request
    from public.appointments as a
    cross join public.booking_settings as s
    left join public.service_requests as r on r.id = a.service_request_id`;

export function factsFromRow(raw: unknown): AppointmentFacts {
  const row = factsRow.parse(raw);
  const request = row.request ? requestFromRow(row.request).request : null;
  const address = request ? propertyLine(request) : "not chosen";
  return {
    id: row.id,
    status: row.status,
    sequence: row.sequence,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    durationMinutes: row.duration_minutes,
    county: row.county,
    timeZone: row.time_zone,
    service: request ? serviceLabel(request) : "Appointment",
    address: address === "not chosen" ? "the property" : address,
    visitor: row.request
      ? {
          firstName: row.request.first_name,
          name: `${row.request.first_name} ${row.request.last_name}`.trim(),
          email: row.request.email,
          phone: row.request.phone,
        }
      : null,
    serviceRequestId: row.service_request_id,
    manageTokenHash: row.manage_token_hash,
    cancelledAt: row.cancelled_at?.toISOString() ?? null,
  };
}

/** The facts of an appointment just booked with `request` (send-contact-email: no read needed). */
export function factsOfNewBooking(row: BookedRow, appointment: BookedAppointment, request: ServiceRequest, requestId: string): AppointmentFacts {
  const address = propertyLine(request);
  return {
    id: row.id,
    status: "booked",
    sequence: 0,
    start: appointment.start,
    end: appointment.end,
    durationMinutes: row.durationMinutes,
    county: row.county,
    timeZone: appointment.timeZone,
    service: serviceLabel(request),
    address: address === "not chosen" ? "the property" : address,
    visitor: { firstName: request.firstName, name: `${request.firstName} ${request.lastName}`.trim(), email: request.email, phone: request.phone },
    serviceRequestId: requestId,
    manageTokenHash: null,
    cancelledAt: null,
  };
}

/** The appointment `id`, or null. */
export async function appointmentFacts(client: Queryable, id: string): Promise<AppointmentFacts | null> {
  const { rows } = await client.query(`${FACTS_SELECT} where a.id = $1`, [id]);
  return rows[0] ? factsFromRow(rows[0]) : null;
}

/** The booked appointment of a service request, or null (a request without one). */
export async function appointmentOfRequest(client: Queryable, serviceRequestId: string): Promise<AppointmentFacts | null> {
  const { rows } = await client.query(`${FACTS_SELECT} where a.service_request_id = $1 and a.status <> 'held' order by a.created_at desc limit 1`, [
    serviceRequestId,
  ]);
  return rows[0] ? factsFromRow(rows[0]) : null;
}

/**
 * The manage link to put in a mail of this appointment. The token is derived
 * (manage-link.ts); when the stored hash is not its hash (the secret was
 * changed since the booking), the stored hash is replaced, so the link in
 * this mail works (an older link stops working).
 */
export async function manageLinkFor(client: Queryable, facts: AppointmentFacts): Promise<string> {
  const { token, hash } = await manageTokenAndHash(facts.id);
  if (facts.manageTokenHash !== hash) {
    await client.query("update public.appointments set manage_token_hash = $2 where id = $1", [facts.id, hash]);
  }
  return manageUrl(token);
}
