/**
 * The blog as a visitor's browser reads it (the app's own queries, anon key):
 * published posts only, newest first, with their category; one post by slug
 * answers PGRST116 when it is a draft; the newsletter takes an address once.
 */
import pg from "pg";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, inject, it } from "vitest";
import { anonHeaders } from "./helpers/anon-requests.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
afterAll(() => db.end());

async function rest(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${stack.gatewayUrl}/rest/v1/${path}`, {
    ...init,
    headers: { ...anonHeaders(), ...(init.headers ?? {}) },
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

describe("blog reads for visitors", () => {
  it("lists only published posts, newest first, each with its category", async () => {
    const answer = await rest("blog_posts?select=id,title,slug,excerpt,featured_image,read_time,created_at,category:blog_categories(name,slug)&published=eq.true&order=created_at.desc");
    expect(answer.status).toBe(200);
    const posts = answer.body as Array<{ slug: string; created_at: string; category: { name: string } | null }>;
    const { rows } = await db.query<{ slug: string }>("select slug from public.blog_posts where published order by created_at desc");
    expect(posts.map((post) => post.slug)).toEqual(rows.map((row) => row.slug));
    expect(posts.every((post) => post.category?.name)).toBe(true);
    // Even asking for drafts explicitly gives nothing.
    const drafts = await rest("blog_posts?select=slug&published=eq.false");
    expect(drafts.body).toEqual([]);
  });

  it("answers PGRST116 for a draft's slug asked as a single object, and the post for a published one", async () => {
    const { rows } = await db.query<{ slug: string }>("select slug from public.blog_posts where not published limit 1");
    const draft = await rest(`blog_posts?select=slug&slug=eq.${rows[0]?.slug}&published=eq.true`, { headers: { Accept: "application/vnd.pgrst.object+json" } });
    expect(draft.status).toBe(406);
    expect((draft.body as { code: string }).code).toBe("PGRST116");
    const shown = await rest("blog_posts?select=slug,content&slug=eq.removing-pmi-with-a-new-appraisal&published=eq.true", { headers: { Accept: "application/vnd.pgrst.object+json" } });
    expect(shown.status).toBe(200);
    expect((shown.body as { content: string }).content).toContain("Homeowners Protection Act");
  });

  it("lists categories by name", async () => {
    const answer = await rest("blog_categories?select=id,name,slug&order=name.asc");
    const names = (answer.body as Array<{ name: string }>).map((category) => category.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toHaveLength(7);
  });

  it("subscribes an address once; the second time answers 23505 and stores nothing more", async () => {
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
    const insert = (address: string) => rest("blog_subscribers", { method: "POST", headers: { Prefer: "return=minimal" }, body: JSON.stringify({ email: address, is_active: true }) });
    expect((await insert(email)).status).toBe(201);
    const again = await insert(email.toUpperCase());
    expect(again.status).toBe(409);
    expect((again.body as { code: string }).code).toBe("23505");
    const bad = await insert("not-an-email");
    expect(bad.status).toBe(400);
    const { rows } = await db.query<{ count: string }>("select count(*) from public.blog_subscribers where lower(email) = lower($1) or email = 'not-an-email'", [email]);
    expect(Number(rows[0]?.count)).toBe(1);
  });
});
