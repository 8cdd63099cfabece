/**
 * The showcase editor from the attacker's side and the owner's (docs/decisions/069): every RPC
 * and table it adds, called by a visitor, a signed-in stranger, an owner at aal1 and an owner at
 * aal2. Only the last reads drafts or changes anything; bad input gets a 4xx and writes nothing;
 * a draft is invisible to visitors; the photo list becomes the columns the public page reads;
 * publishing queues exactly one mail (also when two publishes race), and send-due-mail sends it
 * to the agent, with the report link, once.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PROPERTY_SHOWCASE_COLUMNS, propertyShowcaseSchema } from "#schemas/property-showcase.ts";
import { ownerShowcaseRowSchema } from "#schemas/owner-showcases.ts";
import { anonHeaders } from "./helpers/anon-requests.ts";
import { sentTo, waitForMail } from "./helpers/maildev.ts";
import { CALLERS, createOwnerSessions, errorCode, restAs, type Caller, type OwnerSessions } from "./helpers/owner-sessions.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 4 });
const tag = `showcases-${randomUUID().slice(0, 8)}`;
let sessions: OwnerSessions;
const agentEmail = `agent-${tag}@example.com`;
const madeShowcases: string[] = [];
const madeAgents: string[] = [];

const as = (caller: Caller, method: string, path: string, body?: unknown) => restAs(sessions, caller, method, path, body);
const rpc = (caller: Caller, fn: string, body: unknown) => as(caller, "POST", `rpc/${fn}`, body);

async function count(sql: string, params: unknown[] = []): Promise<number> {
  return Number((await db.query<{ n: string }>(`select count(*) as n from (${sql}) as q`, params)).rows[0]!.n);
}

/** 401 for anon (no privilege), 403 for the signed-in (no privilege, or require_owner's 42501). */
function expectRefused(answer: { status: number; body: unknown }) {
  expect([401, 403], JSON.stringify(answer.body)).toContain(answer.status);
  expect(errorCode(answer)).toBe("42501");
}

const photo = (n: number, extra: Record<string, unknown> = {}) => ({
  url: `/storage/v1/object/public/showcases/${tag}/photo-${n}.webp`,
  caption: null,
  hidden: false,
  hero: false,
  ...extra,
});

const fields = (extra: Record<string, unknown> = {}) => ({
  property_address: `${tag} Orchard Lane`,
  property_city: "Flemington",
  property_zip: "08822",
  bedrooms: 4,
  bathrooms: 2.5,
  sqft: 2450,
  year_built: 1987,
  mls_unbranded: false,
  video_urls: ["https://www.youtube.com/watch?v=abc123"],
  matterport_urls: ["https://my.matterport.com/show/?m=abc123"],
  floorplan_image_urls: [],
  floorplan_pdf_urls: ["/storage/v1/object/public/showcases/floorplan.pdf"],
  ...extra,
});

