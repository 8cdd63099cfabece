import { http, HttpResponse, type RequestHandler } from "msw";
import type { FailedMail, LeadStatusChange, OwnerRequestRow } from "#schemas/owner-desk.ts";
import { restUrl, rpcUrl } from "./urls";

/**
 * A stand-in of the owner's desk API (docs/decisions/055) for component tests: owner_requests
 * (eq. filters, created_at gt/gte/lt, limit; HEAD counts in Content-Range), lead_status_changes,
 * owner_failed_mail and the write RPCs. `ownerDeskStandIn()` installs it with its own rows and
 * records every call.
 */

export function ownerRequestRow(change: Partial<OwnerRequestRow> = {}): OwnerRequestRow {
  return {
    kind: "quote",
    id: "11111111-1111-4111-8111-111111111111",
    created_at: "2026-11-28T20:05:00.000Z",
    first_name: "Dana",
    last_name: "Whitfield",
    email: "dana@example.com",
    phone: "9085550134",
    message: "Refinancing in January.",
    service: "appraisal",
    appraisal_type: "Refinance",
    selected_photography_package: null,
    property_address: "12 Oak Ridge Rd, Flemington, NJ 08822",
    county: "hunterdon",
    client_final_price: 425,
    server_final_price: 450,
    price_mismatch: true,
    discount_code: "SPRING10",
    discount_status: "applied",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring-listings",
    pipeline_status: "new",
    lost_reason: null,
    status_changed_at: null,
    owner_notes: null,
    notes_updated_at: null,
    email_status: "sent",
    suspected_spam: false,
    ...change,
  };
}

export interface DeskCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export interface OwnerDeskStandIn {
  rows: OwnerRequestRow[];
  history: (LeadStatusChange & { lead_id: string })[];
  failedMail: FailedMail;
  calls: DeskCall[];
  /** How many rows newer than asked the next count reports (the poll); undefined: counted from rows. */
  newCount?: number;
  /** An answer that replaces the next write RPC's (status, body). */
  nextWrite?: { status: number; body: unknown };
}

function eqValue(search: URLSearchParams, column: string): string | undefined {
  const value = search.get(column);
  return value?.startsWith("eq.") ? value.slice(3) : undefined;
}

function selectRows(desk: OwnerDeskStandIn, search: URLSearchParams): OwnerRequestRow[] {
  const status = eqValue(search, "pipeline_status");
  const service = eqValue(search, "service");
  const kind = eqValue(search, "kind");
  const id = eqValue(search, "id");
  const newer = search.get("created_at")?.startsWith("gt.") ? search.get("created_at")!.slice(3) : undefined;
  return desk.rows
    .filter((row) => (!status || row.pipeline_status === status) && (!service || row.service === service) && (!kind || row.kind === kind) && (!id || row.id === id))
    .filter((row) => !newer || Date.parse(row.created_at) > Date.parse(newer))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

const record = async (desk: OwnerDeskStandIn, request: Request) => {
  const url = new URL(request.url);
  const body = request.method === "GET" || request.method === "HEAD" ? null : ((await request.json().catch(() => null)) as unknown);
  desk.calls.push({ method: request.method, path: url.pathname, search: url.searchParams, body });
  return { url, body };
};

function takeWrite(desk: OwnerDeskStandIn) {
  const write = desk.nextWrite;
  desk.nextWrite = undefined;
  return write ? HttpResponse.json(write.body as Record<string, unknown>, { status: write.status }) : undefined;
}

export function ownerDeskHandlers(desk: OwnerDeskStandIn): RequestHandler[] {
  return [
    http.head(restUrl("owner_requests"), async ({ request }) => {
      const { url } = await record(desk, request);
      const total = desk.newCount ?? selectRows(desk, url.searchParams).length;
      return new HttpResponse(null, { status: 200, headers: { "Content-Range": `*/${total}` } });
    }),
    http.get(restUrl("owner_requests"), async ({ request }) => {
      const { url } = await record(desk, request);
      const rows = selectRows(desk, url.searchParams);
      const limit = Number(url.searchParams.get("limit") ?? rows.length);
      const single = request.headers.get("accept")?.includes("vnd.pgrst.object");
      if (single) return rows[0] ? HttpResponse.json(rows[0]) : HttpResponse.json({ code: "PGRST116", message: "no rows" }, { status: 406 });
      return HttpResponse.json(rows.slice(0, limit));
    }),
    http.get(restUrl("lead_status_changes"), async ({ request }) => {
      const { url } = await record(desk, request);
      const id = eqValue(url.searchParams, "service_request_id") ?? eqValue(url.searchParams, "contact_message_id");
      return HttpResponse.json(desk.history.filter((change) => change.lead_id === id).map(({ lead_id: _lead, ...change }) => change));
    }),
    http.post(rpcUrl("owner_set_lead_status"), async ({ request }) => {
      const { body } = await record(desk, request);
      const replaced = takeWrite(desk);
      if (replaced) return replaced;
      const { p_id, p_status, p_reason = null } = body as { p_id: string; p_status: OwnerRequestRow["pipeline_status"]; p_reason?: string };
      const row = desk.rows.find((candidate) => candidate.id === p_id)!;
      const changedAt = "2026-11-29T14:00:00.000Z";
      desk.history.unshift({ lead_id: p_id, id: desk.history.length + 1, from_status: row.pipeline_status, to_status: p_status, reason: p_reason, changed_by_email: "owner@example.com", changed_at: changedAt });
      Object.assign(row, { pipeline_status: p_status, lost_reason: p_reason, status_changed_at: changedAt });
      return HttpResponse.json({ pipeline_status: p_status, lost_reason: p_reason, status_changed_at: changedAt });
    }),
    http.post(rpcUrl("owner_set_lead_notes"), async ({ request }) => {
      const { body } = await record(desk, request);
      const replaced = takeWrite(desk);
      if (replaced) return replaced;
      const { p_id, p_notes } = body as { p_id: string; p_notes: string };
      const row = desk.rows.find((candidate) => candidate.id === p_id)!;
      Object.assign(row, { owner_notes: p_notes.trim() || null, notes_updated_at: "2026-11-29T14:01:00.000Z" });
      return HttpResponse.json({ owner_notes: row.owner_notes, notes_updated_at: row.notes_updated_at });
    }),
    http.post(rpcUrl("owner_failed_mail"), async ({ request }) => {
      await record(desk, request);
      return HttpResponse.json(desk.failedMail);
    }),
    http.post(rpcUrl("owner_resend_lead_mail"), async ({ request }) => {
      const { body } = await record(desk, request);
      const replaced = takeWrite(desk);
      if (replaced) return replaced;
      const { p_id } = body as { p_id: string };
      desk.failedMail = { ...desk.failedMail, leads: desk.failedMail.leads.filter((lead) => lead.id !== p_id) };
      return HttpResponse.json({ email_status: "retry", next_attempt_at: "2026-11-29T14:00:00.000Z" });
    }),
    http.post(rpcUrl("owner_resend_appointment_mail"), async ({ request }) => {
      const { body } = await record(desk, request);
      const replaced = takeWrite(desk);
      if (replaced) return replaced;
      const { p_id } = body as { p_id: string };
      desk.failedMail = { ...desk.failedMail, appointment_mails: desk.failedMail.appointment_mails.filter((mail) => mail.id !== p_id) };
      return HttpResponse.json({ status: "retry", next_attempt_at: "2026-11-29T14:00:00.000Z" });
    }),
  ];
}
