import { randomUUID } from "node:crypto";
import type { ConsoleMessage, Page } from "@playwright/test";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { withE2eDatabase } from "./database.ts";
import { expect, test, waitForApp } from "./fixtures.ts";

/**
 * The prerendered site (scripts/prerender/build-site.ts, docs/decisions/033-prerendering.md):
 * what a crawler without JavaScript reads in each page's HTML, the showcases' link-preview
 * images, and in Chromium that the pages hydrate without a mismatch, show their content
 * before any API answers, and stay interactive. A post published after the build opening
 * through the fallback is tested in blog.spec.ts (the hostile post); a showcase here.
 */

const SHOWCASE = "14-old-mill-road-tewksbury";
const POST = "why-new-jersey-property-taxes-are-so-high";

/** A page as a crawler reads it: the HTTP answer and the parsed HTML, no script run. */
async function crawl(page: Page, path: string) {
  const response = await page.request.get(path);
  const html = await response.text();
  const document = new JSDOM(html).window.document;
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? null;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent ?? "null") as unknown;
    return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  });
  const types = jsonLd.flatMap((node) => [node["@type"]].flat().map(String));
  return {
    status: response.status(),
    contentType: response.headers()["content-type"] ?? "",
    document,
    text: document.getElementById("root")?.textContent ?? "",
    title: document.title,
    h1: [...document.querySelectorAll("h1")].map((heading) => heading.textContent?.trim()),
    description: meta('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    robots: meta('meta[name="robots"]'),
    ogImage: meta('meta[property="og:image"]'),
    ogTitle: meta('meta[property="og:title"]'),
    jsonLd,
    types,
  };
}

/** Each template: its path, its <h1>, the JSON-LD types beside the business, and content only its data gives. */
const PAGES = [
  { path: "/", h1: /New Jersey/, types: ["FAQPage"], content: ["What Our Clients Say"] },
  { path: "/about", h1: /About/, types: ["BreadcrumbList"], content: [] },
  { path: "/services", h1: /Services/, types: ["BreadcrumbList"], content: [] },
  { path: "/showcase", h1: /Showcase/, types: ["BreadcrumbList"], content: ["14 Old Mill Rd", "119 Main St"] },
  { path: "/blog", h1: /Insights/, types: ["BreadcrumbList"], content: ["Why New Jersey Property Taxes Are So High"] },
  { path: "/faqs", h1: /Frequently Asked Questions/, types: ["FAQPage", "BreadcrumbList"], content: ["What is a home appraisal?"] },
  { path: "/contact", h1: /Contact/, types: ["BreadcrumbList"], content: [] },
  { path: "/privacy", h1: /Privacy/, types: ["BreadcrumbList"], content: [], noindex: true },
  { path: "/terms-of-service", h1: /Terms/, types: ["BreadcrumbList"], content: [], noindex: true, canonical: "/terms" },
  { path: "/thank-you", h1: /Thank You/i, types: [], content: [], noindex: true },
  { path: "/hunterdon", h1: /Hunterdon/, types: ["FAQPage", "BreadcrumbList"], content: ["Flemington", "Tewksbury Township"] },
  { path: "/appraisals/purchase", h1: /Purchase/, types: ["FAQPage", "BreadcrumbList"], content: ["Request and contract review", "Report delivery"] },
  { path: `/showcase/${SHOWCASE}`, h1: /14 Old Mill Rd/, types: ["RealEstateListing"], content: ["Oldwick, NJ 08858", "3,420"] },
  { path: `/blog/${POST}`, h1: /Why New Jersey Property Taxes Are So High/, types: ["BlogPosting", "BreadcrumbList"], content: ["Robinson v. Cahill"] },
] as const;

