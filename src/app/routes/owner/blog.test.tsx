import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BlogSubscriber, OwnerBlogPost } from "#schemas/owner-blog.ts";
import { SITE_REBUILD_MESSAGES } from "@/entities/site-build/domain/rebuild-messages";
import { DESK_BLOG_MESSAGES } from "@/features/blog/components/desk/desk-blog-messages";
import { subscribersCsv } from "@/features/blog/components/desk/subscriber-list";
import { server } from "#tests/msw/server.ts";
import { functionUrl, restUrl, rpcUrl } from "#tests/msw/urls.ts";
import { ownerAccessTokenAtAal2, signedInOwnerQueryClient, storeOwnerSession } from "#tests/support/owner-session.ts";
import { renderApp as renderAnyApp } from "#tests/support/render-app.tsx";

/**
 * The desk's blog (docs/decisions/070) against a stand-in of the owner API: the list with each
 * post's state, the editor's live preview (through the site's sanitizer), save and publish with
 * the rebuild request that follows, a refusal in the server's words, scheduling, and the
 * newsletter list with its CSV.
 */

const renderApp = (path: string) => renderAnyApp(path, { queryClient: signedInOwnerQueryClient() });

interface Call {
  name: string;
  body: unknown;
}
let calls: Call[];
let posts: OwnerBlogPost[];
let subscribers: BlogSubscriber[];
type JsonAnswer = { status: number; body: Record<string, unknown> };
let rebuildAnswer: JsonAnswer;
let saveRefusal: JsonAnswer | null;
let signOut: () => void;

const NOW = Date.now();

const OWNER_TOKEN = ownerAccessTokenAtAal2(NOW);
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

function post(change: Partial<OwnerBlogPost>): OwnerBlogPost {
  return {
    id: "a0000000-0000-4000-8000-000000000001",
    title: "Spring market in Hunterdon",
    slug: "spring-market-in-hunterdon",
    excerpt: null,
    content_markdown: "## Prices",
    content: "<h2>Prices</h2>",
    category_id: null,
    featured_image: null,
    meta_title: null,
    meta_description: null,
    read_time: 1,
    published: false,
    published_at: null,
    created_at: iso(-86_400_000),
    updated_at: iso(-3_600_000),
    ...change,
  };
}

/** The desk's owner API as the database answers it, with the RPCs writing into `posts`. */
function standIn() {
  return [
    http.get(restUrl("blog_posts"), ({ request }) => {
      const id = new URL(request.url).searchParams.get("id");
      if (!id) return HttpResponse.json(posts);
      const found = posts.find((row) => `eq.${row.id}` === id);
      return HttpResponse.json(found ? [found] : []);
    }),
    http.get(restUrl("blog_subscribers"), () => HttpResponse.json(subscribers)),
    http.post(rpcUrl("is_owner"), () => HttpResponse.json(true)),
    http.post(rpcUrl("owner_save_blog_post"), async ({ request }) => {
      const body = (await request.json()) as { p_post: Record<string, unknown> };
      calls.push({ name: "save", body: body.p_post });
      if (saveRefusal) return HttpResponse.json(saveRefusal.body, { status: saveRefusal.status });
      const saved = post({ ...(body.p_post as Partial<OwnerBlogPost>), id: (body.p_post.id as string | undefined) ?? "a0000000-0000-4000-8000-000000000009", updated_at: new Date().toISOString() });
      posts = [saved, ...posts.filter((row) => row.id !== saved.id)];
      return HttpResponse.json(saved);
    }),
    http.post(rpcUrl("owner_publish_blog_post"), async ({ request }) => {
      const body = (await request.json()) as { p_id: string; p_at?: string };
      calls.push({ name: "publish", body });
      const current = posts.find((row) => row.id === body.p_id)!;
      const published = { ...current, published: true, published_at: body.p_at ?? new Date().toISOString(), updated_at: new Date().toISOString() };
      posts = posts.map((row) => (row.id === published.id ? published : row));
      return HttpResponse.json(published);
    }),
    http.post(functionUrl("request-site-rebuild"), ({ request }) => {
      calls.push({ name: "rebuild", body: request.headers.get("authorization") });
      return HttpResponse.json(rebuildAnswer.body, { status: rebuildAnswer.status });
    }),
  ];
}

beforeAll(async () => {
  await Promise.all([import("@/app/routes/owner/desk-layout"), import("@/app/routes/owner/blog"), import("@/app/routes/owner/blog-post-editor"), import("@/app/routes/owner/blog-subscribers")]);
}, 60_000);

beforeEach(() => {
  calls = [];
  posts = [];
  subscribers = [];
  saveRefusal = null;
  rebuildAnswer = { status: 200, body: { status: "started", requested_at: new Date().toISOString() } };
  signOut = storeOwnerSession(OWNER_TOKEN);
  server.use(...standIn());
});
afterEach(() => signOut());

