import type { Locator, Page } from "@playwright/test";
import { blockingViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/**
 * axe-core in Chromium, every rule (WCAG 2.x A/AA and best practices) with the page's real CSS,
 * on one page of each template of the route table (src/app/router.tsx) once its data has
 * loaded, with its accordions open where it has them: no serious or critical violation.
 *
 * Pages that share a template with one below (the other 12 county pages, the other 14
 * appraisal pages, /privacy-policy and /terms-of-service) get axe's structure rules in
 * src/app/routes/page-accessibility.test.tsx; their colours and sizes are the template's.
 * Data pages use rows of supabase/seed.sql (a public showcase, a published blog post).
 */

const SEED_SHOWCASE_SLUG = "14-old-mill-road-tewksbury";
const SEED_BLOG_SLUG = "what-to-expect-from-your-home-appraisal-inspection";

interface AxePage {
  path: string;
  name: string;
  /** What shows once the page's data has loaded. */
  ready: (page: Page) => Locator;
  /** Puts the page in the state to check (an accordion open, a form's errors shown). */
  prepare?: (page: Page) => Promise<void>;
  /** Reached inside the app: a full load of the address serves something else. */
  inApp?: boolean;
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { level: 1, name });

/** The FAQ page's questions are native disclosures (docs/decisions/053): open the first, and wait for its feedback control. */
async function openFirstFaqQuestion(page: Page): Promise<void> {
  const question = page.locator("main details").first();
  await question.locator("summary").click();
  await expect(question).toHaveJSProperty("open", true);
  await expect(question.getByRole("group", { name: "Was this answer helpful?" })).toBeVisible();
}

async function openFirstAccordionItem(page: Page): Promise<void> {
  // Held by its position among all the page's accordion buttons, which stays put once it opens.
  const buttons = page.locator("main button[aria-expanded]");
  const index = await buttons.evaluateAll((list) => list.findIndex((button) => button.getAttribute("aria-expanded") === "false"));
  expect(index, "the page has a closed accordion item").toBeGreaterThanOrEqual(0);
  await buttons.nth(index).click();
  await expect(buttons.nth(index)).toHaveAttribute("aria-expanded", "true");
}

const pages: AxePage[] = [
  {
    path: "/",
    name: "home, a FAQ answer open and the testimonials paused",
    ready: (page) => page.getByText("Appraisals from $450"),
    prepare: async (page) => {
      await page.getByRole("button", { name: "How much does a home appraisal cost?" }).click();
      await page.getByRole("button", { name: "Pause testimonials" }).click();
      await expect(page.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    },
  },
  { path: "/about", name: "about", ready: h1(/^About /) },
  { path: "/services", name: "services", ready: (page) => page.getByText(/^From \$\d+/).first() },
  { path: "/showcase", name: "showcase listing (properties)", ready: (page) => page.getByRole("link", { name: /^View Property: / }).first() },
  { path: "/showcase?tab=portfolio", name: "showcase listing (portfolio)", ready: (page) => page.getByRole("button", { name: /^View / }) },
  { path: "/blog", name: "blog", ready: (page) => page.getByRole("navigation", { name: "Blog pages" }) },
  { path: `/blog/${SEED_BLOG_SLUG}`, name: "blog post", ready: (page) => page.getByRole("button", { name: /Play video/ }) },
  { path: "/sitemap.xml", name: "sitemap page", inApp: true, ready: (page) => page.getByLabel("Sitemap XML") },
  { path: "/faqs", name: "FAQ, a question open", ready: h1("Frequently Asked Questions"), prepare: openFirstFaqQuestion },
  {
    path: "/contact",
    name: "contact, with the form's error messages",
    ready: h1("Contact Us"),
    prepare: async (page) => {
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("First name is required")).toBeVisible();
    },
  },
  { path: "/privacy", name: "privacy", ready: h1("Privacy Policy") },
  { path: "/terms", name: "terms", ready: h1("Terms of Service") },
  { path: "/thank-you", name: "thank-you", ready: h1("Thank You!") },
  { path: "/hunterdon", name: "county page, a FAQ answer open", ready: (page) => page.getByText(/^From \$\d+/).first(), prepare: openFirstAccordionItem },
  { path: "/appraisals/purchase", name: "appraisal page, a common question open", ready: h1("Purchase Appraisal"), prepare: openFirstAccordionItem },
  { path: `/showcase/${SEED_SHOWCASE_SLUG}`, name: "showcase detail", ready: (page) => page.getByRole("button", { name: /^Open photo 1 of / }) },
  { path: "/no-such-page", name: "not-found", ready: h1("Page Not Found") },
];

for (const entry of pages) {
  test(`${entry.name} (${entry.path}) has no serious or critical axe violation`, async ({ page }) => {
    if (entry.inApp) {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.evaluate((path) => {
        window.history.pushState({}, "", path);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }, entry.path);
    } else {
      await page.goto(entry.path);
    }
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(entry.ready(page).first()).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await entry.prepare?.(page);

    const blocking = await blockingViolations(page);
    expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
  });
}

test("at phone width, the site header's home link is named with the short name it shows (label in name)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const home = page.getByRole("banner").getByRole("link", { name: /, home$/ });
  const shown = (await home.innerText()).trim();
  expect(shown.length).toBeGreaterThan(0);
  // The accessible name comes from aria-label: it holds the text shown (WCAG 2.5.3).
  expect(await home.getAttribute("aria-label")).toContain(shown);
  const blocking = await blockingViolations(page, "header");
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
});

test("the check itself fails on a serious violation (an unlabeled field, an image without alt)", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.id = "axe-probe";
    probe.innerHTML = '<input type="text"><img src="/favicon.svg" width="10" height="10">';
    document.querySelector("main")?.append(probe);
  });
  const rules = (await blockingViolations(page, "#axe-probe")).map((violation) => violation.rule);
  expect(rules).toEqual(expect.arrayContaining(["label", "image-alt"]));
});
