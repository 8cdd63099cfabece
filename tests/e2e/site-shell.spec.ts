import { appraisalTypes } from "../../src/content/appraisal-types.ts";
import { coveredCounties } from "../../supabase/functions/_shared/domain/covered-counties.ts";
import { expect, test } from "./fixtures.ts";

/** Every route of the route table with the heading a visitor must see, in three groups. */
const pageGroups: { name: string; pages: { path: string; heading: string | RegExp }[] }[] = [
  {
    name: "the fixed pages",
    pages: [
      { path: "/", heading: "New Jersey Real Estate Appraisals & Property Photography" },
      { path: "/about", heading: /^About / },
      { path: "/services", heading: "Appraisal & Property Photography Services" },
      { path: "/showcase", heading: "Property Showcases" },
      { path: "/showcase?tab=portfolio", heading: "Portfolio" },
      { path: "/blog", heading: "Appraisal & Real Estate Insights" },
      { path: "/faqs", heading: "Frequently Asked Questions" },
      { path: "/contact", heading: "Contact Us" },
      { path: "/privacy", heading: "Privacy Policy" },
      { path: "/privacy-policy", heading: "Privacy Policy" },
      { path: "/terms", heading: "Terms of Service" },
      { path: "/terms-of-service", heading: "Terms of Service" },
      { path: "/thank-you", heading: "Thank You!" },
    ],
  },
  {
    name: "the county pages",
    pages: coveredCounties.map((county) => ({ path: `/${county.slug}`, heading: `${county.titleName} Real Estate Appraisals` })),
  },
  // Each type's copy is its own chunk of the build (src/content/appraisals/page-content.ts).
  { name: "the 15 appraisal pages", pages: appraisalTypes.map((type) => ({ path: `/appraisals/${type.slug}`, heading: type.title })) },
];

