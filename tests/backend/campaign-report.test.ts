/**
 * The campaign funnel (docs/decisions/063-campaign-funnel.md) against a known funnel counted by
 * hand (tests/support/campaign-funnel.ts), from every caller's side: the desk's report for an
 * owner at aal2 only; a marketer's link by its key only (wrong and revoked alike, counted
 * against the report links' failure limit); the quote steps' anonymous log, bounded and limited.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESK_EXPECTED, FUNNEL_PERIOD, MARKETER_CAMPAIGNS, MARKETER_EXPECTED, removeCampaignFunnel, seedCampaignFunnel } from "../support/campaign-funnel.ts";
import { anonHeaders, fetchFrom, loopbackFor } from "./helpers/anon-requests.ts";
import { createOwnerSessions, errorCode, restAs, type Caller, type OwnerSessions } from "./helpers/owner-sessions.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 4 });
const tag = `funnel-${randomUUID().slice(0, 8)}`;
let sessions: OwnerSessions;

const period = { p_from: FUNNEL_PERIOD.from, p_to: FUNNEL_PERIOD.to };
const as = (caller: Caller, fn: string, body: unknown) => restAs(sessions, caller, "POST", `rpc/${fn}`, body);

/** An anonymous call from a caller address of its own (it connects from it; the gateway tells PostgREST in cf-connecting-ip). */
async function anonFrom(address: string, fn: string, body: unknown, method = "POST") {
  const query = method === "GET" ? `?${new URLSearchParams(body as Record<string, string>).toString()}` : "";
  const response = await fetchFrom(loopbackFor(address), `${stack.gatewayUrl}/rest/v1/rpc/${fn}${query}`, {
    method,
    headers: anonHeaders({ contentType: method === "GET" ? null : "application/json" }),
    body: method === "GET" ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown) };
}

const linkCount = async () => Number((await db.query("select count(*) as n from public.campaign_report_links where label like $1", [`${tag}%`])).rows[0].n);

beforeAll(async () => {
  sessions = await createOwnerSessions(db, tag);
  await seedCampaignFunnel(db, tag);
});

afterAll(async () => {
  await removeCampaignFunnel(db, tag);
  await sessions.remove();
  await db.end();
});

describe("the desk's report", () => {
  it("gives an owner at aal2 every figure and rate of the hand count", async () => {
    const answer = await as("owner-aal2", "owner_campaign_report", period);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject(DESK_EXPECTED);
    const body = answer.body as typeof DESK_EXPECTED & { sources: string[]; media: string[] };
    expect(body.byCampaign).toHaveLength(DESK_EXPECTED.byCampaign.length);
    expect(body.byCode).toHaveLength(DESK_EXPECTED.byCode.length);
    expect(body.weekly).toHaveLength(2);
    expect(body.sources).toEqual(["facebook", "newsletter", "postcard"]);
    expect(body.media).toEqual(["email", "print", "social"]);
  });

  it("filters by source and medium, as typed in any case", async () => {
    const answer = await as("owner-aal2", "owner_campaign_report", { ...period, p_source: " PostCard ", p_medium: "print" });
    expect(answer.status).toBe(200);
    const body = answer.body as typeof DESK_EXPECTED;
    expect(body.byCampaign).toEqual([DESK_EXPECTED.byCampaign[1]]);
    expect(body.totals).toMatchObject({ landings: 2, requests: 1, booked: 1, bookedValue: 300 });
  });

  it.each(["anon", "stranger", "owner-aal1"] as const)("refuses %s", async (caller) => {
    const answer = await as(caller, "owner_campaign_report", period);
    expect([401, 403]).toContain(answer.status);
    expect(errorCode(answer)).toBe("42501");
  });

  it("refuses a period longer than 371 days or backwards with 400", async () => {
    expect((await as("owner-aal2", "owner_campaign_report", { p_from: "2025-01-01", p_to: "2026-03-01" })).status).toBe(400);
    expect((await as("owner-aal2", "owner_campaign_report", { p_from: "2026-03-15", p_to: "2026-03-02" })).status).toBe(400);
  });
});

