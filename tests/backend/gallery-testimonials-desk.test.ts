/**
 * The gallery and the testimonials as the desk edits them (decision 068, migration
 * 20261129002010), through PostgREST with each caller's token. From the attacker's side
 * first: a visitor, a signed-in stranger and an owner at aal1 see only visible rows and can
 * neither add, change, hide, delete nor reorder; an owner at aal2 can, and each change is
 * in owner_audit_log. The testimonials the code held are seeded, in their order.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createOwnerSessions, errorCode, restAs, type Caller, type OwnerSessions } from "./helpers/owner-sessions.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
const tag = randomUUID().slice(0, 8);
const ATTACKERS: readonly Caller[] = ["anon", "stranger", "owner-aal1"];
let sessions: OwnerSessions;

/** A write that changed nothing: refused outright (no grant, 42501) or matching no row the caller may change. */
function changedNothing(answer: { status: number; body: unknown }): void {
  if (answer.status === 200) expect(answer.body).toEqual([]);
  else expect(errorCode(answer)).toBe("42501");
}
let hiddenTestimonial: string;
let hiddenCollection: string;

beforeAll(async () => {
  sessions = await createOwnerSessions(db, `gallery-${tag}`);
  hiddenTestimonial = (
    await db.query<{ id: string }>(
      "insert into public.testimonials (name, context, rating, body, hidden, position) values ($1, 'Test', 4, 'Hidden quote', true, 999) returning id",
      [`Hidden ${tag}`],
    )
  ).rows[0]!.id;
  hiddenCollection = (
    await db.query<{ id: string }>("insert into public.gallery_collections (title, service_type, hidden, position) values ($1, 'photography', true, 999) returning id", [
      `Hidden ${tag}`,
    ])
  ).rows[0]!.id;
});

afterAll(async () => {
  await db.query("delete from public.testimonials where name like $1 or id = $2", [`%${tag}%`, hiddenTestimonial]);
  await db.query("delete from public.gallery_collections where title like $1 or id = $2", [`%${tag}%`, hiddenCollection]);
  await sessions.remove();
  await db.end();
});

describe("testimonials", () => {
  it("are seeded with the ones the code held, in their order, and visitors read only the visible ones", async () => {
    const answer = await restAs(sessions, "anon", "GET", "testimonials?select=name,context,rating,body,is_google&order=position");
    expect(answer.status).toBe(200);
    const rows = answer.body as { name: string; context: string; rating: number; body: string; is_google: boolean }[];
    expect(rows.slice(0, 6).map((row) => [row.name, row.context, row.rating, row.is_google])).toEqual([
      ["Karen M.", "Estate executor, Flemington", 5, true],
      ["David R.", "Homeowner, Morristown", 5, true],
      ["Jennifer L.", "Listing agent, Westfield", 5, true],
      ["Michael T.", "Divorce attorney, Somerville", 5, false],
      ["Priya S.", "Seller, Princeton", 5, true],
      ["Tom and Linda B.", "Homeowners, Hackettstown", 5, true],
    ]);
    expect(rows[0]!.body).toMatch(/^After my mother passed, our attorney needed a date-of-death appraisal/);
    expect(rows.some((row) => row.name === `Hidden ${tag}`)).toBe(false);
  });

  it.each(ATTACKERS)("%s cannot add, change, hide, delete or reorder them", async (caller) => {
    const inserted = await restAs(sessions, caller, "POST", "testimonials", { name: `Forged ${tag}`, rating: 5, body: "Forged" });
    expect([401, 403]).toContain(inserted.status);
    const [first] = (await db.query<{ id: string; hidden: boolean; body: string }>("select id, hidden, body from public.testimonials order by position limit 1")).rows;
    const updated = await restAs(sessions, caller, "PATCH", `testimonials?id=eq.${first!.id}`, { hidden: true, body: "Changed" }, "return=representation");
    changedNothing(updated);
    const deleted = await restAs(sessions, caller, "DELETE", `testimonials?id=eq.${first!.id}`, undefined, "return=representation");
    changedNothing(deleted);
    const reordered = await restAs(sessions, caller, "POST", "rpc/owner_reorder_testimonials", { p_ids: [] });
    expect([401, 403]).toContain(reordered.status);
    expect(errorCode(reordered)).toBe("42501");
    const after = (await db.query("select id, hidden, body from public.testimonials where id = $1", [first!.id])).rows[0];
    expect(after).toEqual(first);
    expect((await db.query("select 1 from public.testimonials where name = $1", [`Forged ${tag}`])).rowCount).toBe(0);
  });

  it("an owner at aal2 adds, hides, reorders and deletes one, and each change is audited", async () => {
    const added = await restAs(sessions, "owner-aal2", "POST", "testimonials", { name: `New ${tag}`, context: "Seller, Clinton", rating: 5, body: "Great photos." }, "return=representation");
    expect(added.status).toBe(201);
    const id = (added.body as { id: string }[])[0]!.id;
    const hidden = await restAs(sessions, "owner-aal2", "PATCH", `testimonials?id=eq.${id}`, { hidden: true }, "return=representation");
    expect((hidden.body as { hidden: boolean }[])[0]!.hidden).toBe(true);
    const visible = await restAs(sessions, "anon", "GET", `testimonials?id=eq.${id}`);
    expect(visible.body).toEqual([]);
    const ownerSees = await restAs(sessions, "owner-aal2", "GET", `testimonials?id=eq.${id}&select=id`);
    expect(ownerSees.body).toEqual([{ id }]);

    const ids = (await db.query<{ id: string }>("select id from public.testimonials order by position, created_at")).rows.map((row) => row.id);
    const wanted = [id, ...ids.filter((other) => other !== id)];
    const incomplete = await restAs(sessions, "owner-aal2", "POST", "rpc/owner_reorder_testimonials", { p_ids: wanted.slice(1) });
    expect(incomplete.status).toBe(400);
    expect(errorCode(incomplete)).toBe("22023");
    const reordered = await restAs(sessions, "owner-aal2", "POST", "rpc/owner_reorder_testimonials", { p_ids: wanted });
    expect(reordered.status).toBe(204);
    expect((await db.query<{ id: string }>("select id from public.testimonials order by position")).rows.map((row) => row.id)).toEqual(wanted);
    // Back to the seeded order for the other tests of this run.
    await restAs(sessions, "owner-aal2", "POST", "rpc/owner_reorder_testimonials", { p_ids: [...ids.filter((other) => other !== id), id] });

    const deleted = await restAs(sessions, "owner-aal2", "DELETE", `testimonials?id=eq.${id}`, undefined, "return=representation");
    expect(deleted.body).toHaveLength(1);
    const audit = await db.query<{ action: string }>("select action from public.owner_audit_log where entity = 'testimonial' and entity_id = $1 order by id", [id]);
    expect(audit.rows.map((row) => row.action)).toEqual(["insert", "update", "update", "update", "delete"]);
  });

  it("refuses a rating outside 1 to 5 or an empty quote, storing nothing", async () => {
    for (const row of [
      { name: `Bad ${tag}`, rating: 6, body: "x" },
      { name: `Bad ${tag}`, rating: 5, body: "   " },
    ]) {
      const answer = await restAs(sessions, "owner-aal2", "POST", "testimonials", row);
      expect(answer.status).toBe(400);
      expect(errorCode(answer)).toBe("23514");
    }
    expect((await db.query("select 1 from public.testimonials where name = $1", [`Bad ${tag}`])).rowCount).toBe(0);
  });
});

