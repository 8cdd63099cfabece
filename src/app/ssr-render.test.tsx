// @vitest-environment node
/**
 * Every route of the route table renders on the server (as the prerenderer will do it):
 * no window/document access at module scope or during render, lazy routes resolve, and
 * each page has its h1 and its <title>.
 */
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AppProvider } from "@/app/provider";
import { createRoutes } from "@/app/router";
import { appraisalTypes } from "@/content/appraisal-types";
import { coveredCounties } from "#shared/covered-counties.ts";
import { createQueryClient } from "@/lib/query-client";

interface Rendered {
  html: string;
  statusCode: number;
}

async function renderOnServer(path: string): Promise<Rendered | Response> {
  // No client for the loaders: they prefetch nothing and each page renders its loading or default state.
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProvider queryClient={createQueryClient({ retry: false })}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  return { html, statusCode: context.statusCode };
}

function decode(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
}

function h1Of(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => decode(match[1] ?? ""));
}

function titleOf(html: string): string | undefined {
  const match = /<title>([\s\S]*?)<\/title>/.exec(html);
  return match ? decode(match[1] ?? "") : undefined;
}

/** Every path pattern in the route table, joined through the pathless layout routes. */
function collectPatterns(routeList: RouteObject[], parent = ""): string[] {
  return routeList.flatMap((route) => {
    const own =
      route.path === "*" || route.path?.startsWith("/")
        ? route.path
        : route.path
          ? `${parent}/${route.path}`
          : route.index
            ? parent || "/"
            : null;
    const base = own ?? parent;
    const children = route.children ? collectPatterns(route.children, base === "/" ? "" : base) : [];
    return own !== null ? [own, ...children] : children;
  });
}

const patterns = collectPatterns(createRoutes());

/** A concrete URL (or several) for each pattern. */
function samplePaths(pattern: string): string[] {
  if (pattern === "*") return ["/this-page-does-not-exist"];
  if (pattern === "/appraisals/:type") return appraisalTypes.map((type) => `/appraisals/${type.slug}`);
  if (pattern === "/blog/:slug") return ["/blog/how-home-appraisals-work"];
  if (pattern === "/showcase/:slugOrId") return ["/showcase/12-oak-lane-flemington", "/showcase/0b7f1c2e-4a55-4c1e-9a0a-1f2e3d4c5b6a"];
  if (pattern === "/showcase/:slugOrId/mls") return ["/showcase/12-oak-lane-flemington/mls"];
  if (pattern === "/showcase/:slugOrId/report") return ["/showcase/12-oak-lane-flemington/report"];
  if (pattern === "/appointment/:token") return ["/appointment/Zk3n2P1x0aB9cD8eF7gH6iJ5kL4mN3oP2qR1sT0uV9w"];
  return [pattern];
}

const expectedH1: Record<string, string> = {
  "/": "New Jersey Real Estate Appraisals & Property Photography",
  "/about": "About Garden State Property Appraisals",
  "/services": "Appraisal & Property Photography Services",
  "/showcase": "Property Showcases",
  "/blog": "Appraisal & Real Estate Insights",
  // No data on the server here: the post renders its loading state.
  "/blog/how-home-appraisals-work": "Blog article",
  "/faqs": "Frequently Asked Questions",
  "/contact": "Contact Us",
  "/privacy": "Privacy Policy",
  "/privacy-policy": "Privacy Policy",
  "/terms": "Terms of Service",
  "/terms-of-service": "Terms of Service",
  "/thank-you": "Thank You!",
  "/sitemap.xml": "Sitemap",
  // No data on the server here: the showcase renders its loading state.
  "/showcase/12-oak-lane-flemington": "Property showcase",
  "/showcase/0b7f1c2e-4a55-4c1e-9a0a-1f2e3d4c5b6a": "Property showcase",
  "/this-page-does-not-exist": "Page Not Found",
  // The unbranded MLS version: its loading state, and no business name in the title.
  "/showcase/12-oak-lane-flemington/mls": "Property tour",
  // The report without a key: the same page as a wrong key.
  "/showcase/12-oak-lane-flemington/report": "This report link is not valid",
  // A marketer's campaign report: the key is checked in the browser (never prerendered).
  "/campaign-report": "Campaign report",
  // The weekly mail's opt-out: it acts in the browser.
  "/report-mail/unsubscribe": "Stopping the weekly report emails...",
  // The owner's sign-in (an app-shell path, never prerendered).
  "/owner/sign-in": "Owner sign-in",
  // An appointment's manage page: no data on the server (never prerendered), its loading state.
  "/appointment/Zk3n2P1x0aB9cD8eF7gH6iJ5kL4mN3oP2qR1sT0uV9w": "Loading your appointment…",
  ...Object.fromEntries(coveredCounties.map((county) => [`/${county.slug}`, `${county.name} County Real Estate Appraisals`])),
  ...Object.fromEntries(appraisalTypes.map((type) => [`/appraisals/${type.slug}`, type.title])),
};

