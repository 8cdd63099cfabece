/**
 * The agent's engagement report (docs/decisions/038): the report keys, and
 * the showcase_report RPC as a visitor's browser calls it (anon key, through the
 * gateway): aggregates that match a known set of visits, the same answer for a wrong
 * key as for an unknown showcase, nothing about a single visitor, and wrong keys
 * limited per caller address.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { showcaseReportAnswerSchema, type ShowcaseReport } from "#schemas/showcase-report.ts";
import { anonHeaders, postAsAnon } from "./helpers/anon-requests.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
const tag = randomUUID().slice(0, 8);

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

async function callReport(args: { p_showcase: string; p_key: string; p_days: number }, address: string): Promise<Answer> {
  const response = await postAsAnon(`${stack.gatewayUrl}/rest/v1/rpc/showcase_report`, args, { address });
  const text = await response.text();
  return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown), headers: response.headers };
}

let showcase: { id: string; slug: string; key: string };
let otherShowcaseId: string;
/** Addresses are unique per test, so each test has its own wrong-key budget. */
let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

/** Noon (New York) `daysAgo` days before today in New York: well inside that day. */
const noonDaysAgo = (daysAgo: number) =>
  `(((now() at time zone 'America/New_York')::date - ${daysAgo}) + time '12:00') at time zone 'America/New_York'`;

const sessionIds: string[] = [];
const ipHashes = ["a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1", "b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2", "c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3", "d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4", "e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5", "f6f6f6f6f6f6f6f6f6f6f6f6f6f6f6f6"];

async function insertVisit(
  propertyId: string,
  daysAgo: number,
  visit: { ip: string; via?: "page" | "mls"; referrer?: string; utm?: Record<string, string>; media: Record<string, boolean>; seconds: number },
) {
  const session = `sv_1763780000000_${tag}${sessionIds.length}`;
  sessionIds.push(session);
  await db.query(
    `insert into public.showcase_visits (created_at, property_id, property_slug, page_path, session_id, time_on_page, media_viewed, utm_params, ip_hash, via, referrer_host)
     values (${noonDaysAgo(daysAgo)}, $1, 'secret-path-${tag}', '/showcase/secret-path-${tag}', $2, $3, $4, $5, $6, $7, $8)`,
    [propertyId, session, visit.seconds, visit.media, visit.utm ?? null, visit.ip, visit.via ?? "page", visit.referrer ?? null],
  );
}

beforeAll(async () => {
  const agent = await db.query<{ id: string }>(
    `insert into public.agents (name, email, phone) values ('Report Agent ${tag}', 'report-${tag}@example.com', '(908) 555-0199') returning id`,
  );
  const slug = `report-test-${tag}`;
  const inserted = await db.query<{ id: string }>(
    `insert into public.property_showcases (slug, agent_id, property_address, property_city, is_public) values ($1, $2, '1 Report Way', 'Flemington', true) returning id`,
    [slug, agent.rows[0]!.id],
  );
  const id = inserted.rows[0]!.id;
  const key = await db.query<{ report_key: string }>("select report_key from public.showcase_report_keys where showcase_id = $1", [id]);
  showcase = { id, slug, key: key.rows[0]!.report_key };
  const other = await db.query<{ id: string }>("select id from public.property_showcases where id <> $1 limit 1", [id]);
  otherShowcaseId = other.rows[0]!.id;

  const [a, b, c, d, e, f] = ipHashes as [string, string, string, string, string, string];
  // Today: visitor a twice (a flyer scan, then from Google), visitor b on the MLS version.
  await insertVisit(id, 0, { ip: a, utm: { utm_source: "flyer", utm_medium: "qr" }, media: { photos: true, videos: false }, seconds: 60 });
  await insertVisit(id, 0, { ip: b, via: "mls", referrer: "matrix.example", media: { photos: true }, seconds: 30 });
  await insertVisit(id, 0, { ip: a, referrer: "google.com", media: { photos: false, videos: true }, seconds: 90 });
  // Three days ago: a newsletter campaign.
  await insertVisit(id, 3, {
    ip: c,
    utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" },
    media: { photos: true, floorplans: true },
    seconds: 120,
  });
  // Ten days ago: direct. Forty days ago: MLS. A hundred days ago: out of every period.
  await insertVisit(id, 10, { ip: d, media: {}, seconds: 20 });
  await insertVisit(id, 40, { ip: e, via: "mls", media: {}, seconds: 10 });
  await insertVisit(id, 100, { ip: f, media: { photos: true }, seconds: 500 });
  // Another showcase's visit never counts here.
  await insertVisit(otherShowcaseId, 0, { ip: a, media: { photos: true }, seconds: 999 });

  const click = (type: string, daysAgo: number, propertyId = id) =>
    db.query(
      `insert into public.analytics_events (event_type, page_path, event_data, created_at) values ($1, '/showcase/x', $2, ${noonDaysAgo(daysAgo)})`,
      [type, { property_id: propertyId, contact_method: type.endsWith("phone") ? "phone" : "email" }],
    );
  await click("realtor_contact_phone", 0);
  await click("realtor_contact_phone", 1);
  await click("realtor_contact_email", 5);
  await click("realtor_contact_email", 50);
  await click("realtor_contact_phone", 0, otherShowcaseId);
});

