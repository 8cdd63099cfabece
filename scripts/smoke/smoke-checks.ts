import { JSDOM } from "jsdom";
import { coveredCounties } from "../../supabase/functions/_shared/domain/covered-counties.ts";
import { securityHeaders } from "../prerender/security-headers.ts";

/**
 * The smoke check's verdicts, as pure functions over recorded HTTP answers
 * (docs/decisions/049-deploy-and-smoke-scripts.md). scripts/smoke/smoke.ts makes the
 * requests and prints one line per result; any FAIL makes it exit non-zero.
 */

export type Verdict = "PASS" | "FAIL" | "WARN";

export interface CheckResult {
  verdict: Verdict;
  name: string;
  detail: string;
}

/** One HTTP answer as the checks read it (header names in lower case). */
export interface RecordedResponse {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: string;
}

const pass = (name: string, detail: string): CheckResult => ({ verdict: "PASS", name, detail });
const fail = (name: string, detail: string): CheckResult => ({ verdict: "FAIL", name, detail });
const warn = (name: string, detail: string): CheckResult => ({ verdict: "WARN", name, detail });

/** 1 when any check failed, else 0. */
export function exitCodeOf(results: readonly CheckResult[]): number {
  return results.some((result) => result.verdict === "FAIL") ? 1 : 0;
}

export function formatResult(result: CheckResult): string {
  return `${result.verdict.padEnd(4)}  ${result.name}: ${result.detail}`;
}

function contentType(response: RecordedResponse): string {
  return response.headers["content-type"] ?? "";
}

function shorten(text: string, length = 120): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- the site

/** The paths the sitemap lists, in its order, whatever origin it was built for. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].flatMap((match) => {
    try {
      return [new URL(match[1]!.replace(/&amp;/g, "&")).pathname];
    } catch {
      return [];
    }
  });
}

export function checkSitemap(response: RecordedResponse): CheckResult {
  const name = "sitemap.xml";
  if (response.status !== 200) return fail(name, `status ${response.status}, expected 200`);
  const paths = sitemapPaths(response.body);
  if (!response.body.includes("<urlset") || paths.length === 0) return fail(name, "no <urlset> with <loc> entries");
  return pass(name, `${paths.length} pages listed`);
}

export interface PageToCheck {
  path: string;
  /** What the page stands for in the report. */
  kind: string;
  /** A page every deployment has: a missing one fails. */
  required: boolean;
}

/**
 * The pages to crawl: the home page, a county page, /faqs, and the first blog post and
 * showcase the sitemap lists (a fresh project may have none: then they are not checked).
 */
export function pagesToCheck(listed: readonly string[]): PageToCheck[] {
  const counties = new Set<string>(coveredCounties.map((county) => `/${county.slug}`));
  const first = (test: (path: string) => boolean) => listed.find(test);
  const pages: PageToCheck[] = [
    { path: "/", kind: "home", required: true },
    { path: first((path) => counties.has(path)) ?? `/${coveredCounties[0]!.slug}`, kind: "county", required: true },
    { path: "/faqs", kind: "faqs", required: true },
  ];
  const post = first((path) => /^\/blog\/[^/]+$/.test(path));
  if (post) pages.push({ path: post, kind: "blog post", required: false });
  const showcase = first((path) => /^\/showcase\/[^/]+$/.test(path));
  if (showcase) pages.push({ path: showcase, kind: "showcase", required: false });
  return pages;
}

/** What a crawler reads in a page's HTML, without running a script. */
export interface PageHead {
  title: string;
  description: string | null;
  canonical: string | null;
  og: Record<"title" | "description" | "url" | "image", string | null>;
  /** The root element holds rendered markup (a prerendered page, not the empty app shell). */
  prerendered: boolean;
  /** Every img src, srcset entry and og:image of the page, absolute. */
  mediaUrls: string[];
  /** Scripts and styles under /assets/. */
  assetPaths: string[];
}