describe("/owner/blog", () => {
  it("lists every post with where it stands", async () => {
    posts = [
      post({ id: "a0000000-0000-4000-8000-000000000001", title: "A draft" }),
      post({ id: "a0000000-0000-4000-8000-000000000002", title: "Coming soon", slug: "coming-soon", published: true, published_at: iso(2 * 86_400_000) }),
      post({ id: "a0000000-0000-4000-8000-000000000003", title: "Out already", slug: "out-already", published: true, published_at: iso(-86_400_000) }),
    ];
    renderApp("/owner/blog");
    const list = await screen.findByRole("list", { name: "Posts" });
    const items = within(list).getAllByRole("link");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^DraftA draftDraft: not on the site/),
      expect.stringMatching(/^ScheduledComing soonScheduled: public from .+ Eastern/),
      expect.stringMatching(/^PublishedOut alreadyPublished .+ Eastern/),
    ]);
    expect(screen.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
  }, 30_000);

  it("says when there is no post yet, and when the list failed", async () => {
    const view = renderApp("/owner/blog");
    expect(await screen.findByText(DESK_BLOG_MESSAGES.empty)).toBeInTheDocument();
    view.unmount();
    server.use(http.get(restUrl("blog_posts"), () => HttpResponse.json({ message: "down" }, { status: 500 })));
    renderApp("/owner/blog");
    expect(await screen.findByText(DESK_BLOG_MESSAGES.listFailed)).toBeInTheDocument();
  }, 30_000);
});