async function newShowcase(extra: Record<string, unknown> = {}): Promise<{ id: string; slug: string; updated_at: string }> {
  const answer = await rpc("owner-aal2", "owner_save_showcase", { p_id: null, p_fields: fields(extra) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const row = ownerShowcaseRowSchema.parse(answer.body);
  madeShowcases.push(row.id);
  return { id: row.id, slug: row.slug!, updated_at: row.updated_at };
}

async function newAgent(email: string | null = agentEmail): Promise<string> {
  const answer = await rpc("owner-aal2", "owner_save_agent", {
    p_id: null,
    p_fields: { name: `Agent ${tag}`, email, phone: "(908) 555-0101", brokerage_name: "Hunterdon Realty" },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const id = (answer.body as { id: string }).id;
  madeAgents.push(id);
  return id;
}

/** What a visitor's browser gets for a showcase by slug: the page's own select. */
async function visitorShowcase(slug: string): Promise<unknown[]> {
  const url = new URL(`${stack.gatewayUrl}/rest/v1/property_showcases`);
  url.searchParams.set("select", PROPERTY_SHOWCASE_COLUMNS);
  url.searchParams.set("slug", `eq.${slug}`);
  const response = await fetch(url, { headers: anonHeaders() });
  expect(response.status).toBe(200);
  return (await response.json()) as unknown[];
}

async function runDueMail(): Promise<{ status: number; body: { publishMails?: { mails: { showcaseId: string; status: string }[] } } }> {
  const response = await fetch(`${stack.gatewayUrl}/functions/v1/send-due-mail`, {
    method: "POST",
    headers: { Authorization: `Bearer ${stack.secretKey}`, apikey: stack.secretKey, "Content-Type": "application/json" },
    body: "{}",
  });
  return { status: response.status, body: (await response.json()) as never };
}

beforeAll(async () => {
  sessions = await createOwnerSessions(db, tag);
});

afterAll(async () => {
  await db.query("delete from public.property_showcases where id = any($1::uuid[])", [madeShowcases]);
  await db.query("delete from public.agents where id = any($1::uuid[])", [madeAgents]);
  await sessions.remove();
  await db.end();
});

describe("who may use the editor", () => {
  for (const caller of CALLERS.filter((c) => c !== "owner-aal2")) {
    it(`${caller}: every write is refused and nothing is stored; drafts, photos, keys and mails stay hidden`, async () => {
      const draft = await newShowcase();
      const showcasesBefore = await count("select 1 from public.property_showcases");
      const agentsBefore = await count("select 1 from public.agents");
      expectRefused(await rpc(caller, "owner_save_showcase", { p_id: null, p_fields: fields() }));
      expectRefused(await rpc(caller, "owner_save_showcase", { p_id: draft.id, p_fields: fields({ property_address: "Forged" }) }));
      expectRefused(await rpc(caller, "owner_set_showcase_photos", { p_id: draft.id, p_photos: [photo(1)] }));
      expectRefused(await rpc(caller, "owner_publish_showcase", { p_id: draft.id }));
      expectRefused(await rpc(caller, "owner_unpublish_showcase", { p_id: draft.id }));
      expectRefused(await rpc(caller, "owner_save_agent", { p_id: null, p_fields: { name: "Forged" } }));
      expectRefused(await rpc(caller, "claim_showcase_publish_mail", { lease_seconds: 60 }));
      expect(await count("select 1 from public.property_showcases")).toBe(showcasesBefore);
      expect(await count("select 1 from public.agents")).toBe(agentsBefore);
      expect(await count("select 1 from public.property_showcases where id = $1 and property_address = $2 and not is_public and cardinality(photos_urls) = 0", [
        draft.id,
        `${tag} Orchard Lane`,
      ])).toBe(1);
      expect(await count("select 1 from public.showcase_publish_mails where showcase_id = $1", [draft.id])).toBe(0);

      const drafts = await as(caller, "GET", `property_showcases?select=id&id=eq.${draft.id}`);
      expect(drafts.body).toEqual([]);
      for (const table of ["showcase_photos", "showcase_publish_mails", "showcase_report_keys"]) {
        const read = await as(caller, "GET", `${table}?select=showcase_id&limit=5`);
        if (read.status === 200) expect(read.body, table).toEqual([]);
        else expectRefused(read);
      }
      // Direct writes to the tables: no privilege.
      expectRefused(await as(caller, "PATCH", `property_showcases?id=eq.${draft.id}`, { is_public: true }));
      expect(await count("select 1 from public.property_showcases where id = $1 and is_public", [draft.id])).toBe(0);
    });
  }

  it("owner at aal2: reads drafts, their photos, report key and mails", async () => {
    const draft = await newShowcase();
    const read = await as("owner-aal2", "GET", `property_showcases?select=id,is_public&id=eq.${draft.id}`);
    expect(read.body).toEqual([{ id: draft.id, is_public: false }]);
    const key = await as("owner-aal2", "GET", `showcase_report_keys?select=report_key&showcase_id=eq.${draft.id}`);
    expect((key.body as { report_key: string }[])[0]!.report_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe("the owner's writes", () => {
  it("a new showcase gets a kebab-case slug from its address, a second one a free one, and an audit row", async () => {
    const first = await newShowcase({ property_address: `${tag} Slug St` });
    const second = await newShowcase({ property_address: `${tag} Slug St` });
    expect(first.slug).toBe(`${tag}-slug-st-flemington`);
    expect(second.slug).toBe(`${tag}-slug-st-flemington-2`);
    expect(await count("select 1 from public.owner_audit_log where entity = 'showcase' and entity_id = $1 and action = 'create'", [first.id])).toBe(1);
    const row = (await db.query("select has_videos, has_matterport, has_floorplans, has_photos, bathrooms from public.property_showcases where id = $1", [first.id])).rows[0];
    expect(row).toEqual({ has_videos: true, has_matterport: true, has_floorplans: true, has_photos: false, bathrooms: "2.5" });
  });

  it("refuses bad input with 400 and stores nothing", async () => {
    const draft = await newShowcase();
    const before = (await db.query("select to_jsonb(s) as row from public.property_showcases s where id = $1", [draft.id])).rows[0].row;
    const bad: [string, unknown][] = [
      ["unknown field", { ...fields(), is_public: true }],
      ["no address", fields({ property_address: "  " })],
      ["bad zip", fields({ property_zip: "8822" })],
      ["javascript link", fields({ video_urls: ["javascript:alert(1)"] })],
      ["http link", fields({ matterport_urls: ["http://example.com/tour"] })],
      ["duplicate link", fields({ video_urls: ["https://a.example/v", "https://a.example/v"] })],
      ["floor plan elsewhere", fields({ floorplan_pdf_urls: ["data:application/pdf;base64,AAAA"] })],
      ["bedrooms out of range", fields({ bedrooms: 99 })],
      ["text for a number", fields({ sqft: "big" })],
      ["unknown agent", fields({ agent_id: randomUUID() })],
    ];
    for (const [what, body] of bad) {
      const answer = await rpc("owner-aal2", "owner_save_showcase", { p_id: draft.id, p_fields: body });
      expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(400);
    }
    const badPhotos: [string, unknown][] = [
      ["not a list", { url: "x" }],
      ["javascript url", [photo(1, { url: "javascript:alert(1)" })]],
      ["two heroes", [photo(1, { hero: true }), photo(2, { hero: true })]],
      ["hidden hero", [photo(1, { hero: true, hidden: true })]],
      ["same photo twice", [photo(1), photo(1)]],
      ["long caption", [photo(1, { caption: "x".repeat(301) })]],
      ["unknown key", [photo(1, { position: 3 })]],
      ["too many", Array.from({ length: 201 }, (_, n) => photo(n))],
    ];
    for (const [what, photos] of badPhotos) {
      const answer = await rpc("owner-aal2", "owner_set_showcase_photos", { p_id: draft.id, p_photos: photos });
      expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(400);
    }
    const after = (await db.query("select to_jsonb(s) as row from public.property_showcases s where id = $1", [draft.id])).rows[0].row;
    expect(after).toEqual(before);
    expect(await count("select 1 from public.showcase_photos where showcase_id = $1", [draft.id])).toBe(0);
    const badAgents = [{ name: "" }, { name: "A", email: "not-an-address" }, { name: "A", headshot_url: "javascript:x" }, { name: "A", is_owner: "yes" }];
    for (const agent of badAgents) {
      const answer = await rpc("owner-aal2", "owner_save_agent", { p_id: null, p_fields: agent });
      expect(answer.status, JSON.stringify(agent)).toBe(400);
    }
  });

  it("refuses a save over a change made elsewhere (409), and an unknown showcase (404)", async () => {
    const draft = await newShowcase();
    const saved = await rpc("owner-aal2", "owner_save_showcase", { p_id: draft.id, p_fields: fields({ bedrooms: 5 }), p_expected_updated_at: draft.updated_at });
    expect(saved.status).toBe(200);
    const stale = await rpc("owner-aal2", "owner_save_showcase", { p_id: draft.id, p_fields: fields({ bedrooms: 6 }), p_expected_updated_at: draft.updated_at });
    expect(stale.status).toBe(409);
    expect(await count("select 1 from public.property_showcases where id = $1 and bedrooms = 5", [draft.id])).toBe(1);
    expect((await rpc("owner-aal2", "owner_publish_showcase", { p_id: randomUUID() })).status).toBe(404);
  });

  it("the photo list, in the owner's order, becomes what the public page reads: shown photos, captions, the hero", async () => {
    const draft = await newShowcase();
    const photos = [photo(3), photo(1, { caption: "Kitchen" }), photo(2, { hidden: true }), photo(4, { hero: true, caption: "Front" })];
    const answer = await rpc("owner-aal2", "owner_set_showcase_photos", { p_id: draft.id, p_photos: photos });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const row = (
      await db.query("select photos_urls, photo_captions, primary_photos_urls, primary_photo_url, has_photos from public.property_showcases where id = $1", [
        draft.id,
      ])
    ).rows[0];
    expect(row).toEqual({
      photos_urls: [photo(3).url, photo(1).url, photo(4).url],
      photo_captions: ["", "Kitchen", "Front"],
      primary_photos_urls: [photo(4).url],
      primary_photo_url: photo(4).url,
      has_photos: true,
    });
    const shorter = await rpc("owner-aal2", "owner_set_showcase_photos", { p_id: draft.id, p_photos: [photo(1)] });
    expect((shorter.body as { removed_urls: string[] }).removed_urls).toEqual([photo(3).url, photo(2).url, photo(4).url]);
    const after = (await db.query("select photos_urls, primary_photos_urls, primary_photo_url from public.property_showcases where id = $1", [draft.id])).rows[0];
    expect(after).toEqual({ photos_urls: [photo(1).url], primary_photos_urls: [], primary_photo_url: photo(1).url });
  });
});

describe("publishing", () => {
  it("a draft is never public; publishing shows it to visitors (parsed by the page's schema) and queues exactly one mail; unpublishing hides it", async () => {
    const agentId = await newAgent();
    const draft = await newShowcase({ agent_id: agentId });
    expect((await rpc("owner-aal2", "owner_publish_showcase", { p_id: draft.id })).status).toBe(400);
    await rpc("owner-aal2", "owner_set_showcase_photos", { p_id: draft.id, p_photos: [photo(1, { hero: true }), photo(2)] });
    expect(await visitorShowcase(draft.slug)).toEqual([]);

    const published = await rpc("owner-aal2", "owner_publish_showcase", { p_id: draft.id });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ mail_queued: true, showcase: { is_public: true } });
    const seen = await visitorShowcase(draft.slug);
    expect(seen).toHaveLength(1);
    const page = propertyShowcaseSchema.parse(seen[0]);
    expect(page.photos_urls).toEqual([photo(1).url, photo(2).url]);
    expect(page.agent?.email).toBe(agentEmail);

    expect((await rpc("owner-aal2", "owner_publish_showcase", { p_id: draft.id })).status).toBe(409);
    expect(await count("select 1 from public.showcase_publish_mails where showcase_id = $1", [draft.id])).toBe(1);

    expect((await rpc("owner-aal2", "owner_unpublish_showcase", { p_id: draft.id })).status).toBe(200);
    expect(await visitorShowcase(draft.slug)).toEqual([]);
    expect((await rpc("owner-aal2", "owner_unpublish_showcase", { p_id: draft.id })).status).toBe(409);
  });

  it("two publishes racing: one wins, one mail", async () => {
    const agentId = await newAgent();
    const draft = await newShowcase({ agent_id: agentId });
    await rpc("owner-aal2", "owner_set_showcase_photos", { p_id: draft.id, p_photos: [photo(1)] });
    const answers = await Promise.all([1, 2, 3].map(() => rpc("owner-aal2", "owner_publish_showcase", { p_id: draft.id })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await count("select 1 from public.showcase_publish_mails where showcase_id = $1", [draft.id])).toBe(1);
  });

  it("an agent without an address: published, no mail queued", async () => {
    const agentId = await newAgent(null);
    const draft = await newShowcase({ agent_id: agentId });
    await rpc("owner-aal2", "owner_set_showcase_photos", { p_id: draft.id, p_photos: [photo(1)] });
    const published = await rpc("owner-aal2", "owner_publish_showcase", { p_id: draft.id });
    expect(published.body).toMatchObject({ mail_queued: false });
    expect(await count("select 1 from public.showcase_publish_mails where showcase_id = $1", [draft.id])).toBe(0);
  });

  it("send-due-mail mails the agent the showcase, MLS and report links once; a showcase unpublished before its mail gets none", async () => {
    const agentId = await newAgent();
    const live = await newShowcase({ agent_id: agentId, mls_unbranded: true, property_address: `${tag} Live Rd` });
    const takenDown = await newShowcase({ agent_id: agentId, property_address: `${tag} Taken Down Rd` });
    for (const showcase of [live, takenDown]) {
      await rpc("owner-aal2", "owner_set_showcase_photos", { p_id: showcase.id, p_photos: [photo(1)] });
      await rpc("owner-aal2", "owner_publish_showcase", { p_id: showcase.id });
    }
    await rpc("owner-aal2", "owner_unpublish_showcase", { p_id: takenDown.id });

    const run = await runDueMail();
    expect(run.status).toBe(200);
    const mine = run.body.publishMails!.mails.filter((mail) => [live.id, takenDown.id].includes(mail.showcaseId));
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ showcaseId: live.id, status: "sent" }),
        expect.objectContaining({ showcaseId: takenDown.id, status: "superseded" }),
      ]),
    );
    const key = (await db.query<{ report_key: string }>("select report_key from public.showcase_report_keys where showcase_id = $1", [live.id])).rows[0]!.report_key;
    const [mail] = await waitForMail((m) => sentTo(agentEmail)(m) && m.subject.includes(`${tag} Live Rd`));
    expect(mail!.subject).toBe(`Your showcase of ${tag} Live Rd is live`);
    expect(mail!.text).toContain(`/showcase/${live.slug}/report?key=${key}&days=30`);
    // MLS-unbranded: the unbranded link comes first.
    expect(mail!.text.indexOf(`/showcase/${live.slug}/mls`)).toBeLessThan(mail!.text.indexOf(`/showcase/${live.slug}\n`));
    expect(mail!.text).toContain('"Flyer"');

    await runDueMail();
    expect(await waitForMail((m) => sentTo(agentEmail)(m) && m.subject.includes(`${tag} Live Rd`), 2, 300)).toHaveLength(1);
    expect(await count("select 1 from public.showcase_publish_mails where showcase_id = $1 and status = 'sent' and attempts = 1", [live.id])).toBe(1);
    expect(await count("select 1 from public.showcase_publish_mails where showcase_id = $1 and status = 'superseded'", [takenDown.id])).toBe(1);
  });
});
