import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { SiteVisitInput } from "#schemas/site-visit.ts";
import { anonHeaders, postAsAnon } from "./helpers/anon-requests.ts";
import { awaitRoomInWindow, beaconLog, countStatuses, postLog, sendMany } from "./helpers/log-functions.ts";

const stack = inject("stack");
const url = `${stack.gatewayUrl}/functions/v1/log-site-visit`;
const db = new pg.Client({ connectionString: stack.databaseUrl });

const visit = (sessionSuffix: string, change: Partial<SiteVisitInput> = {}): SiteVisitInput => ({
  page_path: "/services?utm_source=newsletter&utm_campaign=fall",
  referrer: "https://news.example.com/issue-12",
  session_id: `sv_1763780000000_${sessionSuffix}`,
  time_on_page_seconds: 3,
  previous_page: "/",
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "fall",
  utm_term: null,
  utm_content: null,
  screen_resolution: "1920x1080",
  viewport_size: "1280x720",
  language: "en-US",
  ...change,
});

function send(body: unknown, headers: Record<string, string> = {}) {
  return postAsAnon(url, body, { headers });
}

async function rowsFor(sessionId: string) {
  const result = await db.query("select * from site_visits where session_id = $1", [sessionId]);
  return result.rows as Record<string, unknown>[];
}

async function totalRows() {
  const result = await db.query<{ n: string }>("select count(*) as n from site_visits");
  return Number(result.rows[0]?.n);
}

beforeAll(() => db.connect());
afterAll(() => db.end());

