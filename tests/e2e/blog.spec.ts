import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { SITE_REBUILD_MESSAGES } from "../../src/entities/site-build/domain/rebuild-messages.ts";
import { hostilePostHtml } from "../msw/fixtures/blns-script-injection";
import { blockingViolations } from "./axe";
import { e2eRows, withE2eDatabase } from "./database";
import { expect, recordCspViolations, test, waitForApp } from "./fixtures";
import { addOwner, signInFirstTime } from "./owner-sign-in";

// Tests add posts and another counts them: run this file's tests one after another (and the
// posts added here only here, never in another file that could run beside this one).
test.describe.configure({ mode: "serial" });

const cards = (page: Page) => page.locator("#blog-articles article");

test("the blog paginates, filters by category and searches", async ({ page }) => {
  await page.goto("/blog");
  const featured = page.locator("article", { hasText: "Featured" });
  await expect(featured.getByRole("heading", { level: 2, name: "Why New Jersey Property Taxes Are So High" })).toBeVisible();
  // 15 published posts: the featured one, then 9 and 5.
  await expect(cards(page)).toHaveCount(10);
  const pages = page.getByRole("navigation", { name: "Blog pages" });
  await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("button", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByText("Featured", { exact: true })).toHaveCount(0);
  await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();

  await page.getByRole("button", { name: "History (2)" }).click();
  await expect(page).toHaveURL(/\/blog\?category=history$/);
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole("navigation", { name: "Blog pages" })).toHaveCount(0);
  await page.getByRole("button", { name: "History (2)" }).click();

  await page.getByLabel("Search articles").fill("PMI");
  await expect(page).toHaveURL(/\/blog\?q=PMI$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole("heading", { name: "Removing PMI: How a New Appraisal Can Lower Your Monthly Payment" })).toBeVisible();
  await page.getByLabel("Search articles").fill("no article says this");
  await expect(page.getByText("No articles found")).toBeVisible();

  await page.goto("/blog");
  await cards(page).getByRole("link", { name: "Removing PMI: How a New Appraisal Can Lower Your Monthly Payment" }).click();
  await expect(page).toHaveURL(/\/blog\/removing-pmi-with-a-new-appraisal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Removing PMI: How a New Appraisal Can Lower Your Monthly Payment" })).toBeVisible();
  await expect(page.getByText("Homeowners Protection Act")).toBeVisible();
});

test("a post whose HTML holds the blns script-injection strings runs none of them", async ({ page, cspViolations }) => {
  const slug = `e2e-hostile-${randomUUID().slice(0, 8)}`;
  await withE2eDatabase((db) =>
    db.query(
      `insert into public.blog_posts (title, slug, content, excerpt, published, read_time, category_id)
       values ($1, $2, $3, $4, true, 3, (select id from public.blog_categories where slug = 'technology'))`,
      ["Reading a hostile tax record", slug, hostilePostHtml(), "A post full of script-injection strings."],
    ),
  );
  try {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Reading a hostile tax record" })).toBeVisible();
    const content = page.getByTestId("post-content");
    await expect(content.getByText("Block and lot identify the parcel.")).toBeVisible();
    // Give anything that was going to fire (onerror of a broken image, autofocus handlers) time to.
    await page.mouse.move(200, 400);
    await page.keyboard.press("Tab");
    await page.waitForTimeout(1000);
    expect(await content.locator("script, iframe, svg, object, embed, style").count()).toBe(0);
    const handlerAttributes = await content.evaluate((root) =>
      [...root.querySelectorAll("*")].flatMap((element) => [...element.attributes].filter((attribute) => attribute.name.startsWith("on") || /^\s*javascript:/i.test(attribute.value)).map((attribute) => `${element.tagName} ${attribute.name}`)),
    );
    expect(handlerAttributes).toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    // The browser refuses the post's inline event handlers while the sanitizer parses them, and
    // reports each (docs/decisions/058): expected here, and nothing else may be.
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations.filter((text) => !/script-src-attr|inline event handler/.test(text))).toEqual([]);
    cspViolations.length = 0;
  } finally {
    await withE2eDatabase((db) => db.query("delete from public.blog_posts where slug = $1", [slug]));
  }
});

