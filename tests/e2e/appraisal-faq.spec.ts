import { appraisalTypes, type AppraisalTypeSlug } from "../../src/content/appraisal-types.ts";
import { loadAppraisalPageContent } from "../../src/content/appraisals/page-content.ts";
import { withE2eDatabase } from "./database.ts";
import { expect, test } from "./fixtures.ts";

/** The FAQ has 48 questions (src/content/faqs.test.ts checks the content itself). */
const FAQ_TOTAL = 48;

test.describe("appraisal service pages", () => {
  // One page of the template in the browser, for its real CSS (the sticky order card) and a clean
  // console; every one of the 15 pages has the same checks in src/app/routes/appraisal.test.tsx
  // and loads in Chromium in tests/e2e/site-shell.spec.ts.
  for (const type of appraisalTypes.filter((candidate) => candidate.slug === "purchase")) {
    test(`/appraisals/${type.slug} renders in full`, async ({ page }) => {
      const content = await loadAppraisalPageContent(type.slug as AppraisalTypeSlug);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/appraisals/${type.slug}`);

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(type.title);
      await expect(page).toHaveTitle(`${content.seoTitle} | Garden State Property Appraisals`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", content.seoDescription);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", content.keywords.join(", "));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/appraisals/${type.slug}$`));

      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Services", content.serviceName]);

      for (const title of [content.whatIsIt.title, content.whenNeeded.title, content.whyChooseUs.title, content.process.title, "Common Questions", "Related Services"]) {
        await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
      }
      await expect(page.getByText(content.whatIsIt.paragraphs[0]!)).toBeVisible();
      await expect(page.getByRole("region", { name: content.whenNeeded.title }).getByRole("listitem")).toHaveCount(content.whenNeeded.scenarios.length);
      await expect(page.getByRole("region", { name: content.process.title }).getByRole("listitem")).toHaveCount(5);
      await expect(page.getByRole("region", { name: "Common Questions" }).getByRole("button")).toHaveCount(content.commonQuestions.length);
      const related = page.getByRole("region", { name: "Related Services" }).getByRole("link");
      await expect(related).toHaveCount(3);
      for (const [index, slug] of content.relatedSlugs.entries()) {
        await expect(related.nth(index)).toHaveAttribute("href", `/appraisals/${slug}`);
      }

      const card = page.getByRole("complementary", { name: `Order a ${content.serviceName}` });
      await expect(card).toHaveCSS("position", "sticky");
      await expect(card.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
      await expect(card.getByRole("link", { name: "Request Quote Online" })).toHaveAttribute(
        "href",
        `/appraisals/${type.slug}?openQuote=true&service=appraisal&appraisalType=${type.slug}`,
      );
      expect(errors).toEqual([]);
    });
  }

  test("a common question opens and the related-service links navigate", async ({ page }) => {
    const content = await loadAppraisalPageContent("tax-appeal");
    await page.goto("/appraisals/tax-appeal");
    const question = content.commonQuestions[0]!;
    await page.getByRole("button", { name: question.question }).click();
    await expect(page.getByText(question.answer)).toBeVisible();

    await page.getByRole("region", { name: "Related Services" }).getByRole("link", { name: /Retrospective/ }).click();
    await expect(page).toHaveURL(/\/appraisals\/retrospective$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Retrospective (Date-of-Death) Appraisal");
  });

  test("'Request Quote Online' opens the quote dialog preset to appraisal and the page's type", async ({ page }) => {
    // A residential parcel of the stack's generated county records, to reach the request form.
    const parcel = await withE2eDatabase(async (client) => {
      const { rows } = await client.query<{ gis_pin: string; prop_street: string; zip: string }>(
        `select gis_pin, prop_street, zip from public.nj_parcels
          where upper(county_name) like 'SOMERSET%' and property_class = '2' and prop_street ~ '^[0-9]+ ' and sq_ft is not null
            and zip is not null
          order by gis_pin limit 1`,
      );
      return rows[0];
    });
    expect(parcel, "the local stack has Somerset parcels").toBeDefined();

    await page.goto("/appraisals/pmi-removal");
    await page.getByRole("complementary", { name: "Order a PMI Removal Appraisal" }).getByRole("link", { name: "Request Quote Online" }).click();
    await expect(page).toHaveURL(/\/appraisals\/pmi-removal\?openQuote=true&service=appraisal&appraisalType=pmi-removal$/);

    const dialog = page.getByRole("dialog", { name: "Get Your Free Quote" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: /^Appraisal/ })).toBeChecked();

    await dialog.getByLabel("Property address").fill(parcel!.prop_street);
    const option = dialog.getByRole("option").filter({ hasText: parcel!.prop_street }).filter({ hasText: parcel!.zip }).first();
    await option.click();
    await expect(dialog.getByLabel(/^Appraisal type/)).toHaveValue("PMI Removal");
    expect(new URL(page.url()).searchParams.get("appraisalType")).toBe("pmi-removal");
    // The page behind the dialog is still the appraisal page.
    await expect(page.getByRole("heading", { level: 1, includeHidden: true })).toHaveText("PMI Removal Appraisal");
  });

  test("an unknown type shows the not-found page", async ({ page }) => {
    await page.goto("/appraisals/commercial");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
});

test.describe("FAQ page", () => {
  test("renders in full with its structured data", async ({ page }) => {
    await page.goto("/faqs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(page.getByText("Updated January 2025")).toBeVisible();
    await expect(page.getByText(`Showing ${FAQ_TOTAL} of ${FAQ_TOTAL} questions`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "FAQ categories" }).getByRole("link")).toHaveCount(8);
    await expect(page.locator("section[id] h2")).toHaveCount(8);
    await expect(page.getByRole("complementary", { name: "Still have questions?" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready to Schedule Your Appraisal?" })).toBeVisible();

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.flatMap((text) => [JSON.parse(text)].flat() as { "@type": string; mainEntity?: unknown[] }[]);
    expect(types.find((block) => block["@type"] === "FAQPage")?.mainEntity).toHaveLength(FAQ_TOTAL);
    expect(types.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("search filters case-insensitively, hides the navigator, and shows the empty state", async ({ page }) => {
    await page.goto("/faqs");
    const search = page.getByRole("searchbox", { name: "Search FAQs" });
    await search.fill("ZELLE");
    await expect(page.getByText(`Showing 1 of ${FAQ_TOTAL} questions`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "FAQ categories" })).toHaveCount(0);
    await expect(page.locator("section[id] h2")).toHaveText(["Pricing & Payment"]);

    await search.fill("timeshare");
    await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
    await expect(
      page.getByText(`We couldn't find any FAQs matching "timeshare". Try different keywords or browse our categories above.`),
    ).toBeVisible();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(page.getByText(`Showing ${FAQ_TOTAL} of ${FAQ_TOTAL} questions`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "FAQ categories" })).toBeVisible();
  });

  test("a quick-answer card scrolls its category to 100 px below the top", async ({ page }) => {
    await page.goto("/faqs");
    await page.getByRole("button", { name: /^Photography Services/ }).click();
    await expect
      .poll(async () => page.locator("#photography-media").evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBe(100);
  });

  test("questions are native disclosures: one open per category, keyboard, screen-reader state, find-in-page", async ({ page }) => {
    await page.goto("/faqs");
    const pricing = page.locator("#pricing-payment");
    // Playwright gives <summary> no role; Chromium exposes it to screen readers as an expandable button.
    const questions = pricing.locator("summary");
    const first = questions.nth(0);
    const second = questions.nth(1);
    const axState = async (index: number) => {
      const cdp = await page.context().newCDPSession(page);
      const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: `#pricing-payment details:nth-of-type(${index + 1}) > summary` });
      const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
      await cdp.detach();
      const node = nodes[0]!;
      return { role: node.role?.value, name: node.name?.value, expanded: node.properties?.find((p) => p.name === "expanded")?.value.value };
    };
    const firstQuestion = (await first.locator("h3").textContent()) ?? "";
    // DisclosureTriangleGrouped: a summary of a <details name> group (an exclusive accordion).
    expect(await axState(0)).toEqual({ role: expect.stringMatching(/^DisclosureTriangle/), name: firstQuestion, expanded: false });
    await expect(first.locator("h3")).toHaveRole("heading");

    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first.locator("..")).toHaveJSProperty("open", true);
    expect((await axState(0)).expanded).toBe(true);
    await page.keyboard.press("ArrowDown");
    await expect(second).toBeFocused();
    await page.keyboard.press("Space");
    await expect(second.locator("..")).toHaveJSProperty("open", true);
    await expect(first.locator("..")).toHaveJSProperty("open", false);
    await page.keyboard.press("End");
    await expect(questions.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(first).toBeFocused();

    // Another category keeps its own open question.
    await page.locator("#appraisal-basics summary").first().click();
    await expect(second.locator("..")).toHaveJSProperty("open", true);

    // A closed answer is in the page, hidden: the browser's find-in-page searches it and opens its question.
    const closedAnswer = page.locator("#turnaround-reports details").first().locator("p");
    await expect(closedAnswer).toBeAttached();
    await expect(closedAnswer).toBeHidden();
  });

  test("helpful and not-helpful answers are stored in faq_feedback with their toasts", async ({ page }) => {
    const countRows = (questionId: string, helpful: boolean) =>
      withE2eDatabase(async (client) => {
        const { rows } = await client.query<{ count: string }>(
          "select count(*) from public.faq_feedback where question_id = $1 and helpful = $2 and question = $3",
          [questionId, helpful, questionId === "inspection-length" ? "How long does the inspection take?" : "What if my property is outside your service area?"],
        );
        return Number(rows[0]!.count);
      });
    const helpfulBefore = await countRows("inspection-length", true);
    const notHelpfulBefore = await countRows("outside-service-area", false);

    await page.goto("/faqs");
    const scheduling = page.locator("#scheduling-inspection");
    await scheduling.locator("summary", { hasText: "How long does the inspection take?" }).click();
    await scheduling.getByRole("group", { name: "Was this answer helpful?" }).getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("Thanks for your feedback!")).toBeVisible();
    await expect(scheduling.getByRole("status")).toHaveText("You found this answer helpful.");
    await expect.poll(() => countRows("inspection-length", true)).toBe(helpfulBefore + 1);

    const area = page.locator("#service-area");
    await area.locator("summary", { hasText: "What if my property is outside your service area?" }).click();
    await area.getByRole("group", { name: "Was this answer helpful?" }).getByRole("button", { name: "No" }).click();
    await expect(page.getByText("Thanks! We'll work on improving this answer.")).toBeVisible();
    await expect.poll(() => countRows("outside-service-area", false)).toBe(notHelpfulBefore + 1);
  });

  test("the scroll-to-top button appears after 300 px and returns to the top", async ({ page }) => {
    await page.goto("/faqs");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});
