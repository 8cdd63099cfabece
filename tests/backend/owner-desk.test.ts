/**
 * The owner's desk from the attacker's side (docs/decisions/055, docs/architecture.md §4): every
 * table, view and RPC the desk adds, called by a visitor, a signed-in stranger, an owner at aal1
 * and an owner at aal2. Only the last reads or changes anything; bad input gets a 4xx and
 * writes nothing; what is stored is read back with the superuser connection.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { LEAD_STATUSES } from "../../supabase/functions/_shared/schemas/owner-desk.ts";
import { isTransitionAllowed } from "../../src/features/owner-requests/domain/pipeline.ts";
import { CALLERS, createOwnerSessions, errorCode, restAs, type Caller, type OwnerSessions } from "./helpers/owner-sessions.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 4 });
const tag = `desk-${randomUUID().slice(0, 8)}`;
let sessions: OwnerSessions;
let quoteId = "";
let messageId = "";
let appointmentMailId = "";

const as = (caller: Caller, method: string, path: string, body?: unknown, prefer?: string) => restAs(sessions, caller, method, path, body, prefer);

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  return (await db.query(sql, params)).rows[0] as T;
}
const count = async (sql: string, params: unknown[] = []) => Number((await one<{ n: string }>(`select count(*) as n from (${sql}) as q`, params)).n);
const auditRows = () => count("select 1 from public.owner_audit_log where entity_id = any($1)", [[quoteId, messageId, appointmentMailId]]);
const historyRows = () => count("select 1 from public.lead_status_changes where service_request_id = $1 or contact_message_id = $2", [quoteId, messageId]);

/** 401 for anon (no privilege), 403 for the signed-in (no privilege, or require_owner's 42501). */
function expectRefused(answer: { status: number; body: unknown }) {
  expect([401, 403], JSON.stringify(answer.body)).toContain(answer.status);
  expect(errorCode(answer)).toBe("42501");
}

async function freshQuote(extra = ""): Promise<string> {
  const row = await one<{ id: string }>(
    `insert into public.service_requests (first_name, last_name, email, phone, service_type, property_address, property_data,
                                          client_final_price, server_final_price, price_mismatch, discount_code, utm ${extra ? ", email_status" : ""})
     values ($1, 'Quoteperson', 'quote-' || $1 || '@example.com', '9085550134', 'appraisal', '12 Oak Ridge Rd, Flemington',
             '{"countyData": {"COUNTY_NAME": "Hunterdon"}}', 425, 450, true, '{"code": "SPRING10"}', '{"utm_campaign": "spring-listings", "utm_source": "newsletter"}'
             ${extra ? ", $2" : ""})
     returning id`,
    extra ? [tag, extra] : [tag],
  );
  return row.id;
}

beforeAll(async () => {
  sessions = await createOwnerSessions(db, tag);
  quoteId = await freshQuote("failed");
  messageId = (
    await one<{ id: string }>(
      `insert into public.contact_messages (first_name, last_name, email, phone, message, email_status)
       values ($1, 'Messenger', 'message-' || $1 || '@example.com', '2015550199', 'Please call me back.', 'failed') returning id`,
      [tag],
    )
  ).id;
  const appointment = await one<{ id: string }>(
    `insert into public.appointments (status, during, service_type, service_id, duration_minutes, county, municipality, service_request_id, booked_at)
     values ('booked', tstzrange('2099-03-02 15:00+00', '2099-03-02 16:00+00'), 'appraisal', 'appraisal', 60, 'hunterdon', $1, $2, now())
     returning id`,
    [tag, quoteId],
  );
  appointmentMailId = (
    await one<{ id: string }>(
      `insert into public.appointment_mails (appointment_id, kind, recipient, sequence, starts_at, ends_at, status, attempts, last_error)
       values ($1, 'rescheduled', 'visitor', 1, '2099-03-02 15:00+00', '2099-03-02 16:00+00', 'failed', 10, 'smtp down ' || $2) returning id`,
      [appointment.id, tag],
    )
  ).id;
});

afterAll(async () => {
  await db.query("delete from public.appointments where municipality = $1", [tag]);
  await db.query("delete from public.service_requests where first_name = $1", [tag]);
  await db.query("delete from public.contact_messages where first_name = $1", [tag]);
  await sessions.remove();
  await db.end();
});

