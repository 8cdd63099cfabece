/**
 * What a visitor (the anon key) can do to every table through PostgREST:
 * select, insert, update and delete, one assertion per cell of the access
 * table in docs/architecture.md §4 ("Data and access"). Outcomes are checked where a visitor sees
 * them (status and error code) and where the owner sees them (the rows in
 * the database, read with the superuser connection).
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { anonHeaders } from "./helpers/anon-requests.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });

/** Tags every row this file writes, so checks and clean-up find exactly them. */
const marker = `rls-${randomUUID().slice(0, 8)}`;
/** A public showcase: the only kind a visitor's click may name (analytics_events' insert policy, decision 045). */
let publicShowcaseId = "";

interface RestAnswer {
  status: number;
  body: unknown;
}

async function asVisitor(method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<RestAnswer> {
  const response = await fetch(`${stack.gatewayUrl}/rest/v1/${path}`, {
    method,
    // What the app sends: visitors have no select right on insert-only tables.
    headers: anonHeaders({ prefer: "return=minimal" }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown) };
}

function errorCode(answer: RestAnswer): unknown {
  return typeof answer.body === "object" && answer.body !== null && "code" in answer.body ? answer.body.code : undefined;
}

/** PostgREST's answer to a missing privilege or a failed policy (42501): 401 for the anon role, 403 otherwise. */
function expectPermissionDenied(answer: RestAnswer): void {
  expect([401, 403], JSON.stringify(answer.body)).toContain(answer.status);
  expect(errorCode(answer)).toBe("42501");
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ count: string }>(`select count(*) as count from (${sql}) as matching`, params);
  return Number(rows[0]?.count);
}

type SelectRule =
  | { kind: "all" }
  | { kind: "only"; visibleWhere: string }
  | { kind: "denied" };

interface TableAccess {
  table: string;
  select: SelectRule;
  insert: "allowed" | "denied";
  /** A well-formed row, unique to this run, as a visitor might post it. */
  visitorRow: () => Record<string, unknown>;
  /** SQL condition (on $1 = marker) that finds the visitor's row. */
  visitorRowWhere: string;
  /** A row to attack with PATCH and DELETE when the seed holds none (written with the superuser). */
  fixtureSql?: string;
  /** A change a visitor might try. */
  patch: Record<string, unknown>;
  /** The column that finds the row to attack (default id). */
  keyColumn?: string;
}

const matrix: TableAccess[] = [
  {
    table: "service_pricing",
    select: { kind: "all" },
    insert: "denied",
    visitorRow: () => ({ service_id: marker, service_name: "Probe", price: 1, tier_name: "under_1500" }),
    visitorRowWhere: "service_id = $1",
    patch: { price: 0 },
  },
  {
    table: "discount_codes",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ code: marker.toUpperCase(), discount_type: "percentage", value: 100 }),
    visitorRowWhere: "code = upper($1)",
    patch: { is_active: true, value: 100 },
  },
  {
    table: "agents",
    select: {
      kind: "only",
      visibleWhere: "exists (select 1 from public.property_showcases s where s.agent_id = agents.id and s.is_public)",
    },
    insert: "denied",
    visitorRow: () => ({ name: marker }),
    visitorRowWhere: "name = $1",
    patch: { phone: "(555) 555-0100" },
  },
  {
    table: "property_showcases",
    select: { kind: "only", visibleWhere: "is_public" },
    insert: "denied",
    visitorRow: () => ({ property_address: marker, is_public: true }),
    visitorRowWhere: "property_address = $1",
    patch: { is_public: true },
  },
  {
    table: "blog_categories",
    select: { kind: "all" },
    insert: "denied",
    visitorRow: () => ({ name: marker, slug: marker }),
    visitorRowWhere: "slug = $1",
    patch: { name: "Renamed" },
  },
  {
    table: "blog_posts",
    select: { kind: "only", visibleWhere: "published and published_at <= now()" },
    insert: "denied",
    visitorRow: () => ({ title: marker, slug: marker, content: "<p>probe</p>", published: true }),
    visitorRowWhere: "slug = $1",
    patch: { published: true },
  },
  {
    table: "gallery_collections",
    select: { kind: "all" },
    insert: "denied",
    visitorRow: () => ({ title: marker, service_type: "photography" }),
    visitorRowWhere: "title = $1",
    patch: { featured: true },
  },
  {
    table: "blog_subscribers",
    select: { kind: "denied" },
    insert: "allowed",
    visitorRow: () => ({ email: `${marker}@example.com`, is_active: true }),
    visitorRowWhere: "email = $1 || '@example.com'",
    fixtureSql: `insert into public.blog_subscribers (email) values ('fixture-' || $1 || '@example.com')`,
    patch: { is_active: false },
  },
  {
    table: "analytics_events",
    select: { kind: "denied" },
    insert: "allowed",
    visitorRow: () => ({
      event_type: "realtor_contact_phone",
      page_path: `/showcase/${marker}`,
      event_data: { property_id: publicShowcaseId, property_slug: marker, agent_name: "Dana Whitfield", contact_method: "phone" },
    }),
    visitorRowWhere: "page_path = '/showcase/' || $1",
    fixtureSql: `insert into public.analytics_events (event_type, page_path) values ('realtor_contact_email', '/fixture/' || $1)`,
    patch: { event_type: "realtor_contact_email" },
  },
  {
    table: "faq_feedback",
    select: { kind: "denied" },
    insert: "allowed",
    visitorRow: () => ({ question_id: marker, question: "How much does an appraisal cost?", helpful: true }),
    visitorRowWhere: "question_id = $1",
    fixtureSql: `insert into public.faq_feedback (question_id, question, helpful) values ('fixture-' || $1, 'Fixture?', false)`,
    patch: { helpful: false },
  },
  {
    table: "service_requests",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({
      first_name: marker,
      last_name: "Probe",
      email: "probe@example.com",
      phone: "9085550100",
      service_type: "appraisal",
    }),
    visitorRowWhere: "first_name = $1",
    fixtureSql: `insert into public.service_requests (first_name, last_name, email, phone, service_type)
                 values ('fixture-' || $1, 'Fixture', 'fixture@example.com', '9085550100', 'appraisal')`,
    patch: { email_status: "sent" },
  },
  {
    table: "contact_messages",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ first_name: marker, last_name: "Probe", email: "probe@example.com", message: "Hello there, probe." }),
    visitorRowWhere: "first_name = $1",
    fixtureSql: `insert into public.contact_messages (first_name, last_name, email, message)
                 values ('fixture-' || $1, 'Fixture', 'fixture@example.com', 'A fixture message.')`,
    patch: { email_status: "sent" },
  },
  {
    table: "site_visits",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ page_path: "/", session_id: marker, time_on_page_seconds: 3 }),
    visitorRowWhere: "session_id = $1",
    fixtureSql: `insert into public.site_visits (page_path, session_id, time_on_page_seconds) values ('/', 'fixture-' || $1, 5)`,
    patch: { time_on_page_seconds: 999 },
  },
  {
    table: "campaign_visits",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ utm_source: "newsletter", utm_campaign: marker }),
    visitorRowWhere: "utm_campaign = $1",
    fixtureSql: `insert into public.campaign_visits (utm_source, utm_campaign) values ('newsletter', 'fixture-' || $1)`,
    patch: { utm_campaign: "changed" },
  },
  {
    table: "showcase_visits",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ property_slug: marker, time_on_page: 12 }),
    visitorRowWhere: "property_slug = $1",
    fixtureSql: `insert into public.showcase_visits (property_slug, time_on_page) values ('fixture-' || $1, 30)`,
    patch: { time_on_page: 0 },
  },
  {
    table: "property_searches",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ address: marker, service_requested: false }),
    visitorRowWhere: "address = $1",
    fixtureSql: `insert into public.property_searches (address) values ('fixture-' || $1)`,
    patch: { service_requested: true },
  },
  {
    // The agents' secret report keys (docs/decisions/038): only showcase_report() reads them.
    table: "showcase_report_keys",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ showcase_id: randomUUID(), report_key: `${marker}-probe-key-000000000000` }),
    visitorRowWhere: "report_key = $1 || '-probe-key-000000000000'",
    keyColumn: "showcase_id",
    patch: { report_key: "visitor-chosen-key-0000000000000" },
  },
  {
    // The quote's anonymous steps (docs/decisions/063): only log_quote_step() writes them.
    table: "quote_steps",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ session_id: `sv_1772400009999_${marker.replace(/[^a-z0-9]/g, "")}`, step: "opened" }),
    visitorRowWhere: "session_id = 'sv_1772400009999_' || regexp_replace($1, '[^a-z0-9]', '', 'g')",
    fixtureSql: `insert into public.quote_steps (session_id, step) values ('sv_1772400009998_' || regexp_replace($1, '[^a-z0-9]', '', 'g'), 'priced')`,
    keyColumn: "session_id",
    patch: { step: "opened" },
  },
  {
    // Counted landings per day (docs/decisions/063): only the landing trigger writes them.
    table: "campaign_landing_days",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ day: "2031-01-01", campaign: marker, landings: 1000 }),
    visitorRowWhere: "campaign = $1",
    fixtureSql: `insert into public.campaign_landing_days (day, campaign, landings) values ('2031-01-02', 'fixture-' || $1, 3)`,
    keyColumn: "campaign",
    patch: { landings: 0 },
  },
  {
    // Marketers' private links (docs/decisions/063): owners at aal2 read them; only the owner RPCs write them.
    table: "campaign_report_links",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ label: marker, campaigns: ["spring"] }),
    visitorRowWhere: "label = $1",
    fixtureSql: `insert into public.campaign_report_links (label, campaigns) values ('fixture-' || $1, '{spring}')`,
    patch: { revoked_at: null },
  },
  {
    table: "report_key_failures",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ address_hash: marker, window_start: new Date().toISOString(), failures: 0 }),
    visitorRowWhere: "address_hash = $1",
    fixtureSql: `insert into public.report_key_failures (address_hash, window_start, failures) values ('fixture-' || $1, now(), 3)`,
    keyColumn: "address_hash",
    patch: { failures: 0 },
  },
  {
    // The weekly report mail's opt-out tokens and settings: only the functions read them.
    table: "agent_report_mail",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ agent_id: randomUUID(), unsubscribe_token: `${marker}-probe-token-0000000000` }),
    visitorRowWhere: "unsubscribe_token = $1 || '-probe-token-0000000000'",
    keyColumn: "agent_id",
    patch: { weekly_mail: false },
  },
  {
    table: "showcase_report_mails",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ showcase_id: randomUUID(), week_start: "2026-11-16", last_error: marker }),
    visitorRowWhere: "last_error = $1",
    fixtureSql: `insert into public.showcase_report_mails (showcase_id, week_start, last_error)
                 select id, date '2026-11-16', 'fixture-' || $1 from public.property_showcases order by created_at limit 1`,
    keyColumn: "showcase_id",
    patch: { sent_at: null, attempts: 0 },
  },
  {
    table: "report_address_hash_secret",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ id: true, secret: "\\x00" }),
    visitorRowWhere: "secret = '\\x00'::bytea and $1::text is not null",
    patch: { secret: "\\x00" },
  },
  // Booking (docs/decisions/046): rules, the owner's calendar and appointments are read and written by the booking functions only.
  {
    table: "booking_settings",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ id: true, slot_step_minutes: 5 }),
    visitorRowWhere: "slot_step_minutes = 5 and $1::text is not null",
    patch: { daily_cap: 50 },
  },
  {
    table: "booking_hours",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ weekday: 6, opens_at: "09:00", closes_at: "10:00" }),
    visitorRowWhere: "weekday = 6 and $1::text is not null",
    keyColumn: "weekday",
    patch: { closes_at: "23:00" },
  },
  {
    table: "booking_blocked_days",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ day: "2098-12-31", reason: marker }),
    visitorRowWhere: "reason = $1",
    fixtureSql: "insert into public.booking_blocked_days (day, reason) values (date '2099-01-02', 'fixture-' || $1)",
    keyColumn: "day",
    patch: { reason: "open after all" },
  },
  {
    table: "booking_durations",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ service_id: marker, tier: "under_1500", minutes: 1 }),
    visitorRowWhere: "service_id = $1",
    keyColumn: "service_id",
    patch: { minutes: 0 },
  },
  {
    table: "business_busy_times",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ source: marker, uid: "probe", during: "[2099-01-01 10:00+00,2099-01-01 11:00+00)" }),
    visitorRowWhere: "source = $1",
    fixtureSql: `insert into public.business_busy_times (source, uid, during)
                 values ('fixture-' || $1, 'fixture', tstzrange('2099-01-05 15:00+00', '2099-01-05 16:00+00'))`,
    patch: { during: "[2099-01-01 00:00+00,2099-01-02 00:00+00)" },
  },
  {
    // The calendar import's outcome (docs/decisions/051): written by import-business-calendar only.
    table: "business_calendar_imports",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ source: marker, last_attempt_at: "2099-01-01T00:00:00Z" }),
    visitorRowWhere: "source = $1",
    fixtureSql: `insert into public.business_calendar_imports (source, last_attempt_at, last_error) values ('fixture-' || $1, now(), 'fixture')`,
    keyColumn: "source",
    patch: { last_error: null },
  },
  {
    table: "appointments",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({
      status: "held",
      during: "[2099-01-01 15:00+00,2099-01-01 16:00+00)",
      blocked: "[2099-01-01 15:00+00,2099-01-01 16:15+00)",
      service_type: "appraisal",
      service_id: "appraisal",
      duration_minutes: 60,
      county: "essex",
      municipality: marker,
      hold_token_hash: "0".repeat(64),
      expires_at: "2099-01-01T00:00:00Z",
    }),
    visitorRowWhere: "municipality = $1",
    fixtureSql: `insert into public.appointments (status, during, blocked, service_type, service_id, duration_minutes, county, municipality, cancelled_at)
                 values ('cancelled', tstzrange('2099-01-06 15:00+00', '2099-01-06 16:00+00'), tstzrange('2099-01-06 15:00+00', '2099-01-06 16:15+00'),
                         'appraisal', 'appraisal', 60, 'essex', 'fixture-' || $1, now())`,
    patch: { status: "booked" },
  },
  // Appointment mails (docs/decisions/050): stored and sent by the functions only.
  {
    table: "appointment_mails",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({
      appointment_id: "00000000-0000-0000-0000-000000000000",
      kind: "reminder",
      recipient: "visitor",
      sequence: 0,
      starts_at: "2099-01-01T15:00:00Z",
      ends_at: "2099-01-01T16:00:00Z",
      last_error: marker,
    }),
    visitorRowWhere: "last_error = $1",
    fixtureSql: `insert into public.appointment_mails (appointment_id, kind, recipient, sequence, starts_at, ends_at, last_error)
                 select id, 'reminder', 'visitor', 0, lower(during), upper(during), 'fixture-' || $1
                   from public.appointments where municipality = 'fixture-' || $1 limit 1`,
    patch: { status: "failed" },
  },
  // The owner's desk (docs/decisions/055): owners read these at aal2 (tests/backend/owner-desk.test.ts); visitors nothing.
  {
    table: "lead_status_changes",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ service_request_id: randomUUID(), from_status: "new", to_status: "paid", reason: marker, changed_by: randomUUID() }),
    visitorRowWhere: "reason = $1",
    fixtureSql: `insert into public.lead_status_changes (service_request_id, from_status, to_status, reason, changed_by)
                 select id, 'new', 'contacted', 'fixture-' || $1, gen_random_uuid() from public.service_requests where first_name = 'fixture-' || $1`,
    patch: { to_status: "paid" },
  },
  {
    table: "owner_audit_log",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ actor: randomUUID(), entity: "service_request", entity_id: marker, action: "status" }),
    visitorRowWhere: "entity_id = $1",
    fixtureSql: `insert into public.owner_audit_log (actor, entity, entity_id, action) values (gen_random_uuid(), 'service_request', 'fixture-' || $1, 'status')`,
    patch: { action: "forged" },
  },
  // The showcase editor (docs/decisions/069): owners read these at aal2 (tests/backend/owner-showcases.test.ts); visitors nothing.
  {
    table: "showcase_photos",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ showcase_id: publicShowcaseId, position: 150, url: `https://example.com/${marker}.webp` }),
    visitorRowWhere: "url = 'https://example.com/' || $1 || '.webp'",
    fixtureSql: `insert into public.showcase_photos (showcase_id, position, url)
                 select id, 199, 'https://example.com/fixture-' || $1 || '.webp' from public.property_showcases where is_public order by created_at limit 1`,
    patch: { hidden: true },
  },
  {
    table: "showcase_publish_mails",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({ showcase_id: publicShowcaseId, last_error: marker }),
    visitorRowWhere: "last_error = $1",
    fixtureSql: `insert into public.showcase_publish_mails (showcase_id, status, last_error)
                 select id, 'failed', 'fixture-' || $1 from public.property_showcases where is_public order by created_at limit 1`,
    patch: { status: "pending" },
  },
  {
    table: "nj_parcels",
    select: { kind: "denied" },
    insert: "denied",
    visitorRow: () => ({
      gis_pin: `2199_${marker}_1`,
      county_name: "Probe",
      municipality: "Probe",
      block: marker,
      lot: "1",
      property_class: "2",
    }),
    visitorRowWhere: "gis_pin = '2199_' || $1 || '_1'",
    fixtureSql: `insert into public.nj_parcels (gis_pin, county_name, municipality, block, lot, property_class, owners_name)
                 values ('2199_fixture-' || $1 || '_1', 'Fixture', 'Fixture', 'fixture-' || $1, '1', '2', 'FIXTURE, OWNER')`,
    patch: { owners_name: "SOMEONE ELSE" },
  },
];

