/**
 * The blog in the owner's desk from the attacker's side (docs/decisions/070): a visitor, a
 * signed-in stranger and an owner at aal1 can neither write posts (directly or through the
 * owner RPCs), nor read drafts, scheduled posts or the newsletter list; an owner at aal2 can.
 * A post scheduled for later is invisible to visitors on every path they have (the list, one
 * post by slug, the sitemap the prerenderer builds from) until its time. Bad input gets a 4xx
 * and writes nothing; every change is in the audit log.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ownerBlogPostSchema } from "#schemas/owner-blog.ts";
import { createOwnerSessions, errorCode, restAs, type Caller, type OwnerSessions } from "./helpers/owner-sessions.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 4 });
const tag = `blogdesk-${randomUUID().slice(0, 8)}`;
let sessions: OwnerSessions;

const as = (caller: Caller, method: string, path: string, body?: unknown, prefer?: string) => restAs(sessions, caller, method, path, body, prefer);
const NOT_OWNERS: readonly Caller[] = ["anon", "stranger", "owner-aal1"];

async function count(sql: string, params: unknown[] = []): Promise<number> {
  return Number((await db.query<{ n: string }>(`select count(*) as n from (${sql}) as q`, params)).rows[0]?.n);
}
const postsOfTag = () => count("select 1 from public.blog_posts where slug like $1 || '%'", [tag]);
const auditOf = (id: string) => count("select 1 from public.owner_audit_log where entity = 'blog_post' and entity_id = $1", [id]);

function draft(change: Record<string, unknown> = {}) {
  return {
    title: "Spring market in Hunterdon",
    slug: `${tag}-spring`,
    excerpt: "What sold, and for how much.",
    content_markdown: "## Prices\n\nUp **4%** on last spring.",
    content: "<h2>Prices</h2>\n<p>Up <strong>4%</strong> on last spring.</p>",
    category_id: null,
    featured_image: "/storage/v1/object/public/blog-images/spring.webp",
    meta_title: "Hunterdon spring market",
    meta_description: "Home prices in Hunterdon County this spring.",
    ...change,
  };
}

async function saveAsOwner(change: Record<string, unknown> = {}) {
  const answer = await as("owner-aal2", "POST", "rpc/owner_save_blog_post", { p_post: draft(change) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ownerBlogPostSchema.parse(answer.body);
}

/** What a visitor's browser and the prerenderer see of a slug: the list, the single read, the sitemap. */
async function visitorSees(slug: string): Promise<{ list: boolean; single: boolean; sitemap: boolean }> {
  const list = await as("anon", "GET", "blog_posts?select=slug&published=eq.true");
  const single = await as("anon", "GET", `blog_posts?select=slug,content&slug=eq.${slug}&published=eq.true`);
  const sitemap = await fetch(`${stack.gatewayUrl}/functions/v1/sitemap`, { headers: { apikey: stack.publishableKey } });
  const xml = await sitemap.text();
  expect(sitemap.status).toBe(200);
  return {
    list: (list.body as { slug: string }[]).some((row) => row.slug === slug),
    single: (single.body as unknown[]).length === 1,
    sitemap: xml.includes(`/blog/${slug}<`),
  };
}

beforeAll(async () => {
  sessions = await createOwnerSessions(db, tag);
});

afterAll(async () => {
  await db.query("delete from public.blog_posts where slug like $1 || '%'", [tag]);
  await db.query("delete from public.blog_subscribers where email like $1 || '%'", [tag]);
  await sessions.remove();
  await db.end();
});