describe("marketer links", () => {
  let key = "";
  let linkId = "";

  it("are made by an owner at aal2 only, names normalised, recorded in the audit without the key", async () => {
    for (const caller of ["anon", "stranger", "owner-aal1"] as const) {
      const refused = await as(caller, "owner_create_campaign_link", { p_label: `${tag} spring`, p_campaigns: MARKETER_CAMPAIGNS });
      expect([401, 403]).toContain(refused.status);
    }
    expect(await linkCount()).toBe(0);
    const made = await as("owner-aal2", "owner_create_campaign_link", { p_label: `${tag} spring`, p_campaigns: MARKETER_CAMPAIGNS });
    expect(made.status).toBe(200);
    const link = made.body as { id: string; report_key: string; campaigns: string[] };
    expect(link.campaigns).toEqual(MARKETER_EXPECTED.campaigns);
    expect(link.report_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    key = link.report_key;
    linkId = link.id;
    const audit = await db.query("select action, after::text from public.owner_audit_log where entity = 'campaign_report_link' and entity_id = $1", [linkId]);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].after).not.toContain(key);
  });

  it("refuses a link without campaigns, with a name that is no campaign tag, or without a label, storing nothing", async () => {
    for (const body of [
      { p_label: `${tag} x`, p_campaigns: [] },
      { p_label: `${tag} x`, p_campaigns: ["call 908-555-0100 (now!)"] },
      { p_label: "  ", p_campaigns: ["spring mailing"] },
    ]) {
      expect((await as("owner-aal2", "owner_create_campaign_link", body)).status).toBe(400);
    }
    expect(await linkCount()).toBe(1);
  });

  it("are listed to owners at aal2 only", async () => {
    const owner = await restAs(sessions, "owner-aal2", "GET", `campaign_report_links?select=id,label&label=like.${encodeURIComponent(tag)}*`);
    expect(owner.body).toHaveLength(1);
    for (const caller of ["stranger", "owner-aal1"] as const) {
      const other = await restAs(sessions, caller, "GET", "campaign_report_links?select=id");
      expect(other.body).toEqual([]);
    }
    expect((await restAs(sessions, "anon", "GET", "campaign_report_links?select=id")).status).toBe(401);
  });

  it("show a marketer the link's campaigns only, counts and sums only", async () => {
    const answer = await anonFrom("198.51.100.10", "marketer_campaign_report", { p_key: key, ...period });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject(MARKETER_EXPECTED);
    const body = answer.body as typeof MARKETER_EXPECTED;
    expect(body.byCampaign).toHaveLength(2);
    expect(body.byCode).toHaveLength(1);
    const text = JSON.stringify(answer.body);
    for (const secret of ["Funnel", "funnel@example.com", "9085550134", "sv_", "summer", "SUMMER20", "hunterdon"]) expect(text).not.toContain(secret);
  });

  it("answer a wrong key and a revoked one alike: null", async () => {
    const wrong = await anonFrom("198.51.100.11", "marketer_campaign_report", { p_key: "x".repeat(32), ...period });
    expect(wrong).toEqual({ status: 200, body: null });
    for (const caller of ["anon", "stranger", "owner-aal1"] as const) {
      expect([401, 403]).toContain((await as(caller, "owner_revoke_campaign_link", { p_id: linkId })).status);
    }
    expect((await anonFrom("198.51.100.11", "marketer_campaign_report", { p_key: key, ...period })).body).not.toBeNull();
    expect((await as("owner-aal2", "owner_revoke_campaign_link", { p_id: linkId })).status).toBe(200);
    expect((await as("owner-aal2", "owner_revoke_campaign_link", { p_id: randomUUID() })).status).toBe(404);
    const revoked = await anonFrom("198.51.100.11", "marketer_campaign_report", { p_key: key, ...period });
    expect(revoked).toEqual({ status: 200, body: null });
  });

  it("refuse an address after 10 wrong keys in a quarter hour, a right key included, and refuse GET", async () => {
    const made = await as("owner-aal2", "owner_create_campaign_link", { p_label: `${tag} limit`, p_campaigns: ["spring mailing"] });
    const rightKey = (made.body as { report_key: string }).report_key;
    const address = "198.51.100.12";
    for (let n = 0; n < 10; n += 1) {
      expect((await anonFrom(address, "marketer_campaign_report", { p_key: `wrong-key-${n}-${"y".repeat(24)}`, ...period })).body).toBeNull();
    }
    const refused = await anonFrom(address, "marketer_campaign_report", { p_key: rightKey, ...period });
    expect(refused.status).toBe(429);
    expect((await anonFrom("198.51.100.13", "marketer_campaign_report", { p_key: rightKey, ...period })).status).toBe(200);
    expect((await anonFrom("198.51.100.13", "marketer_campaign_report", { p_key: rightKey, ...period }, "GET")).status).toBe(405);
  });
});

describe("quote steps", () => {
  const sessionId = `sv_1772400000001_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const steps = async () => (await db.query("select step from public.quote_steps where session_id = $1 order by step", [sessionId])).rows.map((row) => row.step);

  it("are stored once per session and step, credited to the session's first landing", async () => {
    await db.query("insert into public.campaign_visits (utm_campaign, utm_source, session_id) values ('Fall Flyer', 'flyer', $1)", [sessionId]);
    for (let n = 0; n < 3; n += 1) expect((await anonFrom("198.51.100.20", "log_quote_step", { p_session_id: sessionId, p_step: "opened" })).status).toBe(204);
    expect((await anonFrom("198.51.100.20", "log_quote_step", { p_session_id: sessionId, p_step: "priced" })).status).toBe(204);
    expect(await steps()).toEqual(["opened", "priced"]);
    const credited = await db.query("select campaign, campaign_source from public.quote_steps where session_id = $1", [sessionId]);
    expect(credited.rows).toEqual([
      { campaign: "fall flyer", campaign_source: "flyer" },
      { campaign: "fall flyer", campaign_source: "flyer" },
    ]);
  });

  it("refuse a malformed session or step with 400 and a GET with 405, storing nothing", async () => {
    const other = "sv_1772400000002_abcdefgh";
    for (const body of [
      { p_session_id: "not-a-session", p_step: "opened" },
      { p_session_id: other, p_step: "booked" },
      { p_session_id: `${other}${"x".repeat(40)}`, p_step: "opened" },
    ]) {
      expect((await anonFrom("198.51.100.21", "log_quote_step", body)).status).toBe(400);
    }
    expect((await anonFrom("198.51.100.21", "log_quote_step", { p_session_id: other, p_step: "opened" }, "GET")).status).toBe(405);
    expect((await db.query("select 1 from public.quote_steps where session_id like 'sv_1772400000002_%'")).rowCount).toBe(0);
  });

  it("refuse a session past 10 a minute with 429", async () => {
    const flood = "sv_1772400000003_floodflood";
    const answers: number[] = [];
    for (let n = 0; n < 25; n += 1) answers.push((await anonFrom("198.51.100.22", "log_quote_step", { p_session_id: flood, p_step: "opened" })).status);
    expect(answers.filter((status) => status === 204).length).toBeLessThanOrEqual(20);
    expect(answers).toContain(429);
  });

  it("are not readable by anyone but the service role", async () => {
    for (const caller of ["anon", "stranger", "owner-aal2"] as const) {
      expect([401, 403]).toContain((await restAs(sessions, caller, "GET", "quote_steps?select=session_id")).status);
    }
  });
});