afterAll(async () => {
  await db.query("delete from public.showcase_visits where session_id = any($1)", [sessionIds]);
  await db.query("delete from public.property_showcases where id = $1", [showcase.id]);
  await db.end();
});

function report(answer: Answer): ShowcaseReport {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const parsed = showcaseReportAnswerSchema.parse(answer.body);
  expect(parsed).not.toBeNull();
  return parsed!;
}

describe("report keys", () => {
  it("every showcase has a key of at least 128 random bits, a new one included", async () => {
    const missing = await db.query("select s.id from public.property_showcases s left join public.showcase_report_keys k on k.showcase_id = s.id where k.showcase_id is null");
    expect(missing.rows).toEqual([]);
    const keys = await db.query<{ report_key: string }>("select report_key from public.showcase_report_keys");
    expect(keys.rows.length).toBeGreaterThan(1);
    for (const { report_key } of keys.rows) expect(report_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(keys.rows.map((row) => row.report_key)).size).toBe(keys.rows.length);
  });
});

describe("showcase_report", () => {
  it("answers the last 7 days' aggregates of the seeded visits", async () => {
    const week = report(await callReport({ p_showcase: showcase.slug, p_key: showcase.key, p_days: 7 }, freshAddress()));
    expect(week.showcase).toEqual({ id: showcase.id, slug: showcase.slug, address: "1 Report Way", city: "Flemington", isPublic: true });
    expect(week.period.days).toBe(7);
    expect(week.totals).toEqual({ pageViews: 4, uniqueVisitors: 3, averageSecondsOnPage: 75, phoneClicks: 2, emailClicks: 1 });
    expect(week.daily).toHaveLength(7);
    expect(week.daily[6]).toEqual({ date: week.period.to, pageViews: 3, uniqueVisitors: 2 });
    expect(week.daily[3]).toEqual({ date: week.daily[3]!.date, pageViews: 1, uniqueVisitors: 1 });
    expect(week.daily.reduce((sum, day) => sum + day.pageViews, 0)).toBe(4);
    expect(week.media).toEqual([
      { section: "photos", shownTo: 3, seenBy: 3 },
      { section: "videos", shownTo: 1, seenBy: 1 },
      { section: "floorplans", shownTo: 1, seenBy: 1 },
    ]);
    expect(week.channels).toEqual({ mls: 1, flyer: 1, campaign: 1, referral: 1, direct: 0 });
    expect(week.campaigns).toEqual([
      { source: "flyer", medium: "qr", campaign: null, visits: 1 },
      { source: "newsletter", medium: "email", campaign: "spring", visits: 1 },
    ]);
    expect(week.referrers).toEqual([
      { domain: "google.com", visits: 1 },
      { domain: "matrix.example", visits: 1 },
    ]);
  });

  it("answers 30 and 90 days, by slug or by id", async () => {
    const month = report(await callReport({ p_showcase: showcase.slug, p_key: showcase.key, p_days: 30 }, freshAddress()));
    expect(month.totals).toMatchObject({ pageViews: 5, uniqueVisitors: 4, phoneClicks: 2, emailClicks: 1 });
    expect(month.daily).toHaveLength(30);
    expect(month.channels.direct).toBe(1);
    const quarter = report(await callReport({ p_showcase: showcase.id, p_key: showcase.key, p_days: 90 }, freshAddress()));
    expect(quarter.totals).toMatchObject({ pageViews: 6, uniqueVisitors: 5, averageSecondsOnPage: 55, emailClicks: 2 });
    expect(quarter.channels).toEqual({ mls: 2, flyer: 1, campaign: 1, referral: 1, direct: 1 });
    expect(quarter.daily).toHaveLength(90);
  });

  it("never returns anything about a single visitor", async () => {
    const answer = await callReport({ p_showcase: showcase.slug, p_key: showcase.key, p_days: 90 }, freshAddress());
    const text = JSON.stringify(answer.body);
    for (const secret of [...sessionIds, ...ipHashes, `secret-path-${tag}`]) expect(text).not.toContain(secret);
    for (const field of ["session", "ip_hash", "ipHash", "page_path", "created_at", "visitor\""]) expect(text).not.toContain(field);
  });

  it("answers a wrong key exactly as an unknown showcase: 200 and null", async () => {
    const wrongKey = await callReport({ p_showcase: showcase.slug, p_key: "A".repeat(32), p_days: 30 }, freshAddress());
    const unknown = await callReport({ p_showcase: `no-such-showcase-${tag}`, p_key: showcase.key, p_days: 30 }, freshAddress());
    const otherKey = await db.query<{ report_key: string }>("select report_key from public.showcase_report_keys where showcase_id = $1", [otherShowcaseId]);
    const anotherShowcasesKey = await callReport({ p_showcase: showcase.slug, p_key: otherKey.rows[0]!.report_key, p_days: 30 }, freshAddress());
    for (const answer of [wrongKey, unknown, anotherShowcasesKey]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBeNull();
    }
  });

  it("refuses another period with 400, before counting anything", async () => {
    const address = freshAddress();
    const before = await db.query<{ n: string }>("select coalesce(sum(failures), 0) as n from public.report_key_failures");
    const answer = await callReport({ p_showcase: showcase.slug, p_key: "wrong", p_days: 14 }, address);
    expect(answer.status).toBe(400);
    const after = await db.query<{ n: string }>("select coalesce(sum(failures), 0) as n from public.report_key_failures");
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it("limits wrong keys per caller address: after 10, every call from that address gets 429, the right key included", async () => {
    // Fixed 15-minute windows: wait out a boundary that is about to pass.
    const left = 900 - ((Date.now() / 1000) % 900);
    if (left < 20) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 250));
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await callReport({ p_showcase: showcase.slug, p_key: `guess-${attempt}`, p_days: 7 }, address);
      expect(answer.status).toBe(200);
      expect(answer.body).toBeNull();
    }
    const refused = await callReport({ p_showcase: showcase.slug, p_key: "guess-10", p_days: 7 }, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("900");
    expect((await callReport({ p_showcase: showcase.slug, p_key: showcase.key, p_days: 7 }, address)).status).toBe(429);
    // Another address is not affected; the address is stored only as a hash.
    report(await callReport({ p_showcase: showcase.slug, p_key: showcase.key, p_days: 7 }, freshAddress()));
    // Calls that name no address (another test file's, through the local gateway) share 'unknown'.
    const stored = await db.query<{ address_hash: string }>("select address_hash from public.report_key_failures");
    expect(stored.rows.length).toBeGreaterThan(0);
    for (const { address_hash } of stored.rows) {
      expect(address_hash).toMatch(/^([0-9a-f]{32}|unknown)$/);
      expect(address_hash).not.toContain(address);
    }
  });

  it("refuses a GET call (read-only, so a failure could not be counted) with 405, the right key included", async () => {
    for (const key of [showcase.key, "B".repeat(32)]) {
      const query = new URLSearchParams({ p_showcase: showcase.slug, p_key: key, p_days: "7" });
      const response = await fetch(`${stack.gatewayUrl}/rest/v1/rpc/showcase_report?${query}`, {
        headers: anonHeaders({ contentType: null, address: freshAddress() }),
      });
      expect(response.status).toBe(405);
      expect(JSON.stringify(await response.json())).not.toContain("pageViews");
    }
  });

  it("a replaced key stops working at once; the new one works", async () => {
    await db.query("update public.showcase_report_keys set report_key = public.new_report_key(), created_at = now() where showcase_id = $1", [showcase.id]);
    const old = await callReport({ p_showcase: showcase.slug, p_key: showcase.key, p_days: 7 }, freshAddress());
    expect(old.body).toBeNull();
    const key = await db.query<{ report_key: string }>("select report_key from public.showcase_report_keys where showcase_id = $1", [showcase.id]);
    expect(key.rows[0]!.report_key).not.toBe(showcase.key);
    report(await callReport({ p_showcase: showcase.slug, p_key: key.rows[0]!.report_key, p_days: 7 }, freshAddress()));
    showcase.key = key.rows[0]!.report_key;
  });
});