describe("the blog desk's writes", () => {
  it("refuses every write to a visitor, a stranger and an owner at aal1, and stores nothing", async () => {
    const existing = await saveAsOwner({ slug: `${tag}-target` });
    for (const caller of NOT_OWNERS) {
      const save = await as(caller, "POST", "rpc/owner_save_blog_post", { p_post: draft({ slug: `${tag}-by-${caller}` }) });
      expect([401, 403], `${caller} save: ${JSON.stringify(save.body)}`).toContain(save.status);
      expect(errorCode(save)).toBe("42501");
      const publish = await as(caller, "POST", "rpc/owner_publish_blog_post", { p_id: existing.id });
      expect([401, 403], `${caller} publish`).toContain(publish.status);
      const direct = await as(caller, "POST", "blog_posts", { title: "x", slug: `${tag}-direct-${caller}`, content: "<p>x</p>", published: true });
      expect([401, 403], `${caller} insert`).toContain(direct.status);
      const update = await as(caller, "PATCH", `blog_posts?id=eq.${existing.id}`, { published: true, content: "<script>1</script>" });
      expect([401, 403], `${caller} update`).toContain(update.status);
      const remove = await as(caller, "DELETE", `blog_posts?id=eq.${existing.id}`);
      expect([401, 403], `${caller} delete`).toContain(remove.status);
    }
    // Even the owner at aal2 writes only through the RPCs: the table grants no writes.
    const ownerDirect = await as("owner-aal2", "PATCH", `blog_posts?id=eq.${existing.id}`, { published: true });
    expect([401, 403]).toContain(ownerDirect.status);
    const { rows } = await db.query<{ published: boolean; content: string }>("select published, content from public.blog_posts where id = $1", [existing.id]);
    expect(rows[0]).toEqual({ published: false, content: draft().content });
    expect(await postsOfTag()).toBe(1);
    expect(await auditOf(existing.id)).toBe(1);
  });

  it("lets only an owner at aal2 read drafts and the newsletter list", async () => {
    const post = await saveAsOwner({ slug: `${tag}-draft` });
    await db.query("insert into public.blog_subscribers (email) values ($1)", [`${tag}@example.com`]);
    for (const caller of NOT_OWNERS) {
      const posts = await as(caller, "GET", `blog_posts?select=id&id=eq.${post.id}`);
      expect(posts.body, caller).toEqual([]);
      const subscribers = await as(caller, "GET", "blog_subscribers?select=email");
      if (caller === "anon") expect(subscribers.status).toBe(401);
      else expect(subscribers.body, caller).toEqual([]);
    }
    const own = await as("owner-aal2", "GET", `blog_posts?select=id,content_markdown&id=eq.${post.id}`);
    expect(own.body).toEqual([{ id: post.id, content_markdown: draft().content_markdown }]);
    const list = await as("owner-aal2", "GET", "blog_subscribers?select=email,is_active,created_at");
    expect(list.status).toBe(200);
    expect((list.body as { email: string }[]).map((row) => row.email)).toContain(`${tag}@example.com`);
  });

  it("refuses bad input with 400 and a clear message, and writes nothing", async () => {
    const before = await postsOfTag();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: "  " }, /title/],
      [{ slug: "Not A Slug" }, /address/],
      [{ content_markdown: "   ", content: "" }, /needs some text/],
      [{ excerpt: "x".repeat(501) }, /excerpt/],
      [{ meta_description: "x".repeat(401) }, /SEO description/],
      [{ featured_image: "https://evil.example/cover.webp" }, /cover/],
      [{ featured_image: "/storage/v1/object/public/blog-images/../../secret" }, /cover/],
      [{ category_id: randomUUID() }, /category/],
      [{ content_markdown: "x".repeat(100_001) }, /too long/],
    ];
    for (const [change, message] of cases) {
      const answer = await as("owner-aal2", "POST", "rpc/owner_save_blog_post", { p_post: draft({ slug: `${tag}-bad`, ...change }) });
      expect(answer.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(errorCode(answer)).toBe("22023");
      expect((answer.body as { message: string }).message).toMatch(message);
    }
    const future = await as("owner-aal2", "POST", "rpc/owner_publish_blog_post", { p_id: randomUUID(), p_at: "2030-01-01T00:00:00Z" });
    expect(future.status).toBe(400);
    expect(await postsOfTag()).toBe(before);
  });

  it("refuses a stale edit and a taken address with 409, keeping the stored post", async () => {
    const post = await saveAsOwner({ slug: `${tag}-edit` });
    const edited = await saveAsOwner({ id: post.id, expected_updated_at: post.updated_at, slug: `${tag}-edit`, title: "Spring market, revised" });
    expect(edited.title).toBe("Spring market, revised");
    const stale = await as("owner-aal2", "POST", "rpc/owner_save_blog_post", { p_post: draft({ id: post.id, expected_updated_at: post.updated_at, slug: `${tag}-edit`, title: "Lost update" }) });
    expect(stale.status).toBe(409);
    await saveAsOwner({ slug: `${tag}-other` });
    const taken = await as("owner-aal2", "POST", "rpc/owner_save_blog_post", { p_post: draft({ id: post.id, expected_updated_at: edited.updated_at, slug: `${tag}-other` }) });
    expect(taken.status).toBe(409);
    expect((taken.body as { message: string }).message).toMatch(/already has the address/);
    const { rows } = await db.query<{ title: string; slug: string }>("select title, slug from public.blog_posts where id = $1", [post.id]);
    expect(rows[0]).toEqual({ title: "Spring market, revised", slug: `${tag}-edit` });
  });
});