/** Deletes everything this file wrote, seed untouched. */
async function removeProbeRows(): Promise<void> {
  for (const access of matrix) {
    await db.query(`delete from public.${access.table} where ${access.visitorRowWhere}`, [marker]);
  }
  await db.query("delete from public.blog_subscribers where email like '%' || $1 || '%'", [marker]);
  await db.query("delete from public.analytics_events where page_path like '%' || $1 || '%'", [marker]);
  await db.query("delete from public.faq_feedback where question_id like '%' || $1 || '%'", [marker]);
  await db.query("delete from public.service_requests where first_name = 'fixture-' || $1", [marker]);
  await db.query("delete from public.contact_messages where first_name = 'fixture-' || $1", [marker]);
  await db.query("delete from public.site_visits where session_id = 'fixture-' || $1", [marker]);
  await db.query("delete from public.campaign_visits where utm_campaign = 'fixture-' || $1", [marker]);
  await db.query("delete from public.quote_steps where session_id like 'sv_177240000999%'");
  await db.query("delete from public.campaign_report_links where label = 'fixture-' || $1", [marker]);
  await db.query("delete from public.campaign_landing_days where campaign = 'fixture-' || $1", [marker]);
  await db.query("delete from public.showcase_visits where property_slug = 'fixture-' || $1", [marker]);
  await db.query("delete from public.property_searches where address = 'fixture-' || $1", [marker]);
  await db.query("delete from public.nj_parcels where gis_pin = '2199_fixture-' || $1 || '_1'", [marker]);
  await db.query("delete from public.report_key_failures where address_hash = 'fixture-' || $1", [marker]);
  await db.query("delete from public.showcase_report_mails where last_error = 'fixture-' || $1", [marker]);
  await db.query("delete from public.booking_blocked_days where reason = 'fixture-' || $1", [marker]);
  await db.query("delete from public.business_busy_times where source = 'fixture-' || $1", [marker]);
  await db.query("delete from public.appointment_mails where last_error = 'fixture-' || $1", [marker]);
  await db.query("delete from public.showcase_photos where url = 'https://example.com/fixture-' || $1 || '.webp'", [marker]);
  await db.query("delete from public.showcase_publish_mails where last_error = 'fixture-' || $1", [marker]);
  await db.query("delete from public.appointments where municipality = 'fixture-' || $1", [marker]);
  await db.query("delete from public.business_calendar_imports where source = 'fixture-' || $1", [marker]);
  // The audit log is append-only (its trigger refuses deletes): the fixture row stays, like any audit.
}

