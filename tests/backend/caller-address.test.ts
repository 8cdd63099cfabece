import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CampaignVisitInput } from "#schemas/campaign-visit.ts";
import type { SiteVisitInput } from "#schemas/site-visit.ts";
import { canonicalAddress } from "../../supabase/functions/_shared/caller-address.ts";
import { anonHeaders, fetchFrom, loopbackFor } from "./helpers/anon-requests.ts";
import { startFunctionCopy, type FunctionCopy } from "./helpers/function-copy.ts";
import { awaitRoomInWindow, countStatuses, logFunctionUrl, sendMany } from "./helpers/log-functions.ts";

/**
 * One rule for the caller's address behind every per-address limit
 * (docs/decisions/044-pooler-caller-address-smtp.md): only cf-connecting-ip,
 * which the platform sets (locally the gateway, to the TCP peer); IPv6 as its
 * /64; none, and the per-address limits are skipped while the session limits
 * still hold. The functions (callerAddress) and the database
 * (private.request_address) apply the same rule.
 */

const stack = inject("stack");
const db = new pg.Client({ connectionString: stack.databaseUrl });
const run = Date.now().toString(36);

beforeAll(() => db.connect());
afterAll(() => db.end());

/** Runs `work` in a transaction that PostgREST would have opened for a request with these headers, as anon. */
async function asPostgrestRequest<T>(headers: Record<string, string>, work: () => Promise<T>): Promise<T> {
  await db.query("begin");
  try {
    await db.query("select set_config('request.headers', $1, true), set_config('request.jwt.claims', $2, true)", [
      JSON.stringify(headers),
      JSON.stringify({ role: "anon" }),
    ]);
    await db.query("set local role anon");
    return await work();
  } finally {
    await db.query("rollback");
  }
}

describe("the database applies the functions' rule", () => {
  const inputs = [
    "198.51.100.23", " 203.0.113.7 ", "2001:db8:1:2:a:b:c:d", "2001:DB8:1:2::99", "2001:0db8:0000:0000:ffff:1:2:3", "::1",
    "fe80::1:2:3:4", "::ffff:198.51.100.23", "::ffff:c633:6417", "", "unknown", "198.51.100.23, 10.0.0.1", "198.51.100.23:443",
    "198.51.100.0/24", "256.1.1.1", "010.1.1.1", "1.2.3", "2001:db8::1::2", "fe80::1%eth0", "[2001:db8::1]", "example.com",
    "::", "0.0.0.0", "1::", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4", "::1.2.3.4", "::ffff:010.1.1.1", "::ffff:1.2.3",
    "1:2:3:4:5:6:7:8:9", "12345::1", "1:0:0:1::", "0:0:1::", ":1:2::", "1:2::3:",
  ];

  it.each(inputs)("canonical_address(%j) is what callerAddress() makes of it", async (input) => {
    const { rows } = await db.query<{ address: string | null }>("select private.canonical_address($1) as address", [input]);
    expect(rows[0]?.address).toBe(canonicalAddress(input));
  });

  it("reads only cf-connecting-ip: forwarding headers a client can set are ignored, and none is null", async () => {
    const address = async (headers: Record<string, string>) => {
      await db.query("begin");
      try {
        await db.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
        return (await db.query<{ address: string | null }>("select private.request_address() as address")).rows[0]?.address;
      } finally {
        await db.query("rollback");
      }
    };
    const spoofed = { "x-forwarded-for": "192.0.2.1", "x-real-ip": "192.0.2.2", forwarded: "for=192.0.2.3" };
    expect(await address({ ...spoofed, "cf-connecting-ip": "2001:db8:7:8::1" })).toBe("2001:db8:7:8::");
    expect(await address(spoofed)).toBeNull();
    expect(await address({})).toBeNull();
  });

  it("without an address, a visitor's inserts skip the per-address limit (faq_feedback: 20 a minute)", async () => {
    await awaitRoomInWindow(10);
    const insert = (i: number) =>
      db.query("insert into faq_feedback (question_id, question, helpful) values ($1, $2, true)", [`noaddr-${run}`, `No address ${i}?`]);
    await asPostgrestRequest({ "x-forwarded-for": "192.0.2.9" }, async () => {
      for (let i = 0; i < 25; i++) await insert(i);
    });
    await expect(
      asPostgrestRequest({ "cf-connecting-ip": `198.18.77.${Number.parseInt(run.slice(-2), 36) % 250}` }, async () => {
        for (let i = 0; i < 25; i++) await insert(i);
      }),
    ).rejects.toMatchObject({ code: "PT429" });
  });

  it("without an address, wrong report links are not counted against anyone; with one they are", async () => {
    const tryKey = () => db.query("select public.showcase_report('no-such-showcase', 'wrong-key', 7) as report");
    await asPostgrestRequest({ "x-forwarded-for": "192.0.2.9" }, async () => {
      for (let i = 0; i < 12; i++) expect((await tryKey()).rows[0]?.report).toBeNull();
    });
    await expect(
      asPostgrestRequest({ "cf-connecting-ip": "198.18.78.1" }, async () => {
        for (let i = 0; i < 12; i++) await tryKey();
      }),
    ).rejects.toThrow(/Too many invalid report links/);
  });
});