describe("publishing", () => {
  it("keeps a scheduled post from visitors, the single read and the sitemap until its time", async () => {
    const post = await saveAsOwner({ slug: `${tag}-scheduled` });
    const at = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const scheduled = await as("owner-aal2", "POST", "rpc/owner_publish_blog_post", { p_id: post.id, p_at: at });
    expect(scheduled.status).toBe(200);
    expect(ownerBlogPostSchema.parse(scheduled.body)).toMatchObject({ published: true });
    expect(await visitorSees(post.slug)).toEqual({ list: false, single: false, sitemap: false });
    const owner = await as("owner-aal2", "GET", `blog_posts?select=slug&id=eq.${post.id}`);
    expect(owner.body).toEqual([{ slug: post.slug }]);

    // Its time comes (the row is moved back rather than the clock forward): public at once, no job needed.
    await db.query("update public.blog_posts set published_at = now() - interval '1 minute' where id = $1", [post.id]);
    expect(await visitorSees(post.slug)).toEqual({ list: true, single: true, sitemap: true });

    const off = await as("owner-aal2", "POST", "rpc/owner_unpublish_blog_post", { p_id: post.id });
    expect(off.status).toBe(200);
    expect(await visitorSees(post.slug)).toEqual({ list: false, single: false, sitemap: false });
    const again = await as("owner-aal2", "POST", "rpc/owner_unpublish_blog_post", { p_id: post.id });
    expect(again.status).toBe(409);
    const { rows } = await db.query<{ action: string }>("select action from public.owner_audit_log where entity = 'blog_post' and entity_id = $1 order by id", [post.id]);
    expect(rows.map((row) => row.action)).toEqual(["create", "publish", "unpublish"]);
  });

  it("publishes now when asked for no time or a past one", async () => {
    const post = await saveAsOwner({ slug: `${tag}-now` });
    const published = await as("owner-aal2", "POST", "rpc/owner_publish_blog_post", { p_id: post.id, p_at: "2020-01-01T00:00:00Z" });
    expect(published.status).toBe(200);
    const row = ownerBlogPostSchema.parse(published.body);
    expect(Date.parse(row.published_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await visitorSees(post.slug)).toEqual({ list: true, single: true, sitemap: true });
  });

  it("keeps the posts written as HTML before the desk public, with their HTML and no Markdown", async () => {
    const { rows } = await db.query<{ n: string }>("select count(*) as n from public.blog_posts where published and content_markdown is null and published_at = created_at");
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    const shown = await as("anon", "GET", "blog_posts?select=content,published_at&slug=eq.removing-pmi-with-a-new-appraisal");
    expect((shown.body as { content: string }[])[0]?.content).toContain("Homeowners Protection Act");
  });
});
