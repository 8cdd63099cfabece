import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { hostilePostHtml } from "../msw/fixtures/blns-script-injection";
import { e2eRows, withE2eDatabase } from "./database";
import { expect, test } from "./fixtures";

// One test adds a post and another counts them: run this file's tests one after another.
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