test("every page's HTML carries its heading, head, structured data and content, without JavaScript", async ({ page }) => {
  const titles = new Set<string>();
  for (const expected of PAGES) {
    const got = await crawl(page, expected.path);
    const where = `${expected.path}: `;
    expect.soft(got.status, where).toBe(200);
    expect.soft(got.contentType, where).toContain("text/html");
    expect.soft(got.h1, where).toHaveLength(1);
    expect.soft(got.h1[0] ?? "", where).toMatch(expected.h1);
    expect.soft(titles.has(got.title), `${where}title "${got.title}" is another page's`).toBe(false);
    titles.add(got.title);
    expect.soft(got.description?.length ?? 0, `${where}description`).toBeGreaterThan(50);
    expect.soft(new URL(got.canonical ?? "http://invalid").pathname, `${where}canonical`).toBe("canonical" in expected ? expected.canonical : expected.path);
    expect.soft(got.ogImage ?? "", `${where}og:image`).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/);
    expect.soft(got.robots ?? "", `${where}robots`).toBe("noindex" in expected && expected.noindex ? "noindex, follow" : "");
    expect.soft(got.types, `${where}JSON-LD`).toEqual(expect.arrayContaining(["LocalBusiness", ...expected.types]));
    for (const content of expected.content) expect.soft(got.text, `${where}content`).toContain(content);
  }
});

test("the largest image starts with the HTML: one high-priority responsive image, everything below the fold lazy", async ({ page }) => {
  for (const path of [`/showcase/${SHOWCASE}`, "/showcase", `/blog/${POST}`]) {
    const { document } = await crawl(page, path);
    const images = [...document.querySelectorAll("#root img")];
    const first = images.filter((image) => image.getAttribute("fetchpriority") === "high");
    expect.soft(first, `${path}: images with fetchpriority=high`).toHaveLength(1);
    expect.soft(first[0]?.getAttribute("loading"), `${path}: the priority image`).toBe("eager");
    expect.soft(first[0]?.getAttribute("srcset") ?? "", `${path}: the priority image's srcset`).toMatch(/ \d+w, .+ \d+w/);
    expect.soft(first[0]?.getAttribute("sizes") ?? "", `${path}: the priority image's sizes`).not.toBe("");
    // The rest: lazy, or eager at normal priority (a headshot in the first screen); none competes with the first.
    const eager = images.filter((image) => image !== first[0] && image.getAttribute("loading") !== "lazy");
    for (const image of eager) expect.soft(image.getAttribute("fetchpriority"), `${path}: ${image.getAttribute("src")}`).not.toBe("high");
    expect.soft(eager.length, `${path}: eager images besides the first`).toBeLessThanOrEqual(2);
  }
});

test("a showcase's first hero photo is preloaded from the HTML's head with its srcset, sizes and high priority", async ({ page }) => {
  const { document } = await crawl(page, `/showcase/${SHOWCASE}`);
  const hero = document.querySelector('#root section[aria-roledescription="carousel"] img');
  expect(hero?.getAttribute("fetchpriority")).toBe("high");
  const srcset = hero?.getAttribute("srcset") ?? "";
  expect(srcset).toMatch(/-640w\.webp 640w, .+-1280w\.webp 1280w, .+ 1920w$/);

  const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
  const heroPreload = preloads.filter((link) => link.getAttribute("fetchpriority") === "high");
  expect(heroPreload).toHaveLength(1);
  expect(heroPreload[0]?.getAttribute("imagesrcset")).toBe(srcset);
  expect(heroPreload[0]?.getAttribute("imagesizes")).toBe(hero?.getAttribute("sizes"));
  // Before the stylesheet and the app's script, so the browser asks for it first.
  const headTags = [...document.head.children];
  const script = headTags.findIndex((tag) => tag.matches('script[type="module"]'));
  expect(headTags.indexOf(heroPreload[0]!)).toBeLessThan(script);
});

