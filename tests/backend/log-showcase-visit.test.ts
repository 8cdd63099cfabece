import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ShowcaseVisitInput } from "#schemas/showcase-visit.ts";
import { awaitRoomInWindow, beaconLog, countStatuses, postLog, sendMany } from "./helpers/log-functions.ts";

const stack = inject("stack");
const db = new pg.Client({ connectionString: stack.databaseUrl });

let publicShowcase: { id: string; slug: string; property_address: string; agent_name: string };
let privateShowcaseId: string;

const visit = (sessionSuffix: string, change: Partial<ShowcaseVisitInput> = {}): ShowcaseVisitInput => ({
  propertyId: publicShowcase.id,
  propertySlug: publicShowcase.slug,
  propertyAddress: publicShowcase.property_address,
  agentName: publicShowcase.agent_name,
  pagePath: `/showcase/${publicShowcase.slug}?utm_source=zillow`,
  sessionId: `sv_1763780000000_${sessionSuffix}`,
  timeOnPage: 42,
  mediaViewed: { photos: true, videos: false, floorplans: true },
  utmParams: { utm_source: "zillow", utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
  ...change,
});

async function rowsFor(sessionId: string) {
  const result = await db.query("select * from showcase_visits where session_id = $1", [sessionId]);
  return result.rows as Record<string, unknown>[];
}

async function totalRows() {
  const result = await db.query<{ n: string }>("select count(*) as n from showcase_visits");
  return Number(result.rows[0]?.n);
}

beforeAll(async () => {
  await db.connect();
  const pub = await db.query(
    `select s.id, s.slug, s.property_address, a.name as agent_name
       from property_showcases s join agents a on a.id = s.agent_id
      where s.is_public order by s.created_at limit 1`,
  );
  publicShowcase = pub.rows[0] as typeof publicShowcase;
  const priv = await db.query("select id from property_showcases where not is_public limit 1");
  privateShowcaseId = (priv.rows[0] as { id: string }).id;
});
afterAll(() => db.end());

describe("log-showcase-visit", () => {
  it("stores the visit with the media seen, the UTM values and a hashed address", async () => {
    const address = "203.0.113.50";
    const response = await postLog("log-showcase-visit", visit("show0001"), { address });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const rows = await rowsFor("sv_1763780000000_show0001");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      property_id: publicShowcase.id,
      property_slug: publicShowcase.slug,
      property_address: publicShowcase.property_address,
      agent_name: publicShowcase.agent_name,
      page_path: `/showcase/${publicShowcase.slug}?utm_source=zillow`,
      time_on_page: 42,
      media_viewed: { photos: true, videos: false, floorplans: true },
      utm_params: { utm_source: "zillow", utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
    });
    expect(rows[0]?.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(rows[0])).not.toContain(address);
  });

  it("stores a visit of the MLS version with via = 'mls' and only the referrer's host; the branded page's with via = 'page'", async () => {
    const mls = await postLog(
      "log-showcase-visit",
      visit("mlsvia01", {
        pagePath: `/showcase/${publicShowcase.slug}/mls`,
        agentName: null,
        via: "mls",
        referrer: "https://www.matrix-mls.example/listing/123?agent=someone",
      }),
    );
    expect(mls.status).toBe(201);
    expect((await rowsFor("sv_1763780000000_mlsvia01"))[0]).toMatchObject({ via: "mls", referrer_host: "matrix-mls.example" });
    // An older client sends neither field: the branded page, no referrer.
    expect((await postLog("log-showcase-visit", visit("pagevia1"))).status).toBe(201);
    expect((await rowsFor("sv_1763780000000_pagevia1"))[0]).toMatchObject({ via: "page", referrer_host: null });
  });

  it("refuses an unknown version with 400 and stores nothing", async () => {
    const response = await postLog("log-showcase-visit", { ...visit("badvia01"), via: "flyer" });
    expect(response.status).toBe(400);
    expect(await rowsFor("sv_1763780000000_badvia01")).toHaveLength(0);
  });

  it("stores the showcase's own slug, address and agent, not what the browser claims", async () => {
    const response = await postLog(
      "log-showcase-visit",
      visit("claims01", { propertySlug: "fake-slug", propertyAddress: "1 Fake St", agentName: "Someone Else" }),
    );
    expect(response.status).toBe(201);
    expect((await rowsFor("sv_1763780000000_claims01"))[0]).toMatchObject({
      property_slug: publicShowcase.slug,
      property_address: publicShowcase.property_address,
      agent_name: publicShowcase.agent_name,
    });
  });

  it("stores utm_params as null when the page had none, and drops unknown media keys", async () => {
    const response = await postLog(
      "log-showcase-visit",
      visit("noutm001", {
        utmParams: null,
        mediaViewed: { photos: true, secretSection: true } as ShowcaseVisitInput["mediaViewed"],
      }),
    );
    expect(response.status).toBe(201);
    expect((await rowsFor("sv_1763780000000_noutm001"))[0]).toMatchObject({ utm_params: null, media_viewed: { photos: true } });
  });

  it("accepts the unload form (text/plain, apikey in the query)", async () => {
    expect((await beaconLog("log-showcase-visit", visit("beacon03", { timeOnPage: 2 }))).status).toBe(201);
    expect((await rowsFor("sv_1763780000000_beacon03"))[0]).toMatchObject({ time_on_page: 2 });
  });

  it("answers 404 for a showcase that is not public, and for an unknown id, storing nothing", async () => {
    const before = await totalRows();
    expect((await postLog("log-showcase-visit", visit("private1", { propertyId: privateShowcaseId }))).status).toBe(404);
    expect(
      (await postLog("log-showcase-visit", visit("unknown1", { propertyId: "00000000-0000-4000-8000-000000000000" }))).status,
    ).toBe(404);
    expect(await totalRows()).toBe(before);
  });

  it.each([
    ["a property id that is not a UUID", { propertyId: "14-old-mill-road" }, "propertyId"],
    ["a malformed session id", { sessionId: "abc" }, "sessionId"],
    ["negative time", { timeOnPage: -1 }, "timeOnPage"],
    ["a page path that is a URL", { pagePath: "https://evil.example/showcase/x" }, "pagePath"],
    ["a media flag that is not true or false", { mediaViewed: { photos: "yes" } }, "mediaViewed"],
    // A long value that is no campaign tag is dropped (decision 045); one past 2048 characters is refused.
    ["an oversized UTM value", { utmParams: { utm_source: "x".repeat(2100) } }, "utmParams"],
  ])("answers 400 and stores nothing for %s", async (_label, change, field) => {
    const before = await totalRows();
    const response = await postLog("log-showcase-visit", visit("badinput", change as Partial<ShowcaseVisitInput>));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { details: { path: string }[] };
    expect(body.details.map((detail) => detail.path.split(".")[0])).toContain(field);
    expect(await totalRows()).toBe(before);
  });

  it("answers 413 to an oversized body, storing nothing", async () => {
    const before = await totalRows();
    expect((await postLog("log-showcase-visit", { ...visit("bigbody2"), pad: "x".repeat(20_000) })).status).toBe(413);
    expect(await totalRows()).toBe(before);
  });

  it("lets one session store 20 visits a minute; a flood gets 429 and stores nothing more", async () => {
    await awaitRoomInWindow();
    const statuses = await sendMany(30, 5, () => postLog("log-showcase-visit", visit("flood003"), { address: "198.51.100.60" }));
    expect(countStatuses(statuses)).toEqual({ 201: 20, 429: 10 });
    expect(await rowsFor("sv_1763780000000_flood003")).toHaveLength(20);
  }, 60_000);

  it("lets one address store 240 visits a minute; a flood gets 429 and stores nothing more", async () => {
    await awaitRoomInWindow();
    const before = await totalRows();
    const statuses = await sendMany(260, 8, (index) =>
      postLog("log-showcase-visit", visit(`saddr${String(index).padStart(3, "0")}`), { address: "198.51.100.61" }),
    );
    expect(countStatuses(statuses)).toEqual({ 201: 240, 429: 20 });
    expect(await totalRows()).toBe(before + 240);
  }, 60_000);
});
