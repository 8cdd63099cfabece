import AxeBuilder from "@axe-core/playwright";
import { appraisalTypes } from "../../src/content/appraisal-types.ts";
import { coveredCounties } from "../../src/content/counties.ts";
import { expect, test } from "./fixtures.ts";

/**
 * axe-core on every route of the route table (src/app/router.tsx) once its content has
 * loaded: no serious or critical WCAG 2.x A/AA violation is allowed. Data pages use rows
 * of supabase/seed.sql (a public showcase, a published blog post).
 */

const SEED_SHOWCASE_SLUG = "14-old-mill-road-tewksbury";
const SEED_BLOG_SLUG = "what-to-expect-from-your-home-appraisal-inspection";

const routes: { path: string; name: string; inApp?: boolean }[] = [
  { path: "/", name: "home" },
  { path: "/about", name: "about" },
  { path: "/services", name: "services" },
  { path: "/showcase", name: "showcase listing (properties)" },
  { path: "/showcase?tab=portfolio", name: "showcase listing (portfolio)" },
  { path: "/gallery", name: "gallery (redirects to the portfolio)" },
  { path: "/blog", name: "blog" },
  { path: `/blog/${SEED_BLOG_SLUG}`, name: "blog post" },
  { path: "/faqs", name: "FAQ" },
  { path: "/contact", name: "contact" },
  { path: "/privacy", name: "privacy" },
  { path: "/privacy-policy", name: "privacy (second route)" },
  { path: "/terms", name: "terms" },
  { path: "/terms-of-service", name: "terms (second route)" },
  { path: "/thank-you", name: "thank-you" },
  // The address itself serves the build's XML file; the page is reached inside the app.
  { path: "/sitemap.xml", name: "sitemap page", inApp: true },
  // Every county page: each has its own copy, municipality list and neighbours.
  ...coveredCounties.map((county) => ({ path: `/${county.slug}`, name: `county: ${county.titleName}` })),
  { path: `/appraisals/${appraisalTypes[0]!.slug}`, name: "appraisal type" },
  { path: `/showcase/${SEED_SHOWCASE_SLUG}`, name: "showcase detail" },
  { path: "/no-such-page", name: "not-found" },
];

const BLOCKING = new Set(["serious", "critical"]);

for (const route of routes) {
  test(`${route.name} (${route.path}) has no serious or critical axe violation`, async ({ page }) => {
    if (route.inApp) {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.evaluate((path) => {
        window.history.pushState({}, "", path);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }, route.path);
      await expect(page.getByLabel("Sitemap XML")).toBeVisible();
    } else {
      await page.goto(route.path);
    }
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    // Let data-driven sections replace their loading states.
    await page.waitForLoadState("networkidle");
    await expect(page.getByText(/^Loading/)).toHaveCount(0);

    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    const blocking = results.violations
      .filter((violation) => BLOCKING.has(violation.impact ?? ""))
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
      }));
    expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
  });
}

test("the contact form's error state has no serious or critical axe violation", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  const results = await new AxeBuilder({ page }).include("form").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ""))).toEqual([]);
});

test("the home FAQ open and the testimonials paused have no serious or critical axe violation", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "How much does a home appraisal cost?" }).click();
  await page.getByRole("button", { name: "Pause testimonials" }).click();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ""))).toEqual([]);
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
  const results = await new AxeBuilder({ page }).include("#axe-probe").analyze();
  const rules = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? "")).map((violation) => violation.id);
  expect(rules).toEqual(expect.arrayContaining(["label", "image-alt"]));
});