// A full load of each address, one after the other in one page: each shows its heading and no page
// error. Soft assertions, so one run names every page that fails.
for (const group of pageGroups) {
  test(`${group.name} load with their heading and no page error`, async ({ page }) => {
    test.setTimeout(30_000 + group.pages.length * 10_000);
    const errors: string[] = [];
    let current = "";
    page.on("pageerror", (error) => errors.push(`${current}: ${error.message}`));
    for (const { path, heading } of group.pages) {
      current = path;
      await page.goto(path);
      await expect.soft(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
      await expect.soft(page.getByRole("heading", { name: "Page Not Found" }), path).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}

test.describe("content pages render in full", () => {
  test("/about: who we are, our mission and the three advantages", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Who we are" })).toBeVisible();
    await expect(main.getByText(/is a New Jersey appraisal and real estate photography company based in/)).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Our mission" })).toBeVisible();
    await expect(main.getByText(/^To give every client an accurate, well-supported value/)).toBeVisible();
    const advantages = main.getByRole("region", { name: "Why clients choose us" });
    await expect(advantages.getByRole("heading", { level: 3 })).toHaveText([
      "Fast, dependable turnaround",
      "Local market knowledge",
      "Licensed, insured, USPAP-compliant",
    ]);
  });

  for (const path of ["/privacy", "/privacy-policy"]) {
    test(`${path}: last modified June 18, 2025, numbered sections, not indexed`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main.getByText("Last modified June 18, 2025")).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: /^\d+\. / }).first()).toHaveText("1. Who We Are");
      await expect(main.getByRole("heading", { level: 2, name: "Children's Privacy" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    });
  }

  for (const path of ["/terms", "/terms-of-service"]) {
    test(`${path}: last modified June 18, 2025, the 17 numbered sections, not indexed`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main.getByText("Last modified June 18, 2025")).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: /^\d+\. / })).toHaveText([
        "1. Acceptance of These Terms",
        "2. Eligibility",
        "3. Our Services",
        "4. Quotes, Pricing and Payment",
        "5. Scheduling, Access and Cancellation",
        "6. Appraisal Reports",
        "7. Photography and Media",
        "8. Your Responsibilities",
        "9. Use of the Website",
        "10. Property Data and Third-Party Content",
        "11. Intellectual Property",
        "12. Privacy and Records",
        "13. Disclaimer of Warranties",
        "14. Limitation of Liability",
        "15. Time Limit for Claims",
        "16. Governing Law and Venue",
        "17. Changes to These Terms and Contact",
      ]);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    });
  }

  test("/thank-you: the three next steps, email and phone links, Return to Homepage", async ({ page }) => {
    await page.goto("/thank-you");
    const main = page.getByRole("main");
    await expect(main.getByText("Your request has been received. You'll get an invoice and a confirmation email within 24 hours.")).toBeVisible();
    const steps = main.getByRole("region", { name: "What happens next" });
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText(["Invoice & confirmation", "Appointment confirmation", "Service coordination"]);
    await expect(main.getByRole("link", { name: "info@gardenstateappraisals.com" })).toHaveAttribute("href", "mailto:info@gardenstateappraisals.com");
    await expect(main.getByRole("link", { name: "(908) 555-0134" })).toHaveAttribute("href", "tel:+19085550134");
    await main.getByRole("link", { name: "Return to Homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the not-found page links to home, /services and /contact", async ({ page }) => {
    await page.goto("/no-such-page");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/services");
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });
});

// A full load of /sitemap.xml gets the build's real sitemap file (what crawlers read);
// the in-app page is what the footer link opens (tests/e2e/blog.spec.ts checks the file).
test("the footer's Sitemap link opens the in-app sitemap page", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Sitemap" }).click();
  await expect(page).toHaveURL(/\/sitemap\.xml$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
  expect(errors).toEqual([]);
});

test("the showcase detail uses the reduced layout: no site header", async ({ page }) => {
  await page.goto("/showcase/14-old-mill-road-tewksbury");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("14 Old Mill Rd");
  await expect(page.getByRole("link", { name: "Get Free Quote" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: /main/i })).toHaveCount(0);
});

test("unknown paths show the not-found page", async ({ page }) => {
  for (const path of ["/no-such-page", "/atlantic", "/appraisals/no-such-type", "/blog/x/y"]) {
    await page.goto(path);
    await expect.soft(page.getByRole("heading", { level: 1 }), path).toHaveText("Page Not Found");
    await expect.soft(page.getByRole("main").getByRole("link", { name: /home/i }).first(), path).toBeVisible();
  }
});

test("/gallery?tab=aerial lands on the portfolio with the aerial filter, replacing history", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/gallery?tab=aerial");
  await expect(page).toHaveURL(/\/showcase\?tab=portfolio&serviceType=aerial$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portfolio");
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("the error boundary shows the spec's text and the error when a page throws", async ({ page }) => {
  await page.goto("/__test/throw");
  await expect(page.getByRole("heading", { name: "We hit a snag while loading this page" })).toBeVisible();
  await expect(page.getByText("A rendering error occurred. Our team will look into it. You can try refreshing the page.")).toBeVisible();
  await expect(page.locator("pre")).not.toBeEmpty();
});

test("the home page reads its starting price from the local stack", async ({ page }) => {
  await page.goto("/");
  // The seed's appraisal price for the under_1500 tier is 450 (425 is only the fallback).
  await expect(page.getByText("Appraisals from $450")).toBeVisible();
});

test("the header's nav reaches every section and Get Free Quote adds the quote parameters", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Home", "About", "Services", "Showcase", "Blog", "FAQs", "Contact"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await nav.getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  // The address changes before React has rendered the new page (a transition): wait for the page.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Appraisal & Property Photography Services");
  await page.getByRole("link", { name: "Get Free Quote" }).first().click();
  await expect(page).toHaveURL(/\/services\?.*openQuote=true/);
});

test("the mobile menu opens, navigates and closes at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: /menu/i });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "FAQs", exact: true }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  await expect(page.getByRole("button", { name: /menu/i })).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(0);
});