/** Primary key of one row per table to attack: a seeded row, or a fixture where the seed has none. */
const targets = new Map<string, { column: string; value: string }>();

beforeAll(async () => {
  publicShowcaseId = (await db.query<{ id: string }>("select id from public.property_showcases where is_public order by created_at limit 1")).rows[0]!.id;
  for (const access of matrix) {
    if (access.fixtureSql !== undefined) await db.query(access.fixtureSql, [marker]);
    const column = access.keyColumn ?? (access.table === "nj_parcels" ? "gis_pin" : "id");
    // Prefer a row visitors cannot see, where there is one: the strongest case.
    const hidden = access.select.kind === "only" ? `order by (${access.select.visibleWhere}) asc` : "";
    const { rows } = await db.query<{ key: string }>(
      `select ${column}::text as key from public.${access.table} ${hidden} limit 1`,
    );
    const key = rows[0]?.key;
    if (key === undefined) throw new Error(`No row in ${access.table} to test update and delete on`);
    targets.set(access.table, { column, value: key });
  }
});

afterAll(async () => {
  await removeProbeRows();
  await db.end();
});

describe.each(matrix)("$table, as a visitor", (access) => {
  if (access.select.kind === "denied") {
    it("cannot select", async () => {
      const answer = await asVisitor("GET", `${access.table}?select=*&limit=1`);
      expectPermissionDenied(answer);
    });
  } else {
    const rule = access.select;
    it(rule.kind === "all" ? "can select every row" : `can select only rows where ${rule.visibleWhere}`, async () => {
      const primaryKey = "id";
      const answer = await asVisitor("GET", `${access.table}?select=${primaryKey}`);
      expect(answer.status).toBe(200);
      const visibleIds = (answer.body as { id: string }[]).map((row) => row.id).sort();
      const where = rule.kind === "all" ? "true" : rule.visibleWhere;
      const { rows } = await db.query<{ id: string }>(
        `select id::text as id from public.${access.table} where ${where} order by 1`,
      );
      expect(visibleIds.length).toBeGreaterThan(0);
      expect(visibleIds).toEqual(rows.map((row) => row.id).sort());
      if (rule.kind === "only") {
        // The seed holds rows visitors must not see; none of them came back.
        expect(await count(`select 1 from public.${access.table} where not (${rule.visibleWhere})`)).toBeGreaterThan(0);
      }
    });
  }

  if (access.insert === "allowed") {
    it("can insert, and the row is stored", async () => {
      const answer = await asVisitor("POST", access.table, access.visitorRow());
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(await count(`select 1 from public.${access.table} where ${access.visitorRowWhere}`, [marker])).toBe(1);
    });
  } else {
    it("cannot insert, and nothing is stored", async () => {
      const answer = await asVisitor("POST", access.table, access.visitorRow());
      expectPermissionDenied(answer);
      expect(await count(`select 1 from public.${access.table} where ${access.visitorRowWhere}`, [marker])).toBe(0);
    });
  }

  async function snapshot(): Promise<string | undefined> {
    const target = targets.get(access.table);
    if (target === undefined) throw new Error(`No target row for ${access.table}`);
    const { rows } = await db.query<{ row: string }>(
      `select row_to_json(t)::text as row from public.${access.table} as t where ${target.column}::text = $1`,
      [target.value],
    );
    return rows[0]?.row;
  }

  function targetFilter(): string {
    const target = targets.get(access.table);
    if (target === undefined) throw new Error(`No target row for ${access.table}`);
    return `${target.column}=eq.${encodeURIComponent(target.value)}`;
  }

  it("cannot update, and the row is unchanged", async () => {
    const before = await snapshot();
    expect(before).toBeDefined();
    const answer = await asVisitor("PATCH", `${access.table}?${targetFilter()}`, access.patch);
    expectPermissionDenied(answer);
    expect(await snapshot()).toBe(before);
  });

  it("cannot delete, and the row is still there", async () => {
    const before = await snapshot();
    expect(before).toBeDefined();
    const answer = await asVisitor("DELETE", `${access.table}?${targetFilter()}`);
    expectPermissionDenied(answer);
    expect(await snapshot()).toBe(before);
  });
});

