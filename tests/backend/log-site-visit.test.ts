import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { SiteVisitInput } from "@schemas/site-visit.ts";

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
  return fetch(url, {
    method: "POST",
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${stack.anonKey}`,
      "Content-Type": "application/json",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
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
    const response = await fetch(url, { headers: { apikey: stack.anonKey } });
    expect(response.status).toBe(405);
  });

  it("is refused by the gateway without an API key", async () => {
    const before = await totalRows();
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(visit("nokey001")),
    });
    expect(response.status).toBe(401);
    expect(await totalRows()).toBe(before);
  });

  it("answers CORS preflights so the browser may call it", async () => {
    const response = await fetch(url, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "POST" },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });
});
