import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CampaignVisitInput } from "#schemas/campaign-visit.ts";
import { awaitRoomInWindow, beaconLog, countStatuses, logFunctionUrl, postLog, sendMany } from "./helpers/log-functions.ts";

const stack = inject("stack");
const db = new pg.Client({ connectionString: stack.databaseUrl });

const landing = (sessionSuffix: string, change: Partial<CampaignVisitInput> = {}): CampaignVisitInput => ({
  utm_source: "facebook",
  utm_medium: "paid_social",
  utm_campaign: "hunterdon-spring-refi",
  utm_term: "refinance appraisal",
  utm_content: "carousel-b",
  referrer: "https://l.facebook.com/",
  session_id: `sv_1763780000000_${sessionSuffix}`,
  landing_path: "/appraisals/refinance?utm_source=facebook",
  ...change,
});

async function rowsFor(sessionId: string) {
  const result = await db.query("select * from campaign_visits where session_id = $1", [sessionId]);
  return result.rows as Record<string, unknown>[];
}

async function totalRows() {
  const result = await db.query<{ n: string }>("select count(*) as n from campaign_visits");
  return Number(result.rows[0]?.n);
}

beforeAll(() => db.connect());
afterAll(() => db.end());

describe("log-campaign-visit", () => {
  it("stores a campaign landing with the five UTM values, the referrer and a hashed address only", async () => {
    const address = "203.0.113.5";
    const response = await postLog("log-campaign-visit", landing("camp0001"), { address });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const rows = await rowsFor("sv_1763780000000_camp0001");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      utm_source: "facebook",
      utm_medium: "paid_social",
      utm_campaign: "hunterdon-spring-refi",
      utm_term: "refinance appraisal",
      utm_content: "carousel-b",
      referrer: "https://l.facebook.com/",
      landing_path: "/appraisals/refinance?utm_source=facebook",
    });
    expect(rows[0]?.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(rows[0])).not.toContain(address);
  });

  it("gives one address the same hash every time and another address a different one", async () => {
    await postLog("log-campaign-visit", landing("hash0001"), { address: "203.0.113.6" });
    await postLog("log-campaign-visit", landing("hash0002"), { address: "203.0.113.6" });
    await postLog("log-campaign-visit", landing("hash0003"), { address: "203.0.113.7" });
    const [a] = await rowsFor("sv_1763780000000_hash0001");
    const [b] = await rowsFor("sv_1763780000000_hash0002");
    const [c] = await rowsFor("sv_1763780000000_hash0003");
    expect(a?.ip_hash).toBe(b?.ip_hash);
    expect(a?.ip_hash).not.toBe(c?.ip_hash);
  });

  it("stores a landing with only utm_campaign, the rest null", async () => {
    const response = await postLog("log-campaign-visit", {
      utm_campaign: "fall-newsletter",
      session_id: "sv_1763780000000_onlycamp",
    });
    expect(response.status).toBe(201);
    expect((await rowsFor("sv_1763780000000_onlycamp"))[0]).toMatchObject({
      utm_source: null,
      utm_medium: null,
      utm_campaign: "fall-newsletter",
      referrer: null,
      landing_path: null,
    });
  });

  it("accepts the unload form (text/plain, apikey in the query)", async () => {
    expect((await beaconLog("log-campaign-visit", landing("beacon02"))).status).toBe(201);
    expect(await rowsFor("sv_1763780000000_beacon02")).toHaveLength(1);
  });

  it("drops unknown fields", async () => {
    const response = await postLog("log-campaign-visit", { ...landing("extra001"), ip_hash: "forged", created_at: "2000-01-01" });
    expect(response.status).toBe(201);
    const [row] = await rowsFor("sv_1763780000000_extra001");
    expect(row?.ip_hash).not.toBe("forged");
    expect(new Date(String(row?.created_at)).getFullYear()).toBeGreaterThan(2000);
  });

  it.each([
    ["no source, medium or campaign", { utm_source: null, utm_medium: "", utm_campaign: undefined }, "utm_source"],
    ["a malformed session id", { session_id: "not-a-session" }, "session_id"],
    ["an oversized UTM value", { utm_content: "x".repeat(257) }, "utm_content"],
    ["an oversized referrer", { referrer: `https://example.com/${"a".repeat(2050)}` }, "referrer"],
    ["an absolute landing URL", { landing_path: "https://evil.example/" }, "landing_path"],
  ])("answers 400 and stores nothing for %s", async (_label, change, field) => {
    const before = await totalRows();
    const response = await postLog("log-campaign-visit", landing("badinput", change as Partial<CampaignVisitInput>));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; details: { path: string }[] };
    expect(body.error).toBe("Invalid request");
    expect(body.details.map((detail) => detail.path)).toContain(field);
    expect(await totalRows()).toBe(before);
  });

  it("answers 413 to an oversized body and 400 to broken JSON, storing nothing", async () => {
    const before = await totalRows();
    expect((await postLog("log-campaign-visit", { ...landing("bigbody1"), pad: "x".repeat(20_000) })).status).toBe(413);
    expect((await postLog("log-campaign-visit", "{oops")).status).toBe(400);
    expect(await totalRows()).toBe(before);
  });

  it("is reached without an API key, as hosted", async () => {
    const before = await totalRows();
    const response = await fetch(logFunctionUrl("log-campaign-visit"), {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify(landing("nokey002")),
    });
    // Hosted checks no key for a function whose JWT check is off (docs/decisions/043): the function's
    // own rules decide, and it stores the landing as it would with the key.
    expect(response.status).toBe(201);
    expect(await totalRows()).toBe(before + 1);
  });

  it("lets one session store 10 landings a minute; a flood gets 429 and stores nothing more", async () => {
    await awaitRoomInWindow();
    const statuses = await sendMany(25, 5, () => postLog("log-campaign-visit", landing("flood002"), { address: "198.51.100.40" }));
    expect(countStatuses(statuses)).toEqual({ 201: 10, 429: 15 });
    expect(await rowsFor("sv_1763780000000_flood002")).toHaveLength(10);
  }, 60_000);

  it("lets one address store 120 landings a minute over many sessions; a flood gets 429 and stores nothing more", async () => {
    await awaitRoomInWindow();
    const before = await totalRows();
    const statuses = await sendMany(150, 6, (index) =>
      postLog("log-campaign-visit", landing(`caddr${String(index).padStart(3, "0")}`), { address: "198.51.100.41" }),
    );
    expect(countStatuses(statuses)).toEqual({ 201: 120, 429: 30 });
    expect(await totalRows()).toBe(before + 120);
  }, 60_000);
});