export function readPageHead(html: string, pageUrl: string): PageHead {
  const document = new JSDOM(html, { url: pageUrl }).window.document;
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content")?.trim() || null;
  const absolute = (value: string) => {
    try {
      return [new URL(value, pageUrl).href];
    } catch {
      return [];
    }
  };
  const images = [...document.querySelectorAll("img[src], source[srcset], img[srcset]")].flatMap((element) => [
    ...(element.getAttribute("src") ? absolute(element.getAttribute("src")!) : []),
    ...(element.getAttribute("srcset") ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
      .filter(Boolean)
      .flatMap(absolute),
  ]);
  const ogImage = meta('meta[property="og:image"]');
  const assets = [...document.querySelectorAll('script[src], link[rel="stylesheet"][href], link[rel="modulepreload"][href]')]
    .map((element) => element.getAttribute("src") ?? element.getAttribute("href") ?? "")
    .filter((path) => path.startsWith("/assets/"));
  return {
    title: document.title.trim(),
    description: meta('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href")?.trim() || null,
    og: {
      title: meta('meta[property="og:title"]'),
      description: meta('meta[property="og:description"]'),
      url: meta('meta[property="og:url"]'),
      image: meta('meta[property="og:image"]'),
    },
    prerendered: (document.getElementById("root")?.children.length ?? 0) > 0,
    mediaUrls: [...new Set([...images, ...(ogImage ? absolute(ogImage) : [])])],
    assetPaths: [...new Set(assets)],
  };
}

const trimSlash = (path: string) => path.replace(/\/+$/, "") || "/";

/**
 * A prerendered page as a crawler needs it: 200 HTML, its markup in the file, a title,
 * description, canonical link to its own path and the Open Graph tags; revalidated on every
 * request (docs/hosting.md).
 */
export function checkPage(page: PageToCheck, response: RecordedResponse, siteUrl: string): CheckResult {
  const name = `page ${page.path} (${page.kind})`;
  if (response.status !== 200) return fail(name, `status ${response.status}, expected 200`);
  if (!contentType(response).startsWith("text/html")) return fail(name, `content-type ${contentType(response) || "none"}, expected text/html`);
  const head = readPageHead(response.body, new URL(page.path, siteUrl).href);
  const problems: string[] = [];
  if (!head.prerendered) problems.push("not prerendered (empty root: the app shell)");
  if (!head.title) problems.push("no <title>");
  if (!head.description) problems.push("no meta description");
  for (const tag of ["title", "description", "url", "image"] as const) {
    if (!head.og[tag]) problems.push(`no og:${tag}`);
  }
  const canonical = canonicalUrl(head);
  if (!head.canonical) problems.push("no canonical link");
  else if (!canonical) problems.push(`canonical ${head.canonical} is not an absolute URL`);
  else if (trimSlash(canonical.pathname) !== trimSlash(page.path)) problems.push(`canonical ${head.canonical} is not this page`);
  const caching = response.headers["cache-control"] ?? "";
  if (!/no-cache|max-age=0/.test(caching)) problems.push(`Cache-Control "${caching}", docs/hosting.md wants no-cache on HTML`);
  return problems.length > 0 ? fail(name, problems.join("; ")) : pass(name, `"${shorten(head.title, 70)}", description, canonical, og tags`);
}

function canonicalUrl(head: PageHead): URL | null {
  try {
    return head.canonical ? new URL(head.canonical) : null;
  } catch {
    return null;
  }
}

/**
 * The canonical links point at the site checked. Another origin is a warning: right for a
 * staging copy or a local build, wrong for the live site (built with another VITE_SITE_URL).
 */
export function checkCanonicalOrigin(heads: readonly PageHead[], siteUrl: string): CheckResult {
  const name = "canonical origin";
  const site = new URL(siteUrl).origin;
  const others = [...new Set(heads.flatMap((head) => canonicalUrl(head)?.origin ?? []).filter((origin) => origin !== site))];
  if (others.length > 0) return warn(name, `the pages' canonical links point at ${others.join(", ")}, not ${site} (built with another VITE_SITE_URL)`);
  return pass(name, `every canonical link is on ${site}`);
}

/** Each page has a title of its own (a title shared by two pages is the app shell's, or a bug). */
export function checkDistinctTitles(titles: ReadonlyMap<string, string>): CheckResult {
  const byTitle = new Map<string, string[]>();
  for (const [path, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
  const shared = [...byTitle.entries()].filter(([title, paths]) => title && paths.length > 1);
  if (shared.length > 0) return fail("page titles", shared.map(([title, paths]) => `"${title}" on ${paths.join(", ")}`).join("; "));
  return pass("page titles", `${titles.size} pages, each with its own title`);
}

export function checkNotFound(path: string, response: RecordedResponse): CheckResult {
  const name = `not-found page ${path}`;
  if (response.status !== 404) return fail(name, `status ${response.status}, expected 404`);
  if (!contentType(response).startsWith("text/html")) return fail(name, `content-type ${contentType(response) || "none"}, expected the HTML not-found page`);
  return pass(name, "404 with the HTML not-found page");
}

/** Hashed assets are cached for a year (docs/hosting.md). */
export function checkAssetCaching(path: string, response: RecordedResponse): CheckResult {
  const name = `asset ${path}`;
  if (response.status !== 200) return fail(name, `status ${response.status}, expected 200`);
  const caching = response.headers["cache-control"] ?? "";
  const maxAge = Number(/max-age=(\d+)/.exec(caching)?.[1] ?? 0);
  if (!caching.includes("immutable") || maxAge < 31_536_000) return fail(name, `Cache-Control "${caching}", docs/hosting.md wants "public, max-age=31536000, immutable"`);
  return pass(name, `Cache-Control "${caching}"`);
}

/** A Content-Security-Policy's directives, by name, each with its sources. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Script sources that would let an injected script run. */
const UNSAFE_SCRIPT_SOURCES = new Set(["'unsafe-inline'", "'unsafe-eval'", "*", "https:", "http:", "data:", "blob:"]);

/**
 * The security headers of docs/hosting.md (scripts/prerender/security-headers.ts,
 * docs/decisions/058-security-headers.md), each sent with its value. The policy must hold every
 * source the site needs for this project (its own, the Supabase URL, the video and tour
 * players); a build with Turnstile, the Google tag or chat adds theirs, which pass. HSTS is
 * wanted on https only (browsers ignore it on http).
 */
export function checkSecurityHeaders(response: RecordedResponse, siteUrl: string, projectUrl: string): CheckResult {
  const name = "security headers";
  const expected = securityHeaders({ supabaseUrl: projectUrl });
  const problems: string[] = [];
  for (const [header, value] of Object.entries(expected)) {
    if (header === "Content-Security-Policy") continue;
    if (header === "Strict-Transport-Security" && !siteUrl.startsWith("https:")) continue;
    const sent = response.headers[header.toLowerCase()];
    if (sent === undefined) problems.push(`no ${header}`);
    else if (sent.trim().toLowerCase() !== value.toLowerCase()) problems.push(`${header} "${sent}", docs/hosting.md sends "${value}"`);
  }
  const policy = response.headers["content-security-policy"];
  if (policy === undefined) problems.push("no Content-Security-Policy");
  else {
    const sent = parseCsp(policy);
    for (const [directive, sources] of parseCsp(expected["Content-Security-Policy"])) {
      const sentSources = sent.get(directive);
      if (!sentSources) problems.push(`CSP has no ${directive}`);
      else {
        const missing = sources.filter((source) => !sentSources.includes(source));
        if (missing.length > 0) problems.push(`CSP ${directive} lacks ${missing.join(" ")}`);
      }
    }
    const unsafe = (sent.get("script-src") ?? sent.get("default-src") ?? []).filter((source) => UNSAFE_SCRIPT_SOURCES.has(source));
    if (unsafe.length > 0) problems.push(`CSP script-src allows ${unsafe.join(" ")}`);
    const ancestors = sent.get("frame-ancestors")?.join(" ");
    if (ancestors !== undefined && ancestors !== "'self'" && ancestors !== "'none'") problems.push(`CSP frame-ancestors ${ancestors} lets other sites frame the pages`);
  }
  if (problems.length > 0) return fail(name, problems.join("; "));
  return pass(name, `CSP for ${new URL(projectUrl).origin}, ${Object.keys(expected).filter((header) => header !== "Content-Security-Policy" && (header !== "Strict-Transport-Security" || siteUrl.startsWith("https:"))).join(", ")}`);
}

// ---------------------------------------------------------------- the project

/** service_pricing through PostgREST with the site's key: the prices every page shows. */
export function checkRestRead(response: RecordedResponse): CheckResult {
  const name = "REST read service_pricing";
  if (response.status !== 200) return fail(name, `status ${response.status}: ${shorten(response.body)}`);
  const rows = parseJson(response.body);
  if (!Array.isArray(rows) || rows.length === 0) return fail(name, `expected rows, got ${shorten(response.body)}`);
  return pass(name, `${rows.length} price rows`);
}

/**
 * The project's Auth settings (GET /auth/v1/settings with the site's key): sign-ups must be
 * off, or anyone could make an account; only owners added with the secret key sign in
 * (docs/decisions/054).
 */
export function checkAuthSignupsClosed(response: RecordedResponse): CheckResult {
  const name = "Auth sign-ups are off";
  if (response.status !== 200) return fail(name, `status ${response.status}: ${shorten(response.body)}`);
  const settings = parseJson(response.body) as { disable_signup?: unknown } | null;
  if (typeof settings !== "object" || settings === null || typeof settings.disable_signup !== "boolean") {
    return fail(name, `expected the Auth settings, got ${shorten(response.body)}`);
  }
  if (!settings.disable_signup) return fail(name, "sign-ups are OPEN: run npm run deploy (supabase config push applies [auth] enable_signup = false)");
  return pass(name, "disable_signup: true");
}

/** A made-up code: the RPC answers one row, valid = false, and tells nothing else. */
export function checkDiscountCodeRpc(response: RecordedResponse): CheckResult {
  const name = "RPC validate_discount_code (a wrong code)";
  if (response.status !== 200) return fail(name, `status ${response.status}: ${shorten(response.body)}`);
  const rows = parseJson(response.body);
  const row = Array.isArray(rows) ? (rows[0] as { valid?: unknown; type?: unknown; value?: unknown } | undefined) : undefined;
  if (!row || row.valid !== false) return fail(name, `expected [{valid: false, …}], got ${shorten(response.body)}`);
  if (row.type !== null || row.value !== null) return fail(name, `a wrong code must reveal nothing, got ${shorten(response.body)}`);
  return pass(name, "valid: false, nothing revealed");
}

/** A harmless call of one public function and the answer it must give. */
export interface FunctionProbe {
  name: string;
  /** Why this call is harmless on a live site. */
  why: string;
  method: "GET" | "POST";
  /** After /functions/v1/. */
  path: string;
  body?: unknown;
  expectStatus: number;
  /** What the body must show besides the status. */
  expectBody: "json-array" | "json-error" | "sitemap-xml";
}

/**
 * One call per function (their handler.ts): reads, or bodies every function refuses
 * with 4xx before it stores or sends anything; the jobs must refuse the public key.
 */
export const FUNCTION_PROBES: readonly FunctionProbe[] = [
  { name: "njpr-properties", why: "an address search: a read", method: "POST", path: "njpr-properties", body: { filters: { address: "main st" }, limit: 1 }, expectStatus: 200, expectBody: "json-array" },
  { name: "sitemap", why: "a read", method: "GET", path: "sitemap", expectStatus: 200, expectBody: "sitemap-xml" },
  { name: "log-site-visit", why: "an empty record: 400, nothing stored", method: "POST", path: "log-site-visit", body: {}, expectStatus: 400, expectBody: "json-error" },
  { name: "log-campaign-visit", why: "an empty record: 400, nothing stored", method: "POST", path: "log-campaign-visit", body: {}, expectStatus: 400, expectBody: "json-error" },
  { name: "log-showcase-visit", why: "an empty record: 400, nothing stored", method: "POST", path: "log-showcase-visit", body: {}, expectStatus: 400, expectBody: "json-error" },
  { name: "log-property-search", why: "an empty record: 400, nothing stored", method: "POST", path: "log-property-search", body: {}, expectStatus: 400, expectBody: "json-error" },
  { name: "send-contact-email", why: "an empty message: 400, nothing stored or mailed", method: "POST", path: "send-contact-email", body: {}, expectStatus: 400, expectBody: "json-error" },
  { name: "report-mail-unsubscribe", why: "a malformed token: 400, nothing changed", method: "POST", path: "report-mail-unsubscribe", body: { token: "smoke-check", weeklyMail: false }, expectStatus: 400, expectBody: "json-error" },
  { name: "send-due-mail", why: "the public key: refused with 401, nothing sent", method: "POST", path: "send-due-mail", body: {}, expectStatus: 401, expectBody: "json-error" },
  { name: "send-weekly-report-mail", why: "the public key: refused with 401, nothing sent", method: "POST", path: "send-weekly-report-mail", body: {}, expectStatus: 401, expectBody: "json-error" },
];

export function checkFunction(probe: FunctionProbe, response: RecordedResponse): CheckResult {
  const name = `function ${probe.name}`;
  if (response.status !== probe.expectStatus) {
    return fail(name, `status ${response.status}, expected ${probe.expectStatus} (${probe.why}): ${shorten(response.body)}`);
  }
  if (probe.expectBody === "sitemap-xml") {
    if (!contentType(response).includes("xml") || !response.body.includes("<urlset")) return fail(name, `expected sitemap XML, got ${shorten(response.body)}`);
    return pass(name, `${sitemapPaths(response.body).length} pages (${probe.why})`);
  }
  const body = parseJson(response.body);
  if (probe.expectBody === "json-array") {
    if (!Array.isArray(body)) return fail(name, `expected a JSON array, got ${shorten(response.body)}`);
    return pass(name, `${response.status}, ${body.length} result(s) (${probe.why})`);
  }
  // An error answer: the function's own {error} or the gateway's {message}/{msg}.
  const said = body && typeof body === "object" ? ((body as Record<string, unknown>).error ?? (body as Record<string, unknown>).message ?? (body as Record<string, unknown>).msg) : undefined;
  if (typeof said !== "string") return fail(name, `expected a JSON error, got ${shorten(response.body)}`);
  return pass(name, `${response.status} "${shorten(said, 60)}" (${probe.why})`);
}

/** The browser's preflight for the forms' function: allowed from the site's origin. */
export function checkCorsPreflight(functionName: string, response: RecordedResponse, siteOrigin: string): CheckResult {
  const name = `CORS preflight ${functionName}`;
  const allowed = response.headers["access-control-allow-origin"];
  if (response.status >= 300) return fail(name, `status ${response.status}`);
  if (allowed !== "*" && allowed !== siteOrigin) return fail(name, `Access-Control-Allow-Origin "${allowed ?? ""}", the site's origin is ${siteOrigin}`);
  const headers = (response.headers["access-control-allow-headers"] ?? "").toLowerCase();
  const missing = ["apikey", "content-type"].filter((header) => !headers.includes(header));
  if (missing.length > 0) return fail(name, `Access-Control-Allow-Headers lacks ${missing.join(", ")}`);
  return pass(name, `allowed from ${siteOrigin}`);
}

/** A public storage object: 200 and the expected kind of file. */
export function checkStorageObject(label: string, url: string, response: RecordedResponse, expectedType: RegExp): CheckResult {
  const name = `storage ${label}`;
  if (response.status !== 200) return fail(name, `${url}: status ${response.status}`);
  if (!expectedType.test(contentType(response))) return fail(name, `${url}: content-type ${contentType(response) || "none"}`);
  return pass(name, `${new URL(url).pathname.replace(/^\/storage\/v1\/object\/public\//, "")} (${contentType(response)})`);
}

/** The first image of the checked pages served from the project's public storage. */
export function firstStorageImage(mediaUrls: readonly string[], projectUrl: string): string | null {
  const prefix = `${projectUrl.replace(/\/+$/, "")}/storage/v1/object/public/`;
  return mediaUrls.find((url) => url.startsWith(prefix) && /\.(webp|jpe?g|png|avif|gif)$/i.test(new URL(url).pathname)) ?? null;
}

/** The header the log functions answer with: what they made of the caller's address. */
export const CALLER_ADDRESS_REPORT_HEADER = "x-caller-address";

/**
 * What the functions made of this caller's address (a keyed hash, never the address),
 * asked twice: plainly and with forwarding headers a client can forge. A different answer
 * means the limits trust what any caller can send.
 */
export function checkCallerAddress(plain: RecordedResponse, forged: RecordedResponse): CheckResult {
  const name = "caller address";
  const seen = plain.headers[CALLER_ADDRESS_REPORT_HEADER];
  if (seen === undefined) return warn(name, "log-site-visit does not report it (no X-Caller-Address header)");
  const seenForged = forged.headers[CALLER_ADDRESS_REPORT_HEADER];
  if (seenForged !== seen) return fail(name, `"${seen}" plainly but "${seenForged ?? ""}" with forged X-Forwarded-For/X-Real-IP/Forwarded: the limits trust a header the caller sets`);
  if (seen === "none") return warn(name, "the functions saw no address: per-address limits are skipped");
  return pass(name, `the functions saw "${seen}", the same with forged forwarding headers`);
}