test("on a phone (412 px at DPR 1.75) the hero loads one file, its 1280w copy, before any other photo", async ({ browser }) => {
  // The screen too: the project's desktop screen (1920 wide) would be the device-width the page's
  // meta viewport asks for.
  const phone = { width: 412, height: 823 };
  const context = await browser.newContext({ viewport: phone, screen: phone, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const photos: string[] = [];
  page.on("request", (request) => {
    if (/\/showcase-media\/.+\/photo-\d+(-\d+w)?\.webp$/.test(request.url())) photos.push(new URL(request.url()).pathname.split("/").pop()!);
  });
  await page.goto(`/showcase/${SHOWCASE}`, { waitUntil: "load" });
  // What the page asked for up to its load event (later, the lazy gallery and the lightbox load more).
  const untilLoad = [...photos];
  const hero = page.locator('section[aria-roledescription="carousel"] img').first();
  // (naturalWidth is the file's width over its density: 412 here, whichever file; currentSrc names the file.)
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => (image.complete ? image.currentSrc : ""))).toMatch(/photo-1-1280w\.webp$/);
  // The preload and the image agree: photo 1 is fetched once, in the phone's size, and first.
  expect(untilLoad.filter((name) => /^photo-1[.-]/.test(name))).toEqual(["photo-1-1280w.webp"]);
  expect(untilLoad[0]).toBe("photo-1-1280w.webp");
  await context.close();
});

test("a showcase's HTML names its house, its photos and its own 1200x630 preview image", async ({ page }) => {
  const got = await crawl(page, `/showcase/${SHOWCASE}`);
  expect(got.ogTitle).toBe("14 Old Mill Rd, Oldwick");
  const listing = got.jsonLd.find((node) => node["@type"] === "RealEstateListing") as { mainEntity: Record<string, unknown> } | undefined;
  const home = listing?.mainEntity;
  expect(home?.["@type"]).toBe("SingleFamilyResidence");
  expect(home?.address).toMatchObject({ streetAddress: "14 Old Mill Rd", addressLocality: "Oldwick", postalCode: "08858" });
  expect(home?.floorSize).toMatchObject({ value: 3420 });
  const photos = home?.image as string[];
  expect(photos.length).toBeGreaterThan(1);
  // The photos are in the markup itself, the hero first.
  const imageSources = [...got.document.querySelectorAll("img")].map((image) => image.getAttribute("src") ?? "");
  expect(imageSources.some((src) => src.includes("/storage/v1/"))).toBe(true);

  const ogPath = new URL(got.ogImage ?? "").pathname;
  expect(ogPath).toBe(`/og/showcase/${SHOWCASE}.jpg`);
  expect(got.document.querySelector('meta[property="og:image:width"]')?.getAttribute("content")).toBe("1200");
  expect(got.document.querySelector('meta[property="og:image:height"]')?.getAttribute("content")).toBe("630");
  const image = await page.request.get(ogPath);
  expect(image.status()).toBe(200);
  const { width, height, format } = await sharp(await image.body()).metadata();
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
});

test("a post's HTML points its link preview at its own 1200x630 JPEG, not the WebP cover", async ({ page }) => {
  const got = await crawl(page, `/blog/${POST}`);
  const ogPath = new URL(got.ogImage ?? "").pathname;
  expect(ogPath).toBe(`/og/blog/${POST}.jpg`);
  expect(got.document.querySelector('meta[name="twitter:image"]')?.getAttribute("content")).toBe(got.ogImage);
  expect(got.document.querySelector('meta[property="og:image:width"]')?.getAttribute("content")).toBe("1200");
  expect(got.document.querySelector('meta[property="og:image:height"]')?.getAttribute("content")).toBe("630");
  const image = await page.request.get(ogPath);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toContain("image/jpeg");
  const { width, height, format } = await sharp(await image.body()).metadata();
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
});

test("unknown paths answer the not-found page with status 404; the app shell serves showcases newer than the build", async ({ page }) => {
  const missing = await crawl(page, "/no-such-page");
  expect(missing.status).toBe(404);
  expect(missing.h1).toEqual(["Page Not Found"]);
  expect(missing.robots).toBe("noindex, follow");
  const newer = await crawl(page, "/showcase/built-after-the-build");
  expect(newer.status).toBe(200);
  expect(newer.text).toBe("");
});