describe("what visitors see of showcases and posts", () => {
  it("never lists the private showcase", async () => {
    const { rows } = await db.query<{ slug: string }>(
      "select slug from public.property_showcases where not is_public and slug is not null",
    );
    expect(rows.length).toBeGreaterThan(0);
    const listing = await asVisitor("GET", "property_showcases?select=slug,is_public,agents(name)&order=created_at.desc");
    expect(listing.status).toBe(200);
    const shown = listing.body as { slug: string | null; is_public: boolean; agents: { name: string } | null }[];
    expect(shown.every((showcase) => showcase.is_public)).toBe(true);
    for (const { slug } of rows) {
      expect(shown.map((showcase) => showcase.slug)).not.toContain(slug);
      const direct = await asVisitor("GET", `property_showcases?select=id&slug=eq.${slug}`);
      expect(direct.body).toEqual([]);
    }
    // Every public showcase's agent is visible through the embed.
    expect(shown.every((showcase) => showcase.agents !== null)).toBe(true);
  });

  it("never shows an agent whose showcases are all private", async () => {
    const { rows } = await db.query<{ id: string }>(
      `select a.id::text as id from public.agents a
        where not exists (select 1 from public.property_showcases s where s.agent_id = a.id and s.is_public)`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { id } of rows) {
      const answer = await asVisitor("GET", `agents?select=id&id=eq.${id}`);
      expect(answer.body).toEqual([]);
    }
  });

  it("never shows an unpublished post, not even by its slug", async () => {
    const { rows } = await db.query<{ slug: string }>("select slug from public.blog_posts where not published");
    expect(rows.length).toBeGreaterThan(0);
    for (const { slug } of rows) {
      const answer = await asVisitor("GET", `blog_posts?select=id&slug=eq.${slug}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([]);
    }
  });
});

describe("what visitors may write, checked", () => {
  it("a second subscription with the same address in other case answers 409 / 23505", async () => {
    const email = `dup-${marker}@example.com`;
    const first = await asVisitor("POST", "blog_subscribers", { email, is_active: true });
    expect(first.status).toBe(201);
    const second = await asVisitor("POST", "blog_subscribers", { email: email.toUpperCase(), is_active: true });
    expect(second.status).toBe(409);
    expect(errorCode(second)).toBe("23505");
    expect(await count("select 1 from public.blog_subscribers where lower(email) = $1", [email])).toBe(1);
  });

  /** Each refused row carries its own tag, so the check finds only that row. */
  const rejected: {
    table: string;
    why: string;
    row: (tag: string) => Record<string, unknown>;
    status: "400" | "denied";
    /** SQL condition on $1 = the tag. */
    storedWhere: string;
  }[] = [
    {
      table: "blog_subscribers",
      why: "an address that is not an email",
      row: (tag) => ({ email: `not-an-email-${tag}`, is_active: true }),
      status: "400",
      storedWhere: "email like '%' || $1 || '%'",
    },
    {
      table: "blog_subscribers",
      why: "a subscription that starts inactive",
      row: (tag) => ({ email: `${tag}@example.com`, is_active: false }),
      status: "denied",
      storedWhere: "email like '%' || $1 || '%'",
    },
    {
      table: "blog_subscribers",
      why: "an id chosen by the visitor",
      row: (tag) => ({ id: randomUUID(), email: `${tag}@example.com`, is_active: true }),
      status: "denied",
      storedWhere: "email like '%' || $1 || '%'",
    },
    {
      table: "analytics_events",
      why: "an event type other than the realtor contact clicks",
      row: (tag) => ({ event_type: "page_view", page_path: `/${tag}`, event_data: {} }),
      status: "denied",
      storedWhere: "page_path like '%' || $1 || '%'",
    },
    {
      table: "analytics_events",
      why: "a page path over 2048 characters",
      row: (tag) => ({ event_type: "realtor_contact_email", page_path: `/${tag}/${"x".repeat(2100)}`, event_data: { property_id: publicShowcaseId } }),
      status: "400",
      storedWhere: "page_path like '%' || $1 || '%'",
    },
    {
      table: "analytics_events",
      why: "a page path that is not a path",
      row: (tag) => ({ event_type: "realtor_contact_email", page_path: `https://elsewhere.example.com/${tag}`, event_data: { property_id: publicShowcaseId } }),
      status: "400",
      storedWhere: "page_path like '%' || $1 || '%'",
    },
    {
      table: "analytics_events",
      // It names no showcase: the insert policy refuses it before the table's check does.
      why: "event data that is not an object",
      row: (tag) => ({ event_type: "realtor_contact_phone", page_path: `/${tag}`, event_data: [1, 2, 3] }),
      status: "denied",
      storedWhere: "page_path like '%' || $1 || '%'",
    },
    {
      table: "analytics_events",
      why: "event data over 2 KB",
      row: (tag) => ({ event_type: "realtor_contact_phone", page_path: `/${tag}`, event_data: { property_id: publicShowcaseId, padding: "x".repeat(3000) } }),
      status: "400",
      storedWhere: "page_path like '%' || $1 || '%'",
    },
    {
      table: "analytics_events",
      why: "a click for a showcase that does not exist (decision 045)",
      row: (tag) => ({ event_type: "realtor_contact_phone", page_path: `/${tag}`, event_data: { property_id: randomUUID() } }),
      status: "denied",
      storedWhere: "page_path like '%' || $1 || '%'",
    },
    {
      table: "analytics_events",
      why: "a created_at chosen by the visitor",
      row: (tag) => ({ event_type: "realtor_contact_phone", page_path: `/${tag}`, created_at: "2000-01-01T00:00:00Z" }),
      status: "denied",
      storedWhere: "page_path like '%' || $1 || '%'",
    },
    {
      table: "faq_feedback",
      // The insert policy takes FAQ ids (kebab-case slugs) only: it answers before the length check.
      why: "an empty question id",
      row: (tag) => ({ question_id: " ", question: `Empty id ${tag}?`, helpful: true }),
      status: "denied",
      storedWhere: "question like '%' || $1 || '%'",
    },
    {
      table: "faq_feedback",
      why: "a question id that is not an FAQ id (kebab-case)",
      row: (tag) => ({ question_id: `Not An Id ${tag}`, question: "Is it?", helpful: true }),
      status: "denied",
      storedWhere: "question_id like '%' || $1",
    },
    {
      table: "faq_feedback",
      why: "a question over 500 characters",
      row: (tag) => ({ question_id: tag, question: "y".repeat(600), helpful: true }),
      status: "400",
      storedWhere: "question_id = $1",
    },
    {
      table: "faq_feedback",
      why: "helpful that is not a boolean",
      row: (tag) => ({ question_id: tag, question: "Is it?", helpful: "maybe" }),
      status: "400",
      storedWhere: "question_id = $1",
    },
    {
      table: "faq_feedback",
      why: "no helpful answer at all",
      row: (tag) => ({ question_id: tag, question: "Is it?", helpful: null }),
      status: "400",
      storedWhere: "question_id = $1",
    },
  ];

  it.each(rejected.map((refusal, index) => ({ ...refusal, tag: `${marker}-refused-${index}` })))(
    "$table refuses $why and stores nothing",
    async ({ table, row, tag, status, storedWhere }) => {
      const answer = await asVisitor("POST", table, row(tag));
      if (status === "denied") expectPermissionDenied(answer);
      else expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(await count(`select 1 from public.${table} where ${storedWhere}`, [tag])).toBe(0);
    },
  );
});

describe("functions visitors may call", () => {
  it("cannot call the address normaliser kept for the property search", async () => {
    expectPermissionDenied(await asVisitor("POST", "rpc/nj_address_search_key", { address_text: "12 Oak Ridge Rd" }));
  });

  it("cannot search the county records or read them by PIN through the database functions", async () => {
    expectPermissionDenied(await asVisitor("POST", "rpc/search_nj_parcels", { query: "12 oak", result_limit: 5 }));
    const pins = await db.query<{ gis_pin: string }>("select gis_pin from public.nj_parcels limit 1");
    expectPermissionDenied(await asVisitor("POST", "rpc/nj_parcel_records", { pins: [pins.rows[0]!.gis_pin] }));
  });

  it("cannot claim leads' mail, the retry job's database functions", async () => {
    expectPermissionDenied(await asVisitor("POST", "rpc/claim_lead_mail", { lease_seconds: 60 }));
    expectPermissionDenied(await asVisitor("POST", "rpc/claim_failed_leads_to_report", { lease_seconds: 60 }));
    expect(await count("select 1 from public.service_requests where claimed_until is not null")).toBe(0);
    expect(await count("select 1 from public.contact_messages where claimed_until is not null")).toBe(0);
  });

  it("cannot claim appointment mails nor queue reminders (docs/decisions/050)", async () => {
    expectPermissionDenied(await asVisitor("POST", "rpc/claim_appointment_mail", { lease_seconds: 60 }));
    expectPermissionDenied(await asVisitor("POST", "rpc/queue_appointment_reminders", {}));
    expect(await count("select 1 from public.appointment_mails where claimed_until is not null")).toBe(0);
  });

  it("can ask for a showcase's report only with its key, and cannot make, hash or read keys", async () => {
    const wrong = await asVisitor("POST", "rpc/showcase_report", { p_showcase: "no-such-showcase", p_key: "no-such-key-0000000000", p_days: 7 });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toBeNull();
    expectPermissionDenied(await asVisitor("POST", "rpc/new_report_key", {}));
    expectPermissionDenied(await asVisitor("POST", "rpc/report_caller_hash", {}));
    const trigger = await asVisitor("POST", "rpc/create_showcase_report_key", {});
    expect(trigger.status).toBe(404);
  });

  it("cannot claim weekly report mails nor read a week's figures", async () => {
    expectPermissionDenied(await asVisitor("POST", "rpc/claim_weekly_report_mail", { lease_seconds: 60 }));
    const { rows } = await db.query<{ id: string }>("select id from public.property_showcases limit 1");
    expectPermissionDenied(await asVisitor("POST", "rpc/showcase_week_figures", { p_showcase_id: rows[0]!.id, p_week_start: "2026-11-16" }));
    expect(await count("select 1 from public.showcase_report_mails where claimed_until is not null")).toBe(0);
  });

  it("cannot call the owner's desk functions (docs/decisions/055)", async () => {
    const { rows } = await db.query<{ id: string }>("select id from public.service_requests limit 1");
    const id = rows[0]!.id;
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_set_lead_status", { p_kind: "quote", p_id: id, p_status: "contacted" }));
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_set_lead_notes", { p_kind: "quote", p_id: id, p_notes: "probe" }));
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_resend_lead_mail", { p_kind: "quote", p_id: id }));
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_resend_appointment_mail", { p_id: id }));
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_failed_mail", {}));
    expectPermissionDenied(await asVisitor("GET", "owner_requests?select=id&limit=1"));
    expect(await count("select 1 from public.service_requests where id = $1 and (owner_notes is not null or pipeline_status <> 'new')", [id])).toBe(0);
  });

  it("cannot call the appointments desk's functions (docs/decisions/056)", async () => {
    const before = await count("select 1 from public.booking_blocked_days");
    const soon = new Date(Date.now() + 30 * 86_400_000);
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_desk_calendar", { p_from: new Date().toISOString(), p_to: soon.toISOString() }));
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_booking_rules", {}));
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_block_day", { p_day: soon.toISOString().slice(0, 10) }));
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_unblock_day", { p_day: soon.toISOString().slice(0, 10) }));
    expectPermissionDenied(
      await asVisitor("POST", "rpc/owner_block_hours", { p_start: soon.toISOString(), p_end: new Date(soon.getTime() + 3_600_000).toISOString() }),
    );
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_unblock_hours", { p_id: randomUUID() }));
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_save_booking_rules", { p_rules: { minNoticeBusinessDays: 0, dailyCap: 20, hours: [], durations: [] } }));
    expect(await count("select 1 from public.booking_blocked_days")).toBe(before);
    expect(await count("select 1 from public.business_busy_times where source = 'owner'")).toBe(0);
  });

  it("cannot call the showcase editor's functions nor claim publish mails (docs/decisions/069)", async () => {
    const before = await count("select 1 from public.property_showcases");
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_save_showcase", { p_id: null, p_fields: { property_address: marker } }));
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_set_showcase_photos", { p_id: publicShowcaseId, p_photos: [] }));
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_publish_showcase", { p_id: publicShowcaseId }));
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_unpublish_showcase", { p_id: publicShowcaseId }));
    expectPermissionDenied(await asVisitor("POST", "rpc/owner_save_agent", { p_id: null, p_fields: { name: marker } }));
    expectPermissionDenied(await asVisitor("POST", "rpc/claim_showcase_publish_mail", { lease_seconds: 60 }));
    expect(await count("select 1 from public.property_showcases")).toBe(before);
    expect(await count("select 1 from public.property_showcases where id = $1 and is_public", [publicShowcaseId])).toBe(1);
    expect(await count("select 1 from public.showcase_publish_mails where claimed_until is not null")).toBe(0);
  });

  it("cannot even find the updated_at trigger function", async () => {
    const answer = await asVisitor("POST", "rpc/set_updated_at", {});
    expect(answer.status).toBe(404);
  });
});
