/**
 * A report agents can trust (docs/decisions/045): forged visits and clicks sent
 * as anyone can send them (the anon key, through the gateway) cannot make up a
 * showcase, an hour on the page, a "campaign" that is an advert, or a referrer's
 * path; clicks and visits are taken only for a showcase that exists and is
 * public, and nothing is stored otherwise.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { postAsAnon } from "./helpers/anon-requests.ts";
import { postLog } from "./helpers/log-functions.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
const tag = randomUUID().slice(0, 8);
const MADE_UP_ID = randomUUID();
const ADVERT = "Call 908-555-0100 for a better agent";
const COMPETITOR = "https://www.competitor-realty.example/agents/dana-whitfield?ref=showcase";

let callers = 0;
const newAddress = () => `198.18.${++callers >> 8}.${callers & 255}`;
let sessions = 0;
const newSession = () => `sv_1763780000000_${tag}${++sessions}`;

let showcase: { id: string; slug: string; key: string };
let hiddenShowcaseId: string;

beforeAll(async () => {
  const agent = await db.query<{ id: string }>(
    `insert into public.agents (name, email, phone) values ('Trust Agent ${tag}', 'trust-${tag}@example.com', '(908) 555-0198') returning id`,
  );
  const shown = await db.query<{ id: string; slug: string }>(
    `insert into public.property_showcases (slug, agent_id, property_address, property_city, is_public) values ($1, $2, '2 Trust Way', 'Clinton', true) returning id, slug`,
    [`trust-${tag}`, agent.rows[0]!.id],
  );
  const hidden = await db.query<{ id: string }>(
    `insert into public.property_showcases (slug, agent_id, property_address, property_city, is_public) values ($1, $2, '3 Trust Way', 'Clinton', false) returning id`,
    [`trust-hidden-${tag}`, agent.rows[0]!.id],
  );
  const key = await db.query<{ report_key: string }>("select report_key from public.showcase_report_keys where showcase_id = $1", [shown.rows[0]!.id]);
  showcase = { ...shown.rows[0]!, key: key.rows[0]!.report_key };
  hiddenShowcaseId = hidden.rows[0]!.id;
});

afterAll(async () => {
  await db.query("delete from public.showcase_visits where property_id = any($1)", [[showcase.id, hiddenShowcaseId]]);
  await db.query("delete from public.analytics_events where event_data ->> 'property_id' = any($1)", [[showcase.id, hiddenShowcaseId, MADE_UP_ID]]);
  await db.query("delete from public.property_showcases where id = any($1)", [[showcase.id, hiddenShowcaseId]]);
  await db.end();
});

const forgedVisit = (propertyId: string) => ({
  propertyId,
  pagePath: `/showcase/${showcase.slug}`,
  sessionId: newSession(),
  timeOnPage: 3600,
  mediaViewed: { photos: true },
  utmParams: { utm_source: ADVERT, utm_medium: "cpc", utm_campaign: ADVERT },
  referrer: COMPETITOR,
});

async function report(): Promise<{ totals: Record<string, number>; campaigns: unknown[]; referrers: unknown[]; channels: Record<string, number> }> {
  const response = await postAsAnon(`${stack.gatewayUrl}/rest/v1/rpc/showcase_report`, { p_showcase: showcase.slug, p_key: showcase.key, p_days: 7 }, { address: newAddress() });
  expect(response.status).toBe(200);
  return (await response.json()) as Awaited<ReturnType<typeof report>>;
}

describe("log-showcase-visit: 25 forged visits", () => {
  it("are stored with only campaign tags and the referrer's host, and the report caps each at 30 minutes", async () => {
    for (let i = 0; i < 25; i++) {
      const response = await postLog("log-showcase-visit", forgedVisit(showcase.id), { address: newAddress() });
      expect(response.status).toBe(201);
    }
    const { rows } = await db.query<{ utm_params: unknown; referrer_host: string; time_on_page: number }>(
      "select utm_params, referrer_host, time_on_page from public.showcase_visits where property_id = $1",
      [showcase.id],
    );
    expect(rows).toHaveLength(25);
    for (const row of rows) {
      expect(row).toEqual({
        utm_params: { utm_source: null, utm_medium: "cpc", utm_campaign: null, utm_term: null, utm_content: null },
        referrer_host: "competitor-realty.example",
        time_on_page: 3600,
      });
    }

    const answer = await report();
    expect(answer.totals).toMatchObject({ pageViews: 25, averageSecondsOnPage: 1800 });
    expect(answer.campaigns).toEqual([{ source: null, medium: "cpc", campaign: null, visits: 25 }]);
    expect(JSON.stringify(answer)).not.toContain("908-555-0100");
    expect(answer.referrers).toEqual([{ domain: "competitor-realty.example", visits: 25 }]);
  });

  it("averages real times as they are, under the cap", async () => {
    const before = await report();
    const response = await postLog("log-showcase-visit", { ...forgedVisit(showcase.id), timeOnPage: 60 }, { address: newAddress() });
    expect(response.status).toBe(201);
    const after = await report();
    expect(after.totals).toMatchObject({ pageViews: before.totals.pageViews! + 1, averageSecondsOnPage: Math.round((25 * 1800 + 60) / 26) });
  });

  it.each([
    ["a made-up showcase id", () => MADE_UP_ID],
    ["a showcase that is not public", () => hiddenShowcaseId],
  ])("for %s: 404 and nothing stored", async (_, id) => {
    const response = await postLog("log-showcase-visit", forgedVisit(id()), { address: newAddress() });
    expect(response.status).toBe(404);
    const { rows } = await db.query("select 1 from public.showcase_visits where property_id::text = $1", [id()]);
    expect(rows).toEqual([]);
  });
});

describe("analytics_events: an agent's phone and email clicks", () => {
  const click = (propertyId: unknown) => ({
    event_type: "realtor_contact_phone",
    page_path: `/showcase/${showcase.slug}`,
    event_data: { property_id: propertyId, property_slug: showcase.slug, agent_name: `Trust Agent ${tag}`, contact_method: "phone" },
  });
  const insert = (body: unknown) => postAsAnon(`${stack.gatewayUrl}/rest/v1/analytics_events`, body, { address: newAddress(), prefer: "return=minimal" });
  const stored = async (propertyId: string) =>
    (await db.query("select 1 from public.analytics_events where event_data ->> 'property_id' = $1", [propertyId])).rows.length;

  it("are taken for a public showcase and counted in its report", async () => {
    const response = await insert(click(showcase.id));
    expect(response.status).toBe(201);
    expect(await stored(showcase.id)).toBe(1);
    expect((await report()).totals).toMatchObject({ phoneClicks: 1 });
  });

  it.each([
    ["a made-up showcase id", () => MADE_UP_ID],
    ["a showcase that is not public", () => hiddenShowcaseId],
    ["an id in capitals (not the showcase's own form)", () => showcase.id.toUpperCase()],
    ["no id", () => undefined],
  ])("are refused for %s (4xx) and nothing is stored", async (_, id) => {
    const before = await stored(showcase.id);
    const response = await insert(click(id()));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    await response.body?.cancel();
    const value = id();
    if (typeof value === "string") expect(await stored(value)).toBe(0);
    expect(await stored(showcase.id)).toBe(before);
  });
});