/** Pages that name no business at all (the MLS version of a showcase). */
const unbrandedPaths = new Set(["/showcase/12-oak-lane-flemington/mls"]);

describe("server rendering of the route table", () => {
  it("has every route the site needs, and no test-only route in a normal build", () => {
    for (const path of ["/", "/about", "/services", "/showcase", "/showcase/:slugOrId", "/gallery", "/blog", "/blog/:slug", "/faqs", "/contact", "/privacy", "/terms", "/privacy-policy", "/terms-of-service", "/thank-you", "/sitemap.xml", "/appraisals/:type", "*"]) {
      expect(patterns).toContain(path);
    }
    for (const county of coveredCounties) expect(patterns).toContain(`/${county.slug}`);
    expect(appraisalTypes).toHaveLength(15);
    expect(patterns).not.toContain("/__test/throw");
  });

  // The desk renders in the browser only, behind its gate (an app-shell path, docs/decisions/055): on the server it is the gate's loading state.
  const isDesk = (pattern: string) => pattern === "/owner" || (pattern.startsWith("/owner/") && pattern !== "/owner/sign-in");
  const pagePaths = patterns.filter((pattern) => pattern !== "/gallery" && !isDesk(pattern)).flatMap(samplePaths);

  it.each(pagePaths)("renders %s with its h1 and title", async (path) => {
    const result = await renderOnServer(path);
    if (result instanceof Response) throw new Error(`${path} answered a ${result.status} redirect`);
    expect(h1Of(result.html)).toEqual([expectedH1[path]]);
    if (unbrandedPaths.has(path)) expect(result.html).not.toMatch(/Garden State/);
    else expect(titleOf(result.html)).toMatch(/Garden State Property Appraisals/);
    expect(result.html).not.toContain("We hit a snag");
  });

  it("renders /gallery as a link to the portfolio (the client replaces it)", async () => {
    const result = await renderOnServer("/gallery?tab=aerial");
    if (result instanceof Response) throw new Error("unexpected redirect");
    expect(result.html).toContain('href="/showcase?tab=portfolio&amp;serviceType=aerial"');
  });

  it("renders an unknown path as the not-found page", async () => {
    const result = await renderOnServer("/no/such/page");
    if (result instanceof Response) throw new Error("unexpected redirect");
    expect(h1Of(result.html)).toEqual(["Page Not Found"]);
    for (const href of ['href="/"', 'href="/services"', 'href="/contact"']) expect(result.html).toContain(href);
  });

  it("renders an unknown county slug as the not-found page", async () => {
    const result = await renderOnServer("/atlantic");
    if (result instanceof Response) throw new Error("unexpected redirect");
    expect(h1Of(result.html)).toEqual(["Page Not Found"]);
  });

  it("renders an unknown appraisal type as the not-found page with status 404", async () => {
    const result = await renderOnServer("/appraisals/commercial");
    if (result instanceof Response) throw new Error("unexpected redirect");
    expect(h1Of(result.html)).toEqual(["Page Not Found"]);
    expect(result.statusCode).toBe(404);
  });

  it("puts the legal pages' noindex and canonical (short path) into the server HTML", async () => {
    const result = await renderOnServer("/terms-of-service");
    if (result instanceof Response) throw new Error("unexpected redirect");
    expect(result.html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(result.html).toContain('<link rel="canonical" href="https://www.example.test/terms"/>');
  });

  it("renders the home page with the default starting price (no data on the server)", async () => {
    const result = await renderOnServer("/");
    if (result instanceof Response) throw new Error("unexpected redirect");
    expect(decode(result.html)).toContain("Appraisals from $425");
  });
});