/** Console messages that mean a hydration problem or a React error. */
function reactProblems(page: Page): string[] {
  const problems: string[] = [];
  const isProblem = (text: string) => /hydrat|did not match|Minified React error|server rendered|React/i.test(text);
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || (message.type() === "warning" && isProblem(message.text()))) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test("prerendered pages hydrate in place, without a mismatch or a React error", async ({ page }) => {
  const problems = reactProblems(page);
  // The <h1> the HTML brought, taken before the app starts (main.tsx waits for the page's modules).
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { __prerenderedH1?: Element | null }).__prerenderedH1 = document.querySelector("h1");
    });
  });
  for (const path of ["/", "/hunterdon", "/appraisals/purchase", "/faqs", "/blog", `/blog/${POST}`, `/showcase/${SHOWCASE}`]) {
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
    // Hydrated, not rendered again from scratch: the heading in the page is the very element of the HTML.
    const sameHeading = await page.evaluate(() => {
      const before = (window as unknown as { __prerenderedH1?: Element | null }).__prerenderedH1;
      return Boolean(before) && before === document.querySelector("h1");
    });
    expect.soft(sameHeading, `${path}: the prerendered <h1> was replaced`).toBe(true);
  }
  expect(problems).toEqual([]);
  // Data older than its query's freshness is refreshed in the background after hydration (the
  // HTML can be days old); no page shows a loading state for it (the test above holds the API).
});

test("the content shows before any API call answers, and the page then works", async ({ page }) => {
  const problems = reactProblems(page);
  // Hold every API call: what shows comes from the HTML alone.
  await page.route(/\/(rest|functions|storage)\/v1\//, () => new Promise(() => {}));
  await page.goto(`/showcase/${SHOWCASE}`, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "14 Old Mill Rd" })).toBeVisible();
  await expect(page.getByText("Oldwick, NJ 08858").first()).toBeVisible();
  // Then hydrated (still with no API answer): the photo lightbox opens from the page's own data.
  await waitForApp(page);
  await page.getByRole("button", { name: /^Open photo 1 of \d+$/ }).click();
  await expect(page.getByRole("dialog", { name: "Photos of 14 Old Mill Rd" })).toBeVisible();

  await page.goto("/faqs");
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  // Hydrated: a question (the browser's own disclosure, open without JavaScript) shows the
  // feedback buttons React renders once it is opened.
  const basics = page.locator("#appraisal-basics");
  await basics.locator("summary", { hasText: "What is a home appraisal?" }).click();
  await expect(basics.getByRole("group", { name: "Was this answer helpful?" })).toBeVisible();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  expect(problems).toEqual([]);
});

test("a marketer's openQuote link loads the prerendered page, then opens the quote", async ({ page }) => {
  const problems = reactProblems(page);
  await page.goto("/hunterdon?openQuote=true&service=appraisal");
  // The open dialog hides the page from the accessibility tree, so the heading is found as markup.
  await expect(page.locator("h1")).toContainText("Hunterdon");
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(problems).toEqual([]);
});

test("a showcase made public after the build opens through the fallback with its data", async ({ page }) => {
  const slug = `e2e-after-build-${randomUUID().slice(0, 8)}`;
  await withE2eDatabase((db) =>
    db.query(
      `insert into public.property_showcases (slug, property_address, property_city, property_zip, is_public, bedrooms, bathrooms, sqft)
       values ($1, '77 Orchard Way', 'Clinton', '08809', true, 3, 2, 1850)`,
      [slug],
    ),
  );
  try {
    const problems = reactProblems(page);
    await page.goto(`/showcase/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "77 Orchard Way" })).toBeVisible();
    await expect(page.getByText("Clinton, NJ 08809").first()).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await withE2eDatabase((db) => db.query("delete from public.property_showcases where slug = $1", [slug]));
  }
});