describe.each([
  { relation: "owner_requests", filter: () => `first_name=eq.${tag}` },
  { relation: "service_requests", filter: () => `id=eq.${quoteId}` },
  { relation: "contact_messages", filter: () => `id=eq.${messageId}` },
])("$relation: who reads it", ({ relation, filter }) => {
  it("a visitor is refused; a stranger and an owner at aal1 see nothing; an owner at aal2 sees the rows", async () => {
    expectRefused(await as("anon", "GET", `${relation}?select=id&${filter()}`));
    for (const caller of ["stranger", "owner-aal1"] as const) {
      const answer = await as(caller, "GET", `${relation}?select=id&${filter()}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([]);
    }
    const owner = await as("owner-aal2", "GET", `${relation}?select=id&${filter()}`);
    expect(owner.status).toBe(200);
    expect((owner.body as unknown[]).length).toBeGreaterThan(0);
  });
});

describe("writes go through the RPCs only", () => {
  it.each(CALLERS)("%s cannot insert, update or delete a lead, a history row or an audit row directly", async (caller) => {
    const before = await one<{ row: string }>("select row_to_json(r)::text as row from public.service_requests r where id = $1", [quoteId]);
    const patch = await as(caller, "PATCH", `service_requests?id=eq.${quoteId}`, { pipeline_status: "paid", owner_notes: "direct" });
    expectRefused(patch);
    expectRefused(await as(caller, "DELETE", `service_requests?id=eq.${quoteId}`));
    expectRefused(await as(caller, "POST", "owner_audit_log", { actor: sessions.ownerId, entity: "service_request", entity_id: quoteId, action: "status" }));
    expectRefused(
      await as(caller, "POST", "lead_status_changes", { service_request_id: quoteId, from_status: "new", to_status: "paid", changed_by: sessions.ownerId }),
    );
    expect((await one<{ row: string }>("select row_to_json(r)::text as row from public.service_requests r where id = $1", [quoteId])).row).toBe(before.row);
  });

  it("the audit helper is not reachable through the API", async () => {
    const answer = await as("owner-aal2", "POST", "rpc/record_owner_change", { entity: "x", entity_id: "1", action: "y", before: {}, after: {} });
    expect(answer.status).toBe(404);
  });
});

describe("owner_set_lead_status", () => {
  const change = (caller: Caller, body: Record<string, unknown>) => as(caller, "POST", "rpc/owner_set_lead_status", { p_kind: "quote", p_id: quoteId, ...body });

  it("refuses everyone but an owner at aal2, and writes nothing", async () => {
    const [history, audit] = [await historyRows(), await auditRows()];
    for (const caller of ["anon", "stranger", "owner-aal1"] as const) expectRefused(await change(caller, { p_status: "contacted" }));
    expect((await one<{ s: string }>("select pipeline_status as s from public.service_requests where id = $1", [quoteId])).s).toBe("new");
    expect([await historyRows(), await auditRows()]).toEqual([history, audit]);
  });

  it.each([
    { why: "an unknown status", body: { p_status: "won" }, status: 400 },
    { why: "lost without a reason", body: { p_status: "lost", p_reason: "   " }, status: 400 },
    { why: "lost with a reason over 500 characters", body: { p_status: "lost", p_reason: "x".repeat(501) }, status: 400 },
    { why: "an unknown kind", body: { p_kind: "invoice", p_status: "contacted" }, status: 400 },
    { why: "a status the pipeline does not allow next (new to new)", body: { p_status: "new" }, status: 400 },
    { why: "a request that does not exist", body: { p_id: randomUUID(), p_status: "contacted" }, status: 404 },
    { why: "an id that is not a uuid", body: { p_id: "not-a-uuid", p_status: "contacted" }, status: 400 },
    { why: "a stale status (changed on another device)", body: { p_status: "contacted", p_expected: "scheduled" }, status: 409 },
  ])("answers $status for $why and writes nothing", async ({ body, status }) => {
    const [history, audit] = [await historyRows(), await auditRows()];
    const answer = await change("owner-aal2", body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect((await one<{ s: string }>("select pipeline_status as s from public.service_requests where id = $1", [quoteId])).s).toBe("new");
    expect([await historyRows(), await auditRows()]).toEqual([history, audit]);
  });

  it("sets contacted, with a history row and an audit row naming the owner, in one call", async () => {
    const answer = await change("owner-aal2", { p_status: "contacted", p_expected: "new" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ pipeline_status: "contacted", lost_reason: null });
    const history = await one<Record<string, unknown>>("select * from public.lead_status_changes where service_request_id = $1", [quoteId]);
    expect(history).toMatchObject({ from_status: "new", to_status: "contacted", changed_by: sessions.ownerId, changed_by_email: sessions.ownerEmail });
    const audit = await one<Record<string, unknown>>("select * from public.owner_audit_log where entity_id = $1 and action = 'status'", [quoteId]);
    expect(audit).toMatchObject({
      actor: sessions.ownerId,
      entity: "service_request",
      before: { pipeline_status: "new", lost_reason: null },
      after: { pipeline_status: "contacted", lost_reason: null },
    });
    // The owner reads the history back through the API; a stranger reads nothing of it.
    const read = await as("owner-aal2", "GET", `lead_status_changes?select=from_status,to_status&service_request_id=eq.${quoteId}`);
    expect(read.body).toEqual([{ from_status: "new", to_status: "contacted" }]);
    for (const caller of ["stranger", "owner-aal1"] as const) {
      expect((await as(caller, "GET", `lead_status_changes?select=id&service_request_id=eq.${quoteId}`)).body).toEqual([]);
      expect((await as(caller, "GET", `owner_audit_log?select=id&entity_id=eq.${quoteId}`)).body).toEqual([]);
    }
    expectRefused(await as("anon", "GET", "lead_status_changes?select=id"));
    expectRefused(await as("anon", "GET", "owner_audit_log?select=id"));
  });

  it("two devices changing the same status at once: one wins, the other gets 409, one history row", async () => {
    const id = await freshQuote();
    const before = await count("select 1 from public.lead_status_changes where service_request_id = $1", [id]);
    const answers = await Promise.all(
      (["contacted", "scheduled"] as const).map((status) => as("owner-aal2", "POST", "rpc/owner_set_lead_status", { p_kind: "quote", p_id: id, p_status: status, p_expected: "new" })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await count("select 1 from public.lead_status_changes where service_request_id = $1", [id])).toBe(before + 1);
  });

  it("marks a contact message lost with its reason, and reopens it", async () => {
    const lost = await as("owner-aal2", "POST", "rpc/owner_set_lead_status", { p_kind: "message", p_id: messageId, p_status: "lost", p_reason: "  Chose another appraiser  " });
    expect(lost.status, JSON.stringify(lost.body)).toBe(200);
    expect(lost.body).toMatchObject({ pipeline_status: "lost", lost_reason: "Chose another appraiser" });
    const reopened = await as("owner-aal2", "POST", "rpc/owner_set_lead_status", { p_kind: "message", p_id: messageId, p_status: "contacted", p_reason: "ignored" });
    expect(reopened.body).toMatchObject({ pipeline_status: "contacted", lost_reason: null });
  });

  it("allows exactly the transitions the desk offers (the database's rule and pipeline.ts agree on every pair)", async () => {
    const { rows } = await db.query<{ from_status: string; to_status: string; allowed: boolean }>(
      `select f as from_status, t as to_status, public.lead_status_transition_allowed(f, t) as allowed
         from unnest($1::text[]) as f cross join unnest($1::text[]) as t`,
      [LEAD_STATUSES],
    );
    expect(rows).toHaveLength(49);
    for (const row of rows) {
      expect(row.allowed, `${row.from_status} → ${row.to_status}`).toBe(isTransitionAllowed(row.from_status as never, row.to_status as never));
    }
  });
});

describe("owner_set_lead_notes", () => {
  const notes = (caller: Caller, body: Record<string, unknown>) => as(caller, "POST", "rpc/owner_set_lead_notes", { p_kind: "quote", p_id: quoteId, ...body });

  it("refuses everyone but an owner at aal2", async () => {
    for (const caller of ["anon", "stranger", "owner-aal1"] as const) expectRefused(await notes(caller, { p_notes: "sneaky" }));
    expect((await one<{ n: string | null }>("select owner_notes as n from public.service_requests where id = $1", [quoteId])).n).toBeNull();
  });

  it("saves notes, refuses a stale save with 409 and notes over 5000 characters with 400, writing nothing then", async () => {
    const first = await notes("owner-aal2", { p_notes: "Called, wants Tuesday." });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const savedAt = (first.body as { notes_updated_at: string }).notes_updated_at;
    const audit = await auditRows();
    expect((await notes("owner-aal2", { p_notes: "From the other phone" })).status).toBe(409);
    expect((await notes("owner-aal2", { p_notes: "x".repeat(5001), p_expected_updated_at: savedAt })).status).toBe(400);
    expect((await one<{ n: string }>("select owner_notes as n from public.service_requests where id = $1", [quoteId])).n).toBe("Called, wants Tuesday.");
    expect(await auditRows()).toBe(audit);
    const second = await notes("owner-aal2", { p_notes: "Booked for Tuesday.", p_expected_updated_at: savedAt });
    expect(second.status).toBe(200);
    expect(await auditRows()).toBe(audit + 1);
  });
});

describe("failed mail: the list and send again", () => {
  it("lists the failed lead and appointment mails to an owner at aal2 only", async () => {
    for (const caller of ["anon", "stranger", "owner-aal1"] as const) expectRefused(await as(caller, "POST", "rpc/owner_failed_mail", {}));
    const answer = await as("owner-aal2", "POST", "rpc/owner_failed_mail", {});
    expect(answer.status).toBe(200);
    const body = answer.body as { leads: { id: string }[]; appointment_mails: { id: string; first_name: string }[] };
    expect(body.leads.map((lead) => lead.id)).toEqual(expect.arrayContaining([quoteId, messageId]));
    expect(body.appointment_mails.find((mail) => mail.id === appointmentMailId)).toMatchObject({ first_name: tag });
  });

  it("queues a failed lead's mail for the job, once; refuses others and a mail that is not failed", async () => {
    for (const caller of ["anon", "stranger", "owner-aal1"] as const) {
      expectRefused(await as(caller, "POST", "rpc/owner_resend_lead_mail", { p_kind: "quote", p_id: quoteId }));
    }
    expect((await one<{ s: string }>("select email_status as s from public.service_requests where id = $1", [quoteId])).s).toBe("failed");
    const queued = await as("owner-aal2", "POST", "rpc/owner_resend_lead_mail", { p_kind: "quote", p_id: quoteId });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    const row = await one<{ email_status: string; due: boolean; failure_reported_at: string | null }>(
      "select email_status, next_attempt_at <= now() as due, failure_reported_at from public.service_requests where id = $1",
      [quoteId],
    );
    expect(row).toEqual({ email_status: "retry", due: true, failure_reported_at: null });
    expect((await as("owner-aal2", "POST", "rpc/owner_resend_lead_mail", { p_kind: "quote", p_id: quoteId })).status).toBe(409);
    expect(await count("select 1 from public.owner_audit_log where entity_id = $1 and action = 'resend'", [quoteId])).toBe(1);
  });

  it("queues a failed appointment mail; a held (being sent) one answers 409", async () => {
    for (const caller of ["anon", "stranger", "owner-aal1"] as const) {
      expectRefused(await as(caller, "POST", "rpc/owner_resend_appointment_mail", { p_id: appointmentMailId }));
    }
    await db.query("update public.appointment_mails set claimed_until = now() + interval '5 minutes' where id = $1", [appointmentMailId]);
    expect((await as("owner-aal2", "POST", "rpc/owner_resend_appointment_mail", { p_id: appointmentMailId })).status).toBe(409);
    await db.query("update public.appointment_mails set claimed_until = null where id = $1", [appointmentMailId]);
    const queued = await as("owner-aal2", "POST", "rpc/owner_resend_appointment_mail", { p_id: appointmentMailId });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    expect((await one<{ status: string }>("select status from public.appointment_mails where id = $1", [appointmentMailId])).status).toBe("retry");
    expect((await as("owner-aal2", "POST", "rpc/owner_resend_appointment_mail", { p_id: randomUUID() })).status).toBe(404);
  });
});

describe("the audit log", () => {
  it("cannot be changed or emptied through the API, not even with the secret key", async () => {
    const target = await one<{ id: string; row: string }>(
      "select id::text as id, row_to_json(a)::text as row from public.owner_audit_log a where entity_id = $1 limit 1",
      [quoteId],
    );
    for (const caller of CALLERS) {
      expectRefused(await as(caller, "PATCH", `owner_audit_log?id=eq.${target.id}`, { action: "forged" }));
      expectRefused(await as(caller, "DELETE", `owner_audit_log?id=eq.${target.id}`));
    }
    const secret = { apikey: stack.secretKey, Authorization: `Bearer ${stack.secretKey}`, "Content-Type": "application/json" };
    const patch = await fetch(`${stack.gatewayUrl}/rest/v1/owner_audit_log?id=eq.${target.id}`, { method: "PATCH", headers: secret, body: JSON.stringify({ action: "forged" }) });
    expect(patch.status).toBeGreaterThanOrEqual(400);
    const remove = await fetch(`${stack.gatewayUrl}/rest/v1/owner_audit_log?id=eq.${target.id}`, { method: "DELETE", headers: secret });
    expect(remove.status).toBeGreaterThanOrEqual(400);
    expect((await one<{ row: string }>("select row_to_json(a)::text as row from public.owner_audit_log a where id = $1", [target.id])).row).toBe(target.row);
  });
});
