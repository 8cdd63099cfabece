// @vitest-environment node
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "../../scripts/prerender/security-headers.ts";
import { exitCodeOf } from "../../scripts/smoke/smoke-checks.ts";
import { runSmoke, targetFromArgs } from "../../scripts/smoke/smoke.ts";

/**
 * `npm run smoke` end to end over a stand-in deployment (recorded answers served by a fake
 * fetch): a healthy one passes, one broken answer fails the run, and the command exits
 * non-zero, which is what makes `npm test` fail (scripts/test-all.ts).
 */

const SITE = "https://www.example.com";
const PROJECT = "https://abcdefghijklmnopqrst.supabase.co";

const page = (path: string, title: string) => `<!doctype html><html><head><title>${title}</title>
<meta name="description" content="${title} described"/><meta property="og:title" content="${title}"/>
<meta property="og:description" content="${title} described"/><meta property="og:url" content="${SITE}${path}"/>
<meta property="og:image" content="${SITE}/og.jpg"/><link rel="canonical" href="${SITE}${path}"/>
<script type="module" src="/assets/index-abc.js"></script></head>
<body><div id="root"><h1>${title}</h1><img src="${PROJECT}/storage/v1/object/public/gallery/cover.webp"/></div></body></html>`;

type Answer = { status: number; headers?: Record<string, string>; body?: string };
const json = (status: number, body: unknown): Answer => ({ status, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
/** What docs/hosting.md's settings send with every answer. */
const hostHeaders = Object.fromEntries(Object.entries(securityHeaders({ supabaseUrl: PROJECT })).map(([name, value]) => [name.toLowerCase(), value]));
const htmlPage = (status: number, body: string): Answer => ({ status, headers: { "content-type": "text/html", "cache-control": "no-cache", ...hostHeaders }, body });

/** A healthy deployment, by "METHOD url" (the made-up path by prefix). */
function healthyDeployment(): Map<string, Answer> {
  const sitemap = `<urlset>${["/", "/hunterdon", "/faqs", "/blog/a-post"].map((path) => `<url><loc>${SITE}${path}</loc></url>`).join("")}</urlset>`;
  const answers = new Map<string, Answer>([
    [`GET ${SITE}/sitemap.xml`, { status: 200, headers: { "content-type": "application/xml" }, body: sitemap }],
    [`GET ${SITE}/`, htmlPage(200, page("/", "Home"))],
    [`GET ${SITE}/hunterdon`, htmlPage(200, page("/hunterdon", "Hunterdon"))],
    [`GET ${SITE}/faqs`, htmlPage(200, page("/faqs", "FAQs"))],
    [`GET ${SITE}/blog/a-post`, htmlPage(200, page("/blog/a-post", "A post"))],
    [`GET ${SITE}/smoke-check-no-such-page`, htmlPage(404, "<html><body>Not found</body></html>")],
    [`GET ${SITE}/assets/index-abc.js`, { status: 200, headers: { "cache-control": "public, max-age=31536000, immutable" }, body: "" }],
    [`GET ${PROJECT}/rest/v1/service_pricing?select=service_id,tier_name,price&limit=5`, json(200, [{ service_id: "purchase", tier_name: "standard", price: 450 }])],
    [`GET ${PROJECT}/auth/v1/settings`, json(200, { disable_signup: true, external: { email: true }, mailer_autoconfirm: false })],
    [`POST ${PROJECT}/rest/v1/rpc/validate_discount_code`, json(200, [{ valid: false, type: null, value: null, description: null }])],
    [`POST ${PROJECT}/functions/v1/njpr-properties`, json(200, [{ address: "1 MAIN ST" }])],
    [`GET ${PROJECT}/functions/v1/sitemap`, { status: 200, headers: { "content-type": "application/xml" }, body: sitemap }],
    [`OPTIONS ${PROJECT}/functions/v1/send-contact-email`, { status: 204, headers: { "access-control-allow-origin": "*", "access-control-allow-headers": "apikey, content-type" } }],
    [`GET ${PROJECT}/storage/v1/object/public/appraisal-sample/sample-appraisal-report.pdf`, { status: 200, headers: { "content-type": "application/pdf" }, body: "%PDF" }],
    [`GET ${PROJECT}/storage/v1/object/public/gallery/cover.webp`, { status: 200, headers: { "content-type": "image/webp" }, body: "RIFF" }],
  ]);
  for (const name of ["log-site-visit", "log-campaign-visit", "log-showcase-visit", "log-property-search", "send-contact-email", "report-mail-unsubscribe"]) {
    answers.set(`POST ${PROJECT}/functions/v1/${name}`, { ...json(400, { error: "Invalid request" }), headers: { "content-type": "application/json", "x-caller-address": "ipv4 1a2b3c4d" } });
  }
  for (const name of ["send-due-mail", "send-weekly-report-mail"]) answers.set(`POST ${PROJECT}/functions/v1/${name}`, json(401, { error: "Only the service role may run this job" }));
  return answers;
}

function fakeFetch(answers: Map<string, Answer>, seen: string[] = []): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const key = `${init?.method ?? "GET"} ${url.replace(/smoke-check-no-such-page-\w+$/, "smoke-check-no-such-page")}`;
    seen.push(key);
    const found = answers.get(key);
    if (!found) throw new TypeError(`fetch failed: nothing at ${key}`);
    return new Response(found.body ?? null, { status: found.status, headers: found.headers });
  }) as typeof fetch;
}