describe("/owner/blog/new", () => {
  it("previews the Markdown through the sanitizer: no script, handler or javascript: link reaches the page", async () => {
    const { user } = renderApp("/owner/blog/new");
    await user.type(await screen.findByLabelText(/^Title/), "Spring market: what sold");
    expect(screen.getByLabelText(/^Address/)).toHaveValue("spring-market-what-sold");
    const text = screen.getByLabelText(/^Post text/);
    await user.click(text);
    await user.paste('## Prices\n\nUp **4%**.\n\n<script>window.__pwned = 1</script>\n\n<img src="x.png" onerror="window.__pwned = 1">\n\n[call](javascript:window.__pwned=1)');
    const preview = await screen.findByTestId("post-preview");
    await waitFor(() => expect(within(preview).getByRole("heading", { name: "Prices" })).toBeInTheDocument());
    expect(preview.innerHTML).toContain("<strong>4%</strong>");
    expect(preview.innerHTML).not.toMatch(/<script|onerror|javascript:/i);
    expect(within(preview).getByText("call")).not.toHaveAttribute("href");
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  }, 30_000);

  it("publishes a new post: saves it with its sanitized HTML, publishes it, and asks for a rebuild", async () => {
    const { user, router } = renderApp("/owner/blog/new");
    await user.type(await screen.findByLabelText(/^Title/), "Twilight photos");
    await user.click(screen.getByLabelText(/^Post text/));
    await user.paste('Dusk sells. <a href="javascript:alert(1)" onclick="alert(2)">see</a>');
    await user.selectOptions(screen.getByLabelText(/^Category/), "Photography Tips");
    await user.click(screen.getByRole("button", { name: "Publish now" }));
    expect(await screen.findByText(SITE_REBUILD_MESSAGES.started)).toBeInTheDocument();
    expect(calls.map((call) => call.name)).toEqual(["save", "publish", "rebuild"]);
    const saved = calls[0]!.body as Record<string, string | null>;
    expect(saved).toMatchObject({ title: "Twilight photos", slug: "twilight-photos", category_id: "c0000000-0000-4000-8000-000000000003", excerpt: null });
    expect(saved.content_markdown).toContain('href="javascript:alert(1)"');
    expect(saved.content).toContain("Dusk sells.");
    expect(saved.content).not.toMatch(/javascript:|onclick/);
    expect(calls[2]!.body).toBe(`Bearer ${OWNER_TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe("/owner/blog/a0000000-0000-4000-8000-000000000009"));
    await waitFor(() => expect(screen.getByTestId("publication-status")).toHaveTextContent(/^Published .+ Eastern$/));
    expect(screen.getByRole("link", { name: "View on the site" })).toHaveAttribute("href", "/blog/twilight-photos");
  }, 30_000);

  it("says the site must be rebuilt when there is no build hook", async () => {
    rebuildAnswer = { status: 200, body: { status: "no-hook" } };
    const { user } = renderApp("/owner/blog/new");
    await user.type(await screen.findByLabelText(/^Title/), "No hook here");
    await user.type(screen.getByLabelText(/^Post text/), "Some text.");
    await user.click(screen.getByRole("button", { name: "Publish now" }));
    expect(await screen.findByText(SITE_REBUILD_MESSAGES.noHook)).toBeInTheDocument();
  }, 30_000);

  it("offers the rebuild again when the host refused it", async () => {
    rebuildAnswer = { status: 502, body: { error: "The host refused the rebuild (HTTP 404). Check the build hook in the host's settings." } };
    const { user, router, queryClient } = renderApp("/owner/blog/new");
    await user.type(await screen.findByLabelText(/^Title/), "Host down");
    await user.type(screen.getByLabelText(/^Post text/), "Some text.");
    await user.click(screen.getByRole("button", { name: "Publish now" }));
    // The new post moves to its own address and the editor reloads it: the retry is pressed in the editor that stays.
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/owner/blog/new"));
    await waitFor(() => expect(screen.getByTestId("publication-status")).toHaveTextContent(/^Published/));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(await screen.findByText(SITE_REBUILD_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.getByText(/The host refused the rebuild \(HTTP 404\)/)).toBeInTheDocument();
    rebuildAnswer = { status: 200, body: { status: "started", requested_at: new Date().toISOString() } };
    await user.click(await screen.findByRole("button", { name: SITE_REBUILD_MESSAGES.retry }));
    await waitFor(() => expect(calls.filter((call) => call.name === "rebuild")).toHaveLength(2), { timeout: 5_000 });
    expect(await screen.findByText(SITE_REBUILD_MESSAGES.started)).toBeInTheDocument();
    expect(calls.filter((call) => call.name === "rebuild")).toHaveLength(2);
  }, 30_000);

  it("checks the fields before sending, and shows a refusal in the server's words, keeping what was typed", async () => {
    const { user } = renderApp("/owner/blog/new");
    await user.click(await screen.findByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Enter a title")).toBeInTheDocument();
    expect(screen.getByText("Write the post")).toBeInTheDocument();
    expect(calls).toEqual([]);

    saveRefusal = { status: 409, body: { code: "PT409", message: "another post already has the address taken-one", details: null, hint: null } };
    await user.type(screen.getByLabelText(/^Title/), "Taken one");
    await user.type(screen.getByLabelText(/^Post text/), "Body text.");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Another post already has the address taken-one.");
    expect(screen.getByLabelText(/^Post text/)).toHaveValue("Body text.");
  }, 30_000);

  it("refuses a schedule in the past, and schedules a post for a New York time", async () => {
    posts = [post({})];
    const { user } = renderApp(`/owner/blog/${posts[0]!.id}`);
    const date = await screen.findByLabelText("Date");
    await user.clear(date);
    await user.type(date, "2020-01-01");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText(DESK_BLOG_MESSAGES.scheduleInvalid)).toBeInTheDocument();
    expect(calls).toEqual([]);

    const year = new Date(NOW).getUTCFullYear() + 1;
    await user.clear(date);
    await user.type(date, `${year}-01-15`);
    const time = screen.getByLabelText("Time");
    await user.clear(time);
    await user.type(time, "09:30");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByTestId("publication-status")).toHaveTextContent(`Scheduled: public from Friday, January 15, 9:30 AM Eastern`.replace("Friday", new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(Date.UTC(year, 0, 15))));
    // 9:30 in New York in January is 14:30 UTC; nothing is public yet, so no rebuild is asked for.
    expect(calls).toEqual([{ name: "publish", body: { p_id: posts[0]!.id, p_at: `${year}-01-15T14:30:00.000Z` } }]);
  }, 30_000);
});

describe("/owner/blog/subscribers", () => {
  it("lists the subscribers with their count, and offers them as CSV", async () => {
    subscribers = [
      { id: "s1", email: "reader@example.com", is_active: true, created_at: "2026-11-20T15:00:00Z" },
      { id: "s2", email: "=HYPERLINK(\"x\")@example.com", is_active: false, created_at: "2026-11-02T15:00:00Z" },
    ];
    renderApp("/owner/blog/subscribers");
    const list = await screen.findByRole("list", { name: "Subscribers" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("2 subscribers, 1 active")).toBeInTheDocument();
    expect(within(list).getByText(/November 2, 2026 · unsubscribed/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeInTheDocument();
    expect(subscribersCsv(subscribers)).toBe(
      'email,subscribed_at,active\r\nreader@example.com,2026-11-20T15:00:00Z,yes\r\n"\'=HYPERLINK(""x"")@example.com",2026-11-02T15:00:00Z,no\r\n',
    );
  }, 30_000);

  it("says when nobody has subscribed", async () => {
    renderApp("/owner/blog/subscribers");
    expect(await screen.findByText(DESK_BLOG_MESSAGES.subscribersEmpty)).toBeInTheDocument();
  }, 30_000);
});