describe("through the gateway, the functions see the caller the gateway saw", () => {
  const visit = (suffix: string): SiteVisitInput => ({
    page_path: "/",
    referrer: null,
    session_id: `sv_1763780000000_${suffix}`,
    time_on_page_seconds: 1,
    previous_page: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    screen_resolution: "1920x1080",
    viewport_size: "1280x720",
    language: "en-US",
  });
  const report = async (from: string, headers: Record<string, string> = {}) => {
    // An empty body: 400, nothing stored; the answer still says what the function made of the caller.
    const response = await fetchFrom(loopbackFor(from), logFunctionUrl("log-site-visit"), {
      method: "POST",
      headers: { ...anonHeaders(), ...headers },
      body: "{}",
    });
    expect(response.status).toBe(400);
    return response.headers.get("x-caller-address");
  };

  it("reports the caller's own address class and hash, the same whatever forwarding headers it sends", async () => {
    const mine = await report("198.18.90.1");
    expect(mine).toMatch(/^ipv4 [0-9a-f]{8}$/);
    const spoofs: Record<string, string>[] = [
      { "X-Forwarded-For": "192.0.2.1" },
      { "CF-Connecting-IP": "192.0.2.2" },
      { "X-Real-IP": "192.0.2.3", Forwarded: "for=192.0.2.4" },
    ];
    for (const spoof of spoofs) expect(await report("198.18.90.1", spoof)).toBe(mine);
    expect(await report("198.18.90.2")).not.toBe(mine);
  });

  it("a stored visit is limited by the gateway's address, not a claimed one", async () => {
    await awaitRoomInWindow(15);
    const statuses = await sendMany(32, 2, (i) =>
      fetchFrom(loopbackFor("198.18.91.1"), logFunctionUrl("log-site-visit"), {
        method: "POST",
        headers: { ...anonHeaders(), "X-Forwarded-For": `192.0.2.${i}`, "CF-Connecting-IP": `192.0.2.${i}` },
        body: JSON.stringify(visit(`spoof${run}`)),
      }),
    );
    // One session, 30 a minute, whatever the headers claim.
    expect(countStatuses(statuses)).toEqual({ 201: 30, 429: 2 });
  });
});

describe("with no address from the platform, the per-address limit is skipped and the session limit holds", () => {
  let copy: FunctionCopy;
  beforeAll(async () => {
    // The function itself, not the gateway: nothing sets cf-connecting-ip.
    copy = await startFunctionCopy("log-campaign-visit");
  }, 180_000);
  afterAll(() => copy?.stop());

  const landing = (session: string): CampaignVisitInput => ({
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "no-address",
    utm_term: null,
    utm_content: null,
    referrer: null,
    session_id: `sv_1763780000000_${session}`,
    landing_path: "/",
  });
  const post = (body: CampaignVisitInput, headers: Record<string, string> = {}) =>
    fetch(copy.url, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

  it("stores 130 landings of 130 sessions in a minute (one address may store 120) and refuses a session's 11th", async () => {
    await awaitRoomInWindow(30);
    const many = await sendMany(130, 4, (i) => post(landing(`na${run}${String(i).padStart(3, "0")}`), { "X-Forwarded-For": "192.0.2.50" }));
    expect(countStatuses(many)).toEqual({ 201: 130 });
    const one = await sendMany(11, 1, () => post(landing(`na${run}same`)));
    expect(countStatuses(one)).toEqual({ 201: 10, 429: 1 });
  }, 60_000);
});
