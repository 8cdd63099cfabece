// @vitest-environment node
/**
 * The pure parts of the prerendering build (scripts/prerender/, src/lib/prerender/): how the
 * hoisted head is split from the markup, how a page fills the built index.html, which file a
 * path is written to and served from, and which paths are prerendered. The build itself is
 * checked on its output in tests/e2e/prerender.spec.ts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fillTemplate } from "../../scripts/prerender/page-template";
import { prerenderPaths, UNLISTED_PAGES } from "../../scripts/prerender/prerender-paths";
import { prerenderSite } from "../../scripts/prerender/prerender-site";
import { pageFileOf, resolvePage } from "../../scripts/prerender/static-routes";
import { PAGE_STATE_GLOBAL, readPageState, type PrerenderedPageState } from "@/lib/prerender/page-state";
import { splitHoistedHead } from "@/lib/prerender/split-head";
import { buildSitemapXml, sitemapEntries } from "#shared/sitemap.ts";

const state: PrerenderedPageState = {
  path: "/about",
  router: { loaderData: {}, actionData: null, errors: null },
  queries: { mutations: [], queries: [] },
};

describe("splitHoistedHead", () => {
  it("takes the leading title, meta and link tags as the head and leaves the markup", () => {
    const markup = '<title>About | Site</title><meta name="description" content="x &amp; y"/><link rel="canonical" href="https://a.test/about"/><div><title>not hoisted</title><p>Body</p></div>';
    expect(splitHoistedHead(markup)).toEqual({
      head: '<title>About | Site</title><meta name="description" content="x &amp; y"/><link rel="canonical" href="https://a.test/about"/>',
      body: "<div><title>not hoisted</title><p>Body</p></div>",
    });
  });

  it("leaves markup without hoisted tags whole", () => {
    expect(splitHoistedHead("<main>x</main>")).toEqual({ head: "", body: "<main>x</main>" });
  });
});

describe("fillTemplate", () => {
  const template = '<html><head><meta charset="UTF-8" /><title>Default</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

  it("replaces the default title with the page's head, fills the root and adds the state after it", () => {
    const html = fillTemplate(template, { head: "<title>About $&amp; us</title>", body: "<main>About $1</main>", state });
    expect(html).toContain('<head><meta charset="UTF-8" /><title>About $&amp; us</title><script type="module"');
    expect(html).not.toContain("Default");
    expect(html).toContain(`<div id="root"><main>About $1</main></div><script>window.${PAGE_STATE_GLOBAL}=`);
  });

  it("escapes the state so no string in the data can close the script", () => {
    const hostile = { ...state, queries: { mutations: [], queries: [{ queryKey: ["x"], queryHash: "x", state: { data: "</script><script>alert(1)</script>" } }] } } as unknown as PrerenderedPageState;
    const html = fillTemplate(template, { head: "<title>t</title>", body: "", state: hostile });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain("\\u003c/script>\\u003cscript>alert(1)");
  });

  it("refuses a template without the root element or a title", () => {
    expect(() => fillTemplate("<html><title>t</title></html>", { head: "", body: "", state })).toThrow('<div id="root">');
    expect(() => fillTemplate('<div id="root"></div>', { head: "", body: "", state })).toThrow(/title/);
  });
});

describe("readPageState", () => {
  it("gives the state only on the path it was rendered for", () => {
    const win = { [PAGE_STATE_GLOBAL]: state } as unknown as Window;
    expect(readPageState(win, "/about")).toBe(state);
    expect(readPageState(win, "/about/other")).toBeUndefined();
    expect(readPageState({} as Window, "/about")).toBeUndefined();
  });
});

describe("static routes", () => {
  it("writes each path to its own .html file", () => {
    expect(pageFileOf("/")).toBe("index.html");
    expect(pageFileOf("/about")).toBe("about.html");
    expect(pageFileOf("/about/")).toBe("about.html");
    expect(pageFileOf("/appraisals/tax-appeal")).toBe("appraisals/tax-appeal.html");
  });

  it("serves the prerendered page, else the app shell for showcases and posts, else the not-found page with 404", () => {
    const files = new Set(["index.html", "about.html", "showcase.html", "showcase/14-old-mill.html", "blog/a-post.html"]);
    const hasFile = (file: string) => files.has(file);
    expect(resolvePage("/", hasFile)).toEqual({ file: "index.html", status: 200 });
    expect(resolvePage("/about", hasFile)).toEqual({ file: "about.html", status: 200 });
    expect(resolvePage("/showcase", hasFile)).toEqual({ file: "showcase.html", status: 200 });
    expect(resolvePage("/showcase/14-old-mill", hasFile)).toEqual({ file: "showcase/14-old-mill.html", status: 200 });
    expect(resolvePage("/showcase/published-later", hasFile)).toEqual({ file: "app-shell.html", status: 200 });
    expect(resolvePage("/blog/published-later", hasFile)).toEqual({ file: "app-shell.html", status: 200 });
    expect(resolvePage("/gallery", hasFile)).toEqual({ file: "app-shell.html", status: 200 });
    // docs/decisions/038: the MLS version, the agent's report and the mail opt-out are never prerendered.
    expect(resolvePage("/showcase/14-old-mill/mls", hasFile)).toEqual({ file: "app-shell.html", status: 200 });
    expect(resolvePage("/showcase/14-old-mill/report", hasFile)).toEqual({ file: "app-shell.html", status: 200 });
    expect(resolvePage("/report-mail/unsubscribe", hasFile)).toEqual({ file: "app-shell.html", status: 200 });
    // An appointment's manage page (docs/decisions/050): the browser app only.
    expect(resolvePage("/appointment/Zk3n2P1x0aB9cD8eF7gH6iJ5kL4mN3oP2qR1sT0uV9w", hasFile)).toEqual({ file: "app-shell.html", status: 200 });
    // The owner's desk is the app shell, never a prerendered page (docs/decisions/055).
    expect(resolvePage("/owner", hasFile)).toEqual({ file: "app-shell.html", status: 200 });
    expect(resolvePage("/owner/requests", hasFile)).toEqual({ file: "app-shell.html", status: 200 });
    expect(resolvePage("/atlantic", hasFile)).toEqual({ file: "404.html", status: 404 });
    expect(resolvePage("/appraisals/unknown", hasFile)).toEqual({ file: "404.html", status: 404 });
  });
});

describe("prerenderPaths", () => {
  const dir = mkdtempSync(join(tmpdir(), "njpr-prerender-paths-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists the sitemap's pages without query-string views, plus the unlisted legal and thank-you pages", () => {
    const entries = sitemapEntries({ showcases: [{ slug: "14-old-mill", updated_at: null }, { slug: null, updated_at: null }], posts: [{ slug: "a-post", updated_at: null }] });
    writeFileSync(join(dir, "sitemap.xml"), buildSitemapXml(entries, "https://example.test/"));
    const paths = prerenderPaths(dir, "https://example.test/");
    expect(paths).toContain("/");
    expect(paths).toContain("/hunterdon");
    expect(paths).toContain("/appraisals/tax-appeal");
    expect(paths).toContain("/showcase/14-old-mill");
    expect(paths).toContain("/blog/a-post");
    expect(paths).not.toContain("/showcase?tab=portfolio");
    expect(paths).toEqual(expect.arrayContaining([...UNLISTED_PAGES]));
    // Every sitemap page but the query-string view, and nothing twice.
    expect(paths).toHaveLength(entries.length - 1 + UNLISTED_PAGES.length);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("prerenderSite", () => {
  const dir = mkdtempSync(join(tmpdir(), "njpr-prerender-site-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes each page, 404.html and the app shell; a page whose read failed keeps its path as the app shell", async () => {
    const template = '<html><head><title>Default</title></head><body><div id="root"></div></body></html>';
    writeFileSync(join(dir, "index.html"), template);
    const renderPage = async (_origin: string, path: string) => ({
      head: `<title>${path}</title>`,
      body: `<main>${path}</main>`,
      state: { ...state, path },
      problems: path === "/services" ? ["query [\"prices\"] failed: down"] : [],
    });
    const report = await prerenderSite({ distDir: dir, paths: ["/", "/services"], origin: "https://example.test", renderPage });
    expect(report.written).toEqual(["/"]);
    expect(report.skipped).toEqual([{ path: "/services", reason: 'query ["prices"] failed: down' }]);
    expect(readFileSync(join(dir, "index.html"), "utf8")).toContain("<main>/</main>");
    expect(readFileSync(join(dir, "services.html"), "utf8")).toBe(template);
    expect(readFileSync(join(dir, "app-shell.html"), "utf8")).toBe(template);
    expect(readFileSync(join(dir, "404.html"), "utf8")).toContain("<main>/404</main>");
  });
});
