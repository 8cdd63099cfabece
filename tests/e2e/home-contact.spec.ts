import type { Page } from "@playwright/test";
import { coveredCounties } from "../../supabase/functions/_shared/domain/covered-counties.ts";
import { e2eRows } from "./database.ts";
import { expect, test, waitForApp } from "./fixtures.ts";

/**
 * The home page and the contact page in real Chromium, against the built app and the
 * local stack (tests/e2e/global-setup.ts).
 */

test.describe("home page", () => {
  test("renders every section, with the price from the stack", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Jersey Real Estate Appraisals & Property Photography");
    await expect(page.getByText("Appraisals from $450")).toBeVisible();
    for (const name of [
      "Your Property At A Glance",
      "Recent Property Showcases",
      "What Our Clients Say",
      "How to Prepare for Your Appraisal",
      "Appraisals and media for every New Jersey property",
      "Meet Our Team",
      "Frequently Asked Questions",
      `Serving ${coveredCounties.length} New Jersey counties`,
      "Ready to get started?",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Client testimonials" })).toBeVisible();
    // The seed's three newest public showcases (the non-public one is newer still and must not show).
    const recent = page.locator("section", { has: page.getByRole("heading", { name: "Recent Property Showcases" }) });
    await expect(recent.locator("ul").first().locator(":scope > li")).toHaveCount(3);
    await expect(recent.locator('a[href="/showcase/22-cherry-lane-westfield"]').first()).toBeVisible();
    await expect(recent.locator('a[href="/showcase/5-lake-shore-drive-sparta"]')).toHaveCount(0);
    for (const slug of ["purchase", "refinance", "estate", "pmi-removal"]) {
      await expect(page.locator(`main a[href="/appraisals/${slug}"]`).first()).toBeVisible();
    }
    const business = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
    );
    expect(business.some((item) => JSON.stringify(item).includes('"ratingValue":4.9') && JSON.stringify(item).includes('"reviewCount":127'))).toBe(true);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og-image\.png$/);
    expect(errors).toEqual([]);
  });

  test("finds a property from the county records and opens the quote on it", async ({ page }) => {
    const [parcel] = await e2eRows<{ prop_street: string }>(
      "select prop_street from public.nj_parcels where property_class = '2' and prop_street ~ '^[0-9]+ ' and county_name ilike 'hunterdon%' order by gis_pin limit 1",
    );
    expect(parcel).toBeDefined();
    await page.goto("/");
    await page.getByLabel("Property address").fill(parcel!.prop_street);
    const results = page.getByRole("list", { name: "Properties found" });
    await expect(results).toBeVisible();
    const count = await results.getByRole("listitem").count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    const quote = results.getByRole("link", { name: /Get a quote for this property/ }).first();
    await quote.click();
    await expect(page).toHaveURL(/[?&]openQuote=true/);
    await expect(page).toHaveURL(/[?&]pin=[^&]+/);
  });

  test("an address typed before the search has hydrated is searched once it has (a quick visitor on a slow phone)", async ({ page }) => {
    const [parcel] = await e2eRows<{ prop_street: string }>(
      "select prop_street from public.nj_parcels where property_class = '2' and prop_street ~ '^[0-9]+ ' and county_name ilike 'hunterdon%' order by gis_pin limit 1",
    );
    // Hold the search widget's code, so the address goes into the prerendered page's input.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/property-at-a-glance-search-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    const input = page.getByLabel("Property address");
    await input.fill(parcel!.prop_street);
    await expect(page.getByText("Type at least 3 characters of an address to search.")).toBeVisible();
    release();
    await expect(page.getByRole("list", { name: "Properties found" })).toBeVisible();
    await expect(input).toHaveValue(parcel!.prop_street);
  });

  test("the page counts as ready only once its widgets have hydrated: the FAQ answers while its code is held, then opens", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/faq-accordion-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // (The fixture's goto waits for readiness, which this page cannot reach while the code is held.)
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForLoadState("load");
    await expect(page.getByRole("heading", { name: "Your Property At A Glance" })).toBeVisible();
    await page.waitForTimeout(1500);
    // The rest of the page has hydrated, but not the FAQ: the app is not ready.
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-app-ready"))).toBe(false);
    release();
    await waitForApp(page);
    await page.getByRole("button", { name: "How much does a home appraisal cost?" }).click();
    await expect(page.getByText(/Our appraisals start at \$450 for homes under 1,500 sq ft/)).toBeVisible();
  });

  test("the testimonials rotate every 5 s, and stop while hovered", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    const slide = carousel.getByRole("group");
    await expect(slide).toHaveAttribute("aria-label", /^1 of \d+$/);
    await page.clock.fastForward(5100);
    await expect(slide).toHaveAttribute("aria-label", /^2 of \d+$/);
    await carousel.hover();
    await page.clock.fastForward(15_000);
    await expect(slide).toHaveAttribute("aria-label", /^2 of \d+$/);
    await carousel.getByRole("button", { name: "Next testimonial" }).press("Enter");
    await expect(slide).toHaveAttribute("aria-label", /^3 of \d+$/);
    await carousel.getByRole("button", { name: "Next testimonial" }).press("ArrowLeft");
    await expect(slide).toHaveAttribute("aria-label", /^2 of \d+$/);
  });

  test("the team video loads only on demand, privacy-enhanced", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (/youtube|ytimg|vimeo/.test(request.url())) videoRequests.push(request.url());
    });
    await page.goto("/");
    const play = page.getByRole("button", { name: /^Play video: / });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(videoRequests).toEqual([]);
    await play.click();
    await expect(page.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  test("the FAQ answers open one at a time", async ({ page }) => {
    await page.goto("/");
    const cost = page.getByRole("button", { name: "How much does a home appraisal cost?" });
    await cost.click();
    await expect(page.getByText(/Our appraisals start at \$450 for homes under 1,500 sq ft/)).toBeVisible();
    await page.getByRole("button", { name: "How long does an appraisal take?" }).click();
    await expect(cost).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("contact page", () => {
  /** Answers the browser's call to send-contact-email here, to see the page's failure state. */
  async function failSendContactEmail(page: Page) {
    await page.route("**/functions/v1/send-contact-email", async (route) => {
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Mail server unavailable" }) });
    });
  }

  test("shows the field messages, then sends a message through send-contact-email into contact_messages", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/functions/v1/send-contact-email")) sent.push(request.postData() ?? "");
    });
    // A unique address, so the row found is this test's.
    const email = `grace.${Date.now()}@example.com`;
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByRole("link", { name: /Frequently Asked Questions/ })).toHaveAttribute("href", "/faqs");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send Message" }) });

    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("First name is required")).toBeVisible();
    await expect(form.getByText("Message is required")).toBeVisible();
    await expect(page.getByText("Please correct the errors")).toBeVisible();
    expect(sent).toEqual([]);

    await form.getByLabel(/^First Name/).fill("Grace");
    await form.getByLabel(/^Last Name/).fill("Hopper");
    await form.getByLabel(/^Email/).fill(email.toUpperCase());
    await form.getByLabel(/^Phone/).fill("908-555-0101");
    const text = "I need an estate appraisal for a colonial in Readington Township. Is next week possible?";
    await form.getByLabel(/^Message/).fill(text);
    await expect(form.getByText(`${text.length}/1000`)).toBeVisible();
    await expect(form.getByText("First name is required")).toHaveCount(0);

    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thank You for Contacting Us!" })).toBeVisible();
    const rows = await e2eRows<{ first_name: string; last_name: string; email: string; phone: string | null; message: string }>(
      "select first_name, last_name, email, phone, message from public.contact_messages where email = $1",
      [email],
    );
    expect(rows).toEqual([{ first_name: "Grace", last_name: "Hopper", email, phone: "908-555-0101", message: text }]);
    // The invalid submit sent nothing: one request in all.
    expect(sent).toHaveLength(1);
    expect(await page.evaluate(() => window.localStorage.getItem("njpr.contact-draft.v1"))).toBeNull();

    await page.getByRole("button", { name: "Send Another Message" }).click();
    await expect(form.getByLabel(/^First Name/)).toHaveValue("");
  });

  test("keeps the draft across a reload, and keeps it when sending fails", async ({ page }) => {
    // A real failure of the function cannot be provoked from the browser: answer 500 here.
    await failSendContactEmail(page);
    await page.goto("/contact");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send Message" }) });
    await form.getByLabel(/^First Name/).fill("Alan");
    await form.getByLabel(/^Last Name/).fill("Turing");
    await form.getByLabel(/^Email/).fill("alan@example.com");
    await form.getByLabel(/^Message/).fill("Could you photograph a farmhouse in Tewksbury?");
    await expect(form.getByText(/^Draft saved at /)).toBeVisible();

    await page.reload();
    await expect(form.getByLabel(/^Email/)).toHaveValue("alan@example.com");
    await expect(form.getByLabel(/^Message/)).toHaveValue("Could you photograph a farmhouse in Tewksbury?");
    await expect(form.getByText(/^Draft restored\. Draft saved at /)).toBeVisible();

    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please try again or contact us directly at" })).toBeVisible();
    await expect(page.getByRole("alert").getByRole("link", { name: "info@gardenstateappraisals.com" })).toBeVisible();
    await page.reload();
    await expect(form.getByLabel(/^Email/)).toHaveValue("alan@example.com");
  });
});
