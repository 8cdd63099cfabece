import { http, HttpResponse, type RequestHandler } from "msw";
import { testBlogCategories, testBlogPosts } from "./fixtures/blog";
import { functionUrl, restUrl } from "./urls";

/** Addresses the default blog_subscribers handler has taken (lower-cased, as the unique index compares them). */
export const blogSubscribers = new Set<string>();

const wantsSingleObject = (request: Request) => request.headers.get("accept")?.includes("application/vnd.pgrst.object+json") ?? false;

/**
 * Default msw answers for blog_posts, blog_categories, blog_subscribers. Like
 * row-level security, only published posts exist; a single-object read of a
 * missing slug answers PostgREST's 406 PGRST116; a second sign-up answers 409 23505.
 */
export const blogHandlers: RequestHandler[] = [
  http.get(restUrl("blog_categories"), () => HttpResponse.json([...testBlogCategories].sort((a, b) => a.name.localeCompare(b.name)))),
  http.get(restUrl("blog_posts"), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const slug = params.get("slug");
    const rows = testBlogPosts.filter((post) => slug === null || `eq.${post.slug}` === slug);
    if (wantsSingleObject(request)) {
      const [row] = rows;
      if (rows.length !== 1 || !row) {
        return HttpResponse.json(
          { code: "PGRST116", details: `The result contains ${rows.length} rows`, hint: null, message: "JSON object requested, multiple (or no) rows returned" },
          { status: 406 },
        );
      }
      return HttpResponse.json(row);
    }
    return HttpResponse.json(rows.map(({ content: _content, video_url: _video, updated_at: _updated, meta_title: _title, meta_description: _description, ...summary }) => summary));
  }),
  // The sitemap function (the /sitemap.xml page); tests of its fallbacks override it.
  http.get(functionUrl("sitemap"), () =>
    HttpResponse.text(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url>\n    <loc>https://www.example.test/</loc>\n    <changefreq>weekly</changefreq>\n    <priority>1.0</priority>\n  </url>\n</urlset>\n',
      { headers: { "Content-Type": "application/xml; charset=utf-8" } },
    ),
  ),
  http.post(restUrl("blog_subscribers"), async ({ request }) => {
    const body = (await request.json()) as { email?: string; is_active?: boolean };
    const email = body.email?.toLowerCase() ?? "";
    if (blogSubscribers.has(email)) {
      return HttpResponse.json(
        { code: "23505", details: `Key (lower(email))=(${email}) already exists.`, hint: null, message: 'duplicate key value violates unique constraint "blog_subscribers_email_key"' },
        { status: 409 },
      );
    }
    blogSubscribers.add(email);
    return new HttpResponse(null, { status: 201 });
  }),
];