describe("gallery collections", () => {
  it("visitors read only the visible ones", async () => {
    const answer = await restAs(sessions, "anon", "GET", `gallery_collections?id=eq.${hiddenCollection}`);
    expect(answer.body).toEqual([]);
    const owner = await restAs(sessions, "owner-aal2", "GET", `gallery_collections?id=eq.${hiddenCollection}&select=id`);
    expect(owner.body).toEqual([{ id: hiddenCollection }]);
  });

  it.each(ATTACKERS)("%s cannot add, change, delete or reorder them", async (caller) => {
    const inserted = await restAs(sessions, caller, "POST", "gallery_collections", { title: `Forged ${tag}`, service_type: "photography" });
    expect([401, 403]).toContain(inserted.status);
    const [first] = (await db.query<{ id: string; title: string; hidden: boolean }>("select id, title, hidden from public.gallery_collections where not hidden order by position limit 1")).rows;
    const updated = await restAs(sessions, caller, "PATCH", `gallery_collections?id=eq.${first!.id}`, { hidden: true, title: "Changed" }, "return=representation");
    changedNothing(updated);
    const deleted = await restAs(sessions, caller, "DELETE", `gallery_collections?id=eq.${first!.id}`, undefined, "return=representation");
    changedNothing(deleted);
    const reordered = await restAs(sessions, caller, "POST", "rpc/owner_reorder_gallery_collections", { p_ids: [] });
    expect(errorCode(reordered)).toBe("42501");
    expect((await db.query("select id, title, hidden from public.gallery_collections where id = $1", [first!.id])).rows[0]).toEqual(first);
  });

  it("an owner at aal2 adds one with photos, hides it and deletes it, audited", async () => {
    const media = [{ type: "image", url: "/storage/v1/object/public/gallery/g/a.webp", name: "Front" }];
    const added = await restAs(
      sessions,
      "owner-aal2",
      "POST",
      "gallery_collections",
      { title: `Shoot ${tag}`, service_type: "photography", cover_image: media[0]!.url, media_items: media },
      "return=representation",
    );
    expect(added.status).toBe(201);
    const id = (added.body as { id: string }[])[0]!.id;
    expect((await restAs(sessions, "anon", "GET", `gallery_collections?id=eq.${id}&select=media_items`)).body).toEqual([{ media_items: media }]);
    await restAs(sessions, "owner-aal2", "PATCH", `gallery_collections?id=eq.${id}`, { hidden: true });
    expect((await restAs(sessions, "anon", "GET", `gallery_collections?id=eq.${id}`)).body).toEqual([]);
    const deleted = await restAs(sessions, "owner-aal2", "DELETE", `gallery_collections?id=eq.${id}`, undefined, "return=representation");
    expect(deleted.body).toHaveLength(1);
    const audit = await db.query<{ action: string }>("select action from public.owner_audit_log where entity = 'gallery_collection' and entity_id = $1 order by id", [id]);
    expect(audit.rows.map((row) => row.action)).toEqual(["insert", "update", "delete"]);
  });
});