test("the newsletter answers 'Already subscribed!' the second time", async ({ page }) => {
  const email = `e2e-reader-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/blog");
  const field = page.getByLabel("Email address");
  await field.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Successfully subscribed!")).toBeVisible();
  await expect(field).toHaveValue("");
  await field.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Already subscribed!")).toBeVisible();
  await expect(page.getByText("This email is already subscribed to our blog updates.")).toBeVisible();
  const rows = await e2eRows<{ count: string }>("select count(*) from public.blog_subscribers where lower(email) = lower($1)", [email]);
  expect(Number(rows[0]?.count)).toBe(1);
});

test("the build ships sitemap.xml with the public pages and robots.txt pointing at it", async ({ request, baseURL }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(locs).toEqual(expect.arrayContaining(["/", "/services", "/blog", "/hunterdon", "/appraisals/tax-appeal", "/showcase/14-old-mill-road-tewksbury", "/blog/removing-pmi-with-a-new-appraisal"]));
  expect(locs).not.toContain("/showcase/5-lake-shore-drive-sparta");
  expect(locs).not.toContain("/blog/spring-2027-market-preview");
  expect(locs).not.toContain("/privacy");
  expect(locs).not.toContain("/terms");
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain("User-agent: *");
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  expect(baseURL).toBeTruthy();
});

test("the /sitemap.xml page shows the sitemap function's XML when reached in the app", async ({ page }) => {
  await page.goto("/blog");
  await page.evaluate(() => {
    window.history.pushState({}, "", "/sitemap.xml");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1, name: "Sitemap" })).toBeVisible();
  const block = page.getByLabel("Sitemap XML");
  await expect(block).toContainText("<urlset");
  await expect(block).toContainText("/showcase/14-old-mill-road-tewksbury</loc>");
});

/** Collects what would show that a page ran a post's script: dialogs, page errors, window.__xss. */
function watchForScripts(page: Page): { dialogs: string[]; errors: string[] } {
  const seen = { dialogs: [] as string[], errors: [] as string[] };
  page.on("dialog", (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => seen.errors.push(error.message));
  return seen;
}

/** Elements and attributes in `root` that could run a script. */
async function runnableIn(page: Page, testId: string): Promise<string[]> {
  const root = page.getByTestId(testId);
  const tags = await root.locator("script, iframe, svg, object, embed, style").count();
  const attributes = await root.evaluate((element) =>
    [...element.querySelectorAll("*")].flatMap((child) => [...child.attributes].filter((attribute) => attribute.name.startsWith("on") || /^\s*javascript:/i.test(attribute.value)).map((attribute) => `${child.tagName} ${attribute.name}`)),
  );
  return [...(tags > 0 ? [`${tags} runnable elements`] : []), ...attributes];
}

test("the owner writes a post in Markdown with a script, an onerror and javascript: links on a phone, publishes it, and nothing of it runs on the public page served before any rebuild", async ({ page, browser, cspViolations }) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 8);
  const title = `Tax records, read safely ${tag}`;
  const slug = `tax-records-read-safely-${tag}`;
  const laterSlug = `next-week-${tag}`;
  const markdown = [
    "## Safe heading",
    "",
    "A **safe** paragraph before the hostile part.",
    "",
    "[call me](javascript:window.__xss=5)",
    "",
    '<img src="missing.png" onerror="window.__xss = 6; alert(6)">',
    "",
    "<script>window.__xss = 7; alert(7)</script>",
    "",
    hostilePostHtml(),
  ].join("\n");
  const desk = watchForScripts(page);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = await addOwner("blog");
    await page.goto("/owner/sign-in");
    await signInFirstTime(page, email);
    await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Blog" }).click();
    await page.getByRole("link", { name: "New post" }).click();
    await page.getByLabel(/^Title/).fill(title);
    await expect(page.getByLabel(/^Address/)).toHaveValue(slug);
    await page.getByLabel(/^Category/).selectOption({ label: "Technology" });
    await page.getByLabel(/^Excerpt/).fill("What a county record says, and what it never runs.");
    // A camera-sized photo made by the test: converted in the browser and uploaded as the cover's sizes.
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 40, g: 90, b: 140 } } }).jpeg().toBuffer();
    await page.getByLabel("Choose a cover image").setInputFiles({ name: "porch.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(page.getByRole("img", { name: "The post's cover" })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel(/^Post text/).fill("## Safe heading\n\nA **safe** paragraph.");
    // The editor itself on a phone (the post's own images are the owner's to describe).
    const editorViolations = await blockingViolations(page);
    expect(editorViolations, `the editor, 390 px: ${JSON.stringify(editorViolations, null, 2)}`).toEqual([]);
    await page.getByLabel(/^Post text/).fill(markdown);
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByTestId("post-preview").getByRole("heading", { name: "Safe heading" })).toBeVisible();
    await expect(page.getByTestId("post-preview").getByText("Block and lot identify the parcel.")).toBeVisible();
    expect(await runnableIn(page, "post-preview")).toEqual([]);

    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByTestId("publication-status")).toHaveText(/^Published .+ Eastern$/);
    // The e2e stack has no build hook: the desk says the site must be rebuilt.
    await expect(page.getByText(SITE_REBUILD_MESSAGES.noHook)).toBeVisible();
    const [row] = await e2eRows<{ content: string; content_markdown: string; published: boolean; featured_image: string }>(
      "select content, content_markdown, published, featured_image from public.blog_posts where slug = $1",
      [slug],
    );
    expect(row?.published).toBe(true);
    expect(row?.content_markdown).toContain("<script>window.__xss = 7");
    expect(row?.content).toContain("<h2>Safe heading</h2>");
    expect(row?.featured_image).toMatch(/^\/storage\/v1\/object\/public\/blog-images\/covers\/[0-9a-f]{16}\/porch-[0-9a-f]+\.webp$/);
    // Stored sanitized: no script element, no handler attribute, no javascript: URL in a tag (the strings may stay as text).
    expect(row?.content).not.toMatch(/<script/i);
    expect(row?.content).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(row?.content).not.toMatch(/<[^>]*=\s*"\s*javascript:/i);

    // A second post, scheduled for next week, is not public yet.
    await page.goto("/owner/blog/new");
    await page.getByLabel(/^Title/).fill(`Next week ${tag}`);
    await page.getByLabel(/^Post text/).fill("Coming soon.");
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Date").fill(nextWeek);
    await page.getByLabel("Time").fill("09:00");
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByTestId("publication-status")).toHaveText(/^Scheduled: public from .+ 9:00 AM Eastern$/);

    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(desk).toEqual({ dialogs: [], errors: [] });

    // A visitor, before any rebuild: the build has no page for the post, so the host serves the app shell, which shows it.
    const visitorContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    await recordCspViolations(visitorContext, cspViolations);
    const visitor = await visitorContext.newPage();
    const seen = watchForScripts(visitor);
    const response = await visitor.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
    await waitForApp(visitor);
    expect(await response?.text()).not.toContain(title);
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const cover = visitor.getByRole("img", { name: `Illustration for the article ${title}` });
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { message: "the cover loads from storage" }).toBe(true);
    const content = visitor.getByTestId("post-content");
    await expect(content.getByRole("heading", { name: "Safe heading" })).toBeVisible();
    await expect(content.getByText("Block and lot identify the parcel.")).toBeVisible();
    await content.getByText("call me").click();
    await visitor.mouse.move(200, 400);
    await visitor.keyboard.press("Tab");
    // Give anything that was going to fire (a broken image's onerror, a focus handler) time to.
    await visitor.waitForTimeout(1000);
    expect(await runnableIn(visitor, "post-content")).toEqual([]);
    expect(await visitor.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(seen).toEqual({ dialogs: [], errors: [] });
    await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}$`));

    await visitor.goto(`/blog/${laterSlug}`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Blog post not found" })).toBeVisible();
    await visitorContext.close();
    // The desk's preview parses the hostile HTML before it is cleaned, and the browser refuses its
    // inline handlers (docs/decisions/058): those reports are expected, and nothing else may be.
    expect(cspViolations.filter((text) => !/script-src-attr|inline event handler/.test(text))).toEqual([]);
    cspViolations.length = 0;
  } finally {
    await withE2eDatabase((db) => db.query("delete from public.blog_posts where slug = any($1)", [[slug, laterSlug]]));
  }
});
