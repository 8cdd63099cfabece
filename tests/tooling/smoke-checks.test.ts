import { describe, expect, it } from "vitest";
import {
  checkAssetCaching,
  checkCanonicalOrigin,
  checkCallerAddress,
  checkCorsPreflight,
  checkDiscountCodeRpc,
  checkDistinctTitles,
  checkFunction,
  checkNotFound,
  checkPage,
  checkAuthSignupsClosed,
  checkRestRead,
  checkSecurityHeaders,
  checkSitemap,
  checkStorageObject,
  exitCodeOf,
  firstStorageImage,
  FUNCTION_PROBES,
  pagesToCheck,
  readPageHead,
  sitemapPaths,
  type RecordedResponse,
} from "../../scripts/smoke/smoke-checks.ts";
import { securityHeaders } from "../../scripts/prerender/security-headers.ts";

/**
 * The smoke check's verdicts over recorded answers (scripts/smoke/smoke-checks.ts): the
 * answers of a healthy deployment pass, and each way a deployment goes wrong fails.
 */

const SITE = "https://www.example.com";
const PROJECT = "https://abcdefghijklmnopqrst.supabase.co";

const answer = (status: number, headers: Record<string, string>, body = ""): RecordedResponse => ({ status, headers, body });
const html = (body: string, headers: Record<string, string> = {}) =>
  answer(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache", ...headers }, body);

/** A prerendered page as the build writes it (recorded from dist/faqs.html, trimmed). */
const FAQS_HTML = `<!doctype html><html lang="en"><head>
<title>Frequently Asked Questions | Garden State Property Appraisals</title>
<meta name="description" content="Answers about home appraisals in New Jersey."/>
<meta property="og:title" content="Frequently Asked Questions"/>
<meta property="og:description" content="Answers about home appraisals in New Jersey."/>
<meta property="og:url" content="https://www.example.com/faqs"/>
<meta property="og:image" content="https://www.example.com/og-image.jpg"/>
<link rel="canonical" href="https://www.example.com/faqs"/>
<script type="module" crossorigin src="/assets/index-BX3k9a.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-C1x.css">
</head><body><div id="root"><main><h1>Frequently Asked Questions</h1>
<img src="${PROJECT}/storage/v1/object/public/gallery/a/cover.webp" srcset="${PROJECT}/storage/v1/object/public/gallery/a/cover-640w.webp 640w" alt=""/>
</main></div></body></html>`;

const APP_SHELL_HTML = `<!doctype html><html><head><title>Garden State Property Appraisals</title></head><body><div id="root"></div></body></html>`;

const FAQS = { path: "/faqs", kind: "faqs", required: true };

describe("the site's pages", () => {
  it("reads the sitemap's paths whatever origin it was built for, and picks home, a county, /faqs, a post and a showcase", () => {
    const xml = `<?xml version="1.0"?><urlset><url><loc>http://localhost:5173/</loc></url><url><loc>http://localhost:5173/about</loc></url>
      <url><loc>http://localhost:5173/morris</loc></url><url><loc>http://localhost:5173/faqs</loc></url>
      <url><loc>http://localhost:5173/blog/why-taxes</loc></url><url><loc>http://localhost:5173/showcase/14-old-mill-road?x=1&amp;y=2</loc></url></urlset>`;
    const paths = sitemapPaths(xml);
    expect(paths).toEqual(["/", "/about", "/morris", "/faqs", "/blog/why-taxes", "/showcase/14-old-mill-road"]);
    expect(checkSitemap(answer(200, {}, xml)).verdict).toBe("PASS");
    expect(checkSitemap(answer(200, {}, "<html>not a sitemap</html>")).verdict).toBe("FAIL");
    expect(pagesToCheck(paths).map((page) => page.path)).toEqual(["/", "/morris", "/faqs", "/blog/why-taxes", "/showcase/14-old-mill-road"]);
    expect(pagesToCheck([]).map((page) => page.path)).toEqual(["/", "/bergen", "/faqs"]);
  });

  it("passes a prerendered page with its title, description, canonical and og tags", () => {
    expect(checkPage(FAQS, html(FAQS_HTML), SITE)).toEqual(expect.objectContaining({ verdict: "PASS", name: "page /faqs (faqs)" }));
    const head = readPageHead(FAQS_HTML, `${SITE}/faqs`);
    expect(head.assetPaths).toEqual(["/assets/index-BX3k9a.js", "/assets/index-C1x.css"]);
    expect(firstStorageImage(head.mediaUrls, PROJECT)).toBe(`${PROJECT}/storage/v1/object/public/gallery/a/cover.webp`);
  });

  it("fails the app shell served in a page's place, a missing tag, a canonical of another page, a cached page, and a non-200", () => {
    expect(checkPage(FAQS, html(APP_SHELL_HTML), SITE).detail).toMatch(/not prerendered.*no meta description.*no og:title.*no canonical/);
    expect(checkPage(FAQS, html(FAQS_HTML.replace(/<meta property="og:image"[^>]*>/, "")), SITE).detail).toBe("no og:image");
    expect(checkPage(FAQS, html(FAQS_HTML.replace('href="https://www.example.com/faqs"', 'href="https://www.example.com/"')), SITE).detail).toMatch(/is not this page/);
    expect(checkPage(FAQS, html(FAQS_HTML, { "cache-control": "public, max-age=86400" }), SITE).detail).toMatch(/no-cache on HTML/);
    expect(checkPage(FAQS, answer(404, { "content-type": "text/html" }, FAQS_HTML), SITE).verdict).toBe("FAIL");
    expect(checkPage(FAQS, answer(200, { "content-type": "application/json" }, "{}"), SITE).verdict).toBe("FAIL");
  });

  it("warns once, without failing, when the canonical links point at another origin (a build for another VITE_SITE_URL)", () => {
    expect(checkPage(FAQS, html(FAQS_HTML), "http://127.0.0.1:4173").verdict).toBe("PASS");
    const heads = [readPageHead(FAQS_HTML, `${SITE}/faqs`), readPageHead(FAQS_HTML, `${SITE}/faqs`)];
    const elsewhere = checkCanonicalOrigin(heads, "http://127.0.0.1:4173");
    expect(elsewhere).toEqual(expect.objectContaining({ verdict: "WARN", detail: expect.stringMatching(/point at https:\/\/www.example.com, not http:\/\/127.0.0.1:4173/) }));
    expect(checkCanonicalOrigin(heads, SITE).verdict).toBe("PASS");
  });

  it("fails two pages sharing a title", () => {
    expect(checkDistinctTitles(new Map([["/", "Home"], ["/faqs", "FAQ"]])).verdict).toBe("PASS");
    expect(checkDistinctTitles(new Map([["/", "Site"], ["/faqs", "Site"]])).detail).toBe('"Site" on /, /faqs');
  });

  it("wants 404 with HTML for a made-up path, not the home page with 200", () => {
    expect(checkNotFound("/x", answer(404, { "content-type": "text/html" }, "<html/>")).verdict).toBe("PASS");
    expect(checkNotFound("/x", answer(200, { "content-type": "text/html" }, "<html/>")).verdict).toBe("FAIL");
  });

  it("wants hashed assets cached for a year, immutable", () => {
    expect(checkAssetCaching("/assets/a.js", answer(200, { "cache-control": "public, max-age=31536000, immutable" })).verdict).toBe("PASS");
    expect(checkAssetCaching("/assets/a.js", answer(200, { "cache-control": "no-cache" })).verdict).toBe("FAIL");
    expect(checkAssetCaching("/assets/a.js", answer(200, { "cache-control": "max-age=600, immutable" })).verdict).toBe("FAIL");
  });

  describe("security headers", () => {
    const sent = (overrides: Record<string, string | undefined> = {}) => {
      const headers = Object.fromEntries(Object.entries(securityHeaders({ supabaseUrl: PROJECT })).map(([name, value]) => [name.toLowerCase(), value]));
      for (const [name, value] of Object.entries(overrides)) {
        if (value === undefined) delete headers[name];
        else headers[name] = value;
      }
      return answer(200, headers);
    };
    const csp = securityHeaders({ supabaseUrl: PROJECT })["Content-Security-Policy"];

    it("passes the headers of docs/hosting.md for this project, and a build's added integrations", () => {
      expect(checkSecurityHeaders(sent(), SITE, PROJECT)).toEqual(expect.objectContaining({ verdict: "PASS" }));
      const withTurnstile = securityHeaders({ supabaseUrl: PROJECT, turnstile: true, analytics: true })["Content-Security-Policy"];
      expect(checkSecurityHeaders(sent({ "content-security-policy": withTurnstile }), SITE, PROJECT).verdict).toBe("PASS");
    });

    it("fails for each header the host does not send, HSTS only on https", () => {
      const none = checkSecurityHeaders(answer(200, {}), SITE, PROJECT);
      expect(none.verdict).toBe("FAIL");
      expect(none.detail).toBe(
        "no Strict-Transport-Security; no X-Content-Type-Options; no X-Frame-Options; no Referrer-Policy; no Permissions-Policy; no Content-Security-Policy",
      );
      expect(checkSecurityHeaders(answer(200, {}), "http://127.0.0.1:4173", PROJECT).detail).not.toMatch(/Strict-Transport-Security/);
      expect(checkSecurityHeaders(sent({ "strict-transport-security": undefined }), "http://127.0.0.1:4173", PROJECT).verdict).toBe("PASS");
    });

    it("fails a header with another value than docs/hosting.md's", () => {
      const sniffing = checkSecurityHeaders(sent({ "x-content-type-options": "sniff" }), SITE, PROJECT);
      expect(sniffing).toEqual(expect.objectContaining({ verdict: "FAIL", detail: 'X-Content-Type-Options "sniff", docs/hosting.md sends "nosniff"' }));
      expect(checkSecurityHeaders(sent({ "strict-transport-security": "max-age=600" }), SITE, PROJECT).verdict).toBe("FAIL");
    });

    it("fails a policy that blocks what the site needs, or lets scripts or framing through", () => {
      const otherProject = securityHeaders({ supabaseUrl: "https://another-project.supabase.co" })["Content-Security-Policy"];
      expect(checkSecurityHeaders(sent({ "content-security-policy": otherProject }), SITE, PROJECT).detail).toMatch(/CSP img-src lacks https:\/\/abcdefghijklmnopqrst\.supabase\.co/);
      expect(checkSecurityHeaders(sent({ "content-security-policy": csp.replace(/; frame-src [^;]+/, "") }), SITE, PROJECT).detail).toBe("CSP has no frame-src");
      const unsafe = checkSecurityHeaders(sent({ "content-security-policy": csp.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'") }), SITE, PROJECT);
      expect(unsafe.detail).toBe("CSP script-src allows 'unsafe-inline'");
      const framed = checkSecurityHeaders(sent({ "content-security-policy": csp.replace("frame-ancestors 'self'", "frame-ancestors 'self' https://evil.example") }), SITE, PROJECT);
      expect(framed.detail).toBe("CSP frame-ancestors 'self' https://evil.example lets other sites frame the pages");
    });
  });
});

describe("the project", () => {
  it("reads prices through REST and fails an empty or refused read", () => {
    expect(checkRestRead(answer(200, {}, '[{"service_id":"purchase","tier_name":"standard","price":450}]')).verdict).toBe("PASS");
    expect(checkRestRead(answer(200, {}, "[]")).verdict).toBe("FAIL");
    expect(checkRestRead(answer(401, {}, '{"message":"Invalid API key"}')).detail).toMatch(/401.*Invalid API key/);
  });

  it("fails when the project's Auth lets anyone sign up", () => {
    expect(checkAuthSignupsClosed(answer(200, {}, '{"disable_signup":true,"external":{"email":true}}')).verdict).toBe("PASS");
    const open = checkAuthSignupsClosed(answer(200, {}, '{"disable_signup":false,"external":{"email":true}}'));
    expect(open.verdict).toBe("FAIL");
    expect(open.detail).toMatch(/OPEN/);
    expect(checkAuthSignupsClosed(answer(200, {}, "{}")).verdict).toBe("FAIL");
    expect(checkAuthSignupsClosed(answer(401, {}, '{"message":"Invalid API key"}')).verdict).toBe("FAIL");
  });

  it("wants the RPC to refuse a wrong code and reveal nothing", () => {
    expect(checkDiscountCodeRpc(answer(200, {}, '[{"valid":false,"type":null,"value":null,"description":null}]')).verdict).toBe("PASS");
    expect(checkDiscountCodeRpc(answer(200, {}, '[{"valid":false,"type":"percent","value":10,"description":null}]')).verdict).toBe("FAIL");
    expect(checkDiscountCodeRpc(answer(404, {}, '{"message":"function not found"}')).verdict).toBe("FAIL");
  });

  it("probes every public function with a harmless call, each with the answer its handler gives", () => {
    const probe = (name: string) => FUNCTION_PROBES.find((candidate) => candidate.name === name)!;
    expect(FUNCTION_PROBES.map((candidate) => candidate.name).sort()).toEqual(
      ["log-campaign-visit", "log-property-search", "log-showcase-visit", "log-site-visit", "njpr-properties", "report-mail-unsubscribe", "send-contact-email", "send-due-mail", "send-weekly-report-mail", "sitemap"],
    );
    for (const candidate of FUNCTION_PROBES.filter((item) => item.expectStatus === 400)) expect(candidate.method).toBe("POST");
    const error = (status: number, message: string) => answer(status, { "content-type": "application/json" }, JSON.stringify({ error: message }));
    expect(checkFunction(probe("send-contact-email"), error(400, "Invalid request")).verdict).toBe("PASS");
    // A 201 means the smoke check stored a lead: the probe failed at being harmless.
    expect(checkFunction(probe("send-contact-email"), answer(201, {}, '{"ok":true,"id":"x"}')).detail).toMatch(/status 201, expected 400/);
    expect(checkFunction(probe("send-due-mail"), answer(401, {}, '{"code":401,"message":"Invalid JWT"}')).verdict).toBe("PASS");
    expect(checkFunction(probe("send-due-mail"), answer(200, {}, '{"leads":[]}')).verdict).toBe("FAIL");
    expect(checkFunction(probe("njpr-properties"), answer(200, {}, '[{"address":"1 MAIN ST"}]')).verdict).toBe("PASS");
    expect(checkFunction(probe("njpr-properties"), answer(200, {}, '{"error":"x"}')).verdict).toBe("FAIL");
    const xml = '<?xml version="1.0"?><urlset><url><loc>https://www.example.com/</loc></url></urlset>';
    expect(checkFunction(probe("sitemap"), answer(200, { "content-type": "application/xml; charset=utf-8" }, xml)).verdict).toBe("PASS");
    expect(checkFunction(probe("sitemap"), answer(500, {}, '{"error":"Something went wrong"}')).verdict).toBe("FAIL");
    expect(checkFunction(probe("log-site-visit"), answer(400, {}, "<html>Bad gateway</html>")).detail).toMatch(/expected a JSON error/);
  });

  it("wants the forms' function callable from the site's origin", () => {
    const headers = { "access-control-allow-origin": "*", "access-control-allow-headers": "authorization, x-client-info, apikey, content-type" };
    expect(checkCorsPreflight("send-contact-email", answer(204, headers), SITE).verdict).toBe("PASS");
    expect(checkCorsPreflight("send-contact-email", answer(204, { ...headers, "access-control-allow-origin": "https://other.example" }), SITE).verdict).toBe("FAIL");
    expect(checkCorsPreflight("send-contact-email", answer(204, { ...headers, "access-control-allow-headers": "authorization" }), SITE).detail).toMatch(/apikey, content-type/);
  });

  it("checks storage objects by status and type", () => {
    const url = `${PROJECT}/storage/v1/object/public/appraisal-sample/sample-appraisal-report.pdf`;
    expect(checkStorageObject("sample report", url, answer(200, { "content-type": "application/pdf" }, "%PDF"), /^application\/pdf/).detail).toMatch(/^appraisal-sample\/sample-appraisal-report.pdf/);
    expect(checkStorageObject("sample report", url, answer(400, { "content-type": "application/json" }, '{"error":"not_found"}'), /^application\/pdf/).verdict).toBe("FAIL");
    expect(checkStorageObject("image", url, answer(200, { "content-type": "text/html" }), /^image\//).verdict).toBe("FAIL");
    expect(firstStorageImage(["https://cdn.example.com/a.webp", `${PROJECT}/storage/v1/object/public/x/floorplan.pdf`], PROJECT)).toBeNull();
  });

  it("reports the caller's address as the functions saw it, and fails when forged forwarding headers change it", () => {
    const seen = (value?: string) => answer(400, value === undefined ? {} : { "x-caller-address": value });
    expect(checkCallerAddress(seen("ipv4 1a2b3c4d"), seen("ipv4 1a2b3c4d"))).toEqual(expect.objectContaining({ verdict: "PASS", detail: expect.stringContaining("ipv4 1a2b3c4d") }));
    expect(checkCallerAddress(seen("ipv4 1a2b3c4d"), seen("ipv4 99999999")).verdict).toBe("FAIL");
    expect(checkCallerAddress(seen("none"), seen("none")).verdict).toBe("WARN");
    expect(checkCallerAddress(seen(), seen()).verdict).toBe("WARN");
  });
});

describe("exitCodeOf", () => {
  it("is 1 when any check failed; warnings alone pass", () => {
    expect(exitCodeOf([{ verdict: "PASS", name: "a", detail: "" }, { verdict: "WARN", name: "b", detail: "" }])).toBe(0);
    expect(exitCodeOf([{ verdict: "PASS", name: "a", detail: "" }, { verdict: "FAIL", name: "b", detail: "" }])).toBe(1);
  });
});