describe("runSmoke", () => {
  it("passes a healthy deployment, with every public function and the storage objects checked", async () => {
    const seen: string[] = [];
    const results = await runSmoke({ siteUrl: SITE, projectUrl: PROJECT, key: "sb_publishable_x" }, fakeFetch(healthyDeployment(), seen));
    expect(results.filter((result) => result.verdict !== "PASS")).toEqual([]);
    expect(exitCodeOf(results)).toBe(0);
    expect(seen).toContain(`POST ${PROJECT}/functions/v1/send-contact-email`);
    expect(results.map((result) => result.name)).toEqual(expect.arrayContaining(["caller address", "storage image", "storage sample report", "page /blog/a-post (blog post)"]));
  });

  it("fails the run for one broken answer, and for a part it cannot reach", async () => {
    const answers = healthyDeployment();
    answers.set(`GET ${SITE}/`, { status: 200, headers: { "content-type": "text/html", "cache-control": "no-cache" }, body: page("/", "Home") });
    answers.set(`GET ${PROJECT}/storage/v1/object/public/appraisal-sample/sample-appraisal-report.pdf`, json(400, { error: "not_found" }));
    answers.delete(`GET ${SITE}/faqs`);
    const results = await runSmoke({ siteUrl: SITE, projectUrl: PROJECT, key: "sb_publishable_x" }, fakeFetch(answers));
    expect(results.filter((result) => result.verdict === "FAIL").map((result) => result.name)).toEqual(["page /faqs", "security headers", "storage sample report"]);
    expect(exitCodeOf(results)).toBe(1);
  });
});

describe("a connection closed while idle", () => {
  /** fetch's error for a request sent on a socket the server had closed, `times` times per URL. */
  function closingSockets(inner: typeof fetch, url: string, times: number, code = "UND_ERR_SOCKET"): { fetch: typeof fetch; calls: () => number } {
    let calls = 0;
    const wrapped = (async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input) === url && calls++ < times) throw new TypeError("fetch failed", { cause: { code } });
      return inner(input, init);
    }) as typeof fetch;
    return { fetch: wrapped, calls: () => calls };
  }
  const target = { siteUrl: SITE, projectUrl: PROJECT, key: "sb_publishable_x" };
  const faqs = `${SITE}/faqs`;
  const verdictOf = (results: Awaited<ReturnType<typeof runSmoke>>) => results.find((result) => result.name.startsWith("page /faqs"));

  it("is sent again once on a new connection, and the check decides on its answer", async () => {
    const stale = closingSockets(fakeFetch(healthyDeployment()), faqs, 1);
    expect(verdictOf(await runSmoke(target, stale.fetch))?.verdict).toBe("PASS");
    expect(stale.calls()).toBe(2);
  });

  it("fails the check when it happens twice, and any other network error at once", async () => {
    const twice = closingSockets(fakeFetch(healthyDeployment()), faqs, 2);
    expect(verdictOf(await runSmoke(target, twice.fetch))).toEqual(expect.objectContaining({ verdict: "FAIL", detail: "request failed: fetch failed: UND_ERR_SOCKET" }));
    const refused = closingSockets(fakeFetch(healthyDeployment()), faqs, 1, "ECONNREFUSED");
    expect(verdictOf(await runSmoke(target, refused.fetch))?.verdict).toBe("FAIL");
    expect(refused.calls()).toBe(1);
  });
});

describe("npm run smoke", () => {
  it("exits non-zero when the deployment cannot be reached", () => {
    const script = resolve(import.meta.dirname, "../../scripts/smoke/smoke.ts");
    const tsx = resolve(import.meta.dirname, "../../node_modules/.bin/tsx");
    const unreachable = spawnSync(tsx, [script, "http://127.0.0.1:9", "http://127.0.0.1:9", "key"], { encoding: "utf8", timeout: 60_000 });
    expect(unreachable.stdout).toMatch(/^FAIL {2}sitemap.xml: request failed/m);
    expect(unreachable.status).toBe(1);
  }, 120_000);

  it("wants its three arguments, the first two URLs", () => {
    expect(targetFromArgs(["http://127.0.0.1:9"])).toMatch(/^usage: npm run smoke -- <site URL> <project URL> <publishable key> \[--db\]/);
    expect(targetFromArgs(["www.example.com", PROJECT, "key"])).toMatch(/^not a URL: www.example.com/);
    expect(targetFromArgs([SITE, PROJECT, "key"])).toEqual({ siteUrl: SITE, projectUrl: PROJECT, key: "key" });
  });
});