describe("log-site-visit", () => {
  it("stores a valid visit with every field of the record", async () => {
    const response = await send(visit("goodone1"));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const rows = await rowsFor("sv_1763780000000_goodone1");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      page_path: "/services?utm_source=newsletter&utm_campaign=fall",
      referrer: "https://news.example.com/issue-12",
      time_on_page_seconds: 3,
      previous_page: "/",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "fall",
      utm_term: null,
      screen_resolution: "1920x1080",
      viewport_size: "1280x720",
      language: "en-US",
    });
  });

  it("drops fields that are not part of the record", async () => {
    const response = await send({ ...visit("extrafld"), ip_address: "203.0.113.9", is_admin: true });
    expect(response.status).toBe(201);
    expect(await rowsFor("sv_1763780000000_extrafld")).toHaveLength(1);
  });

  it.each([
    ["a missing session id", { session_id: undefined }, "session_id"],
    ["an absolute URL as page path", { page_path: "https://evil.example/" }, "page_path"],
    ["negative time on page", { time_on_page_seconds: -5 }, "time_on_page_seconds"],
    ["an oversized UTM value", { utm_campaign: "x".repeat(300) }, "utm_campaign"],
  ])("answers 400 naming the field and stores nothing for %s", async (_label, change, field) => {
    const before = await totalRows();
    const response = await send(visit("badinput", change as Partial<SiteVisitInput>));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; details: { path: string; message: string }[] };
    expect(body.error).toBe("Invalid request");
    expect(body.details.map((d) => d.path)).toContain(field);
    expect(await totalRows()).toBe(before);
  });

  it("answers 400 for a body that is not JSON, and stores nothing", async () => {
    const before = await totalRows();
    const response = await send("{not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Body is not valid JSON" });
    expect(await totalRows()).toBe(before);
  });

  it("answers 413 for an oversized body, and stores nothing", async () => {
    const before = await totalRows();
    const response = await send({ ...visit("toolarge"), padding: "x".repeat(70 * 1024) });
    expect(response.status).toBe(413);
    expect(await totalRows()).toBe(before);
  });

  it("answers 405 to GET", async () => {
    const response = await fetch(url, { headers: { apikey: stack.publishableKey } });
    expect(response.status).toBe(405);
  });

  it("is reached without an API key, as hosted: its JWT check is off, so the platform checks no key (docs/decisions/043)", async () => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(visit("nokey001")),
    });
    expect(response.status).toBe(201);
    expect(await rowsFor("sv_1763780000000_nokey001")).toHaveLength(1);
  });

  it("answers CORS preflights so the browser may call it", async () => {
    const response = await fetch(url, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "POST" },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("accepts what sendBeacon sends: text/plain with the apikey in the query string", async () => {
    const response = await beaconLog("log-site-visit", visit("beacon01", { time_on_page_seconds: 1 }), "198.51.100.10");
    expect(response.status).toBe(201);
    const rows = await rowsFor("sv_1763780000000_beacon01");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ time_on_page_seconds: 1, page_path: "/services?utm_source=newsletter&utm_campaign=fall" });
  });

  it("refuses other content types (415) and stores nothing", async () => {
    const before = await totalRows();
    const response = await postLog("log-site-visit", visit("formdata"), { contentType: "application/x-www-form-urlencoded" });
    expect(response.status).toBe(415);
    expect(await totalRows()).toBe(before);
  });

  it("stores no address: the row has no column holding it", async () => {
    const address = "203.0.113.77";
    expect((await postLog("log-site-visit", visit("noaddr01"), { address })).status).toBe(201);
    const [row] = await rowsFor("sv_1763780000000_noaddr01");
    expect(JSON.stringify(row)).not.toContain(address);
  });

  it("lets one session store 30 visits a minute, answers 429 past that and stores nothing more", async () => {
    await awaitRoomInWindow();
    const before = await totalRows();
    const statuses = await sendMany(40, 4, () => postLog("log-site-visit", visit("flood001"), { address: "198.51.100.20" }));
    expect(countStatuses(statuses)).toEqual({ 201: 30, 429: 10 });
    expect(await rowsFor("sv_1763780000000_flood001")).toHaveLength(30);
    expect(await totalRows()).toBe(before + 30);
    const refused = await postLog("log-site-visit", visit("flood001"), { address: "198.51.100.20" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: "Too many requests: try again in a minute" });
  }, 60_000);

  it("lets one address store 600 visits a minute over many sessions, then answers 429 and stores nothing more", async () => {
    await awaitRoomInWindow();
    const before = await totalRows();
    const statuses = await sendMany(620, 8, (index) =>
      postLog("log-site-visit", visit(`addr${String(index).padStart(4, "0")}`), { address: "198.51.100.30" }),
    );
    expect(countStatuses(statuses)).toEqual({ 201: 600, 429: 20 });
    expect(await totalRows()).toBe(before + 600);
    // Another visitor is not affected.
    expect((await postLog("log-site-visit", visit("otheradr"), { address: "198.51.100.31" })).status).toBe(201);
  }, 60_000);

  it("keeps the rate-limit counters and the quota function away from visitors", async () => {
    const headers = anonHeaders();
    const read = await fetch(`${stack.gatewayUrl}/rest/v1/rate_limit_counters?select=*`, { headers });
    expect(read.status).toBeGreaterThanOrEqual(400);
    const rules = await fetch(`${stack.gatewayUrl}/rest/v1/rate_limit_rules?select=*`, { headers });
    expect(rules.status).toBeGreaterThanOrEqual(400);
    const call = await fetch(`${stack.gatewayUrl}/rest/v1/rpc/consume_log_quota`, {
      method: "POST",
      headers,
      body: JSON.stringify({ p_log_name: "site_visit", p_session_id: "x", p_address_hash: "y" }),
    });
    expect(call.status).toBeGreaterThanOrEqual(400);
    const general = await fetch(`${stack.gatewayUrl}/rest/v1/rpc/consume_rate_limit`, {
      method: "POST",
      headers,
      body: JSON.stringify({ p_action: "site_visit", p_subject_kind: "session", p_subject: "x" }),
    });
    expect(general.status).toBeGreaterThanOrEqual(400);
    const counted = await db.query("select count(*)::int as n from rate_limit_counters where subject = 'x'");
    expect(counted.rows[0]).toEqual({ n: 0 });
  });
});
