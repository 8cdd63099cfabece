import { expect, test } from "./fixtures.ts";

/** Seeded showcases (supabase/seed.sql): a public one with every section and a private one. */
const PUBLIC_SLUG = "14-old-mill-road-tewksbury";
const PRIVATE_SLUG = "5-lake-shore-drive-sparta";

test("an agent's showcase link opens the page with its agent, facts and sections", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`/showcase/${PUBLIC_SLUG}`);

  await expect(page.getByRole("heading", { level: 1, name: "14 Old Mill Rd" })).toBeVisible();
  await expect(page.getByText("Oldwick, NJ 08858")).toBeVisible();
  const agent = page.getByRole("complementary", { name: "Listing agent", exact: true });
  await expect(agent.getByText("Dana Whitfield")).toBeVisible();
  await expect(agent.getByRole("link", { name: "(908) 555-0142" })).toHaveAttribute("href", "tel:+19085550142");
  for (const name of ["Photos", "Videos", "Floor Plans", "Virtual Tour", "Aerial"]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeAttached();
  }
  // The hero photo is the demo media from storage, really loaded, with its size set.
  const hero = page.getByRole("img", { name: "14 Old Mill Rd, Oldwick, NJ 08858" });
  await expect(hero).toHaveAttribute("width", "1920");
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  // No site header on this reduced layout.
  await expect(page.getByRole("link", { name: "Get Free Quote" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the listing links to a showcase, and a phone-sized screen gets the bottom bar", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/showcase");
  await page.getByRole("link", { name: "View Property: 14 Old Mill Rd" }).click();
  await expect(page).toHaveURL(new RegExp(`/showcase/${PUBLIC_SLUG}$`));
  await expect(page.getByRole("heading", { level: 1, name: "14 Old Mill Rd" })).toBeVisible();
  const bar = page.getByRole("complementary", { name: "Listing agent and key facts" });
  await expect(bar).toBeVisible();
  await expect(bar.getByText("4 bd · 3.5 ba · 3,420 sq ft · Built 1987")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Listing agent", exact: true })).toBeHidden();
  await expect(bar).toHaveAttribute("data-compact", "false");
  await page.mouse.wheel(0, 2000);
  await expect(bar).toHaveAttribute("data-compact", "true");
});

test("the photo lightbox works by keyboard and wraps around", async ({ page }) => {
  await page.goto(`/showcase/${PUBLIC_SLUG}`);
  const first = page.getByRole("button", { name: /^Open photo 1 of \d+$/ });
  const total = Number((await first.getAttribute("aria-label"))?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(1);
  await first.focus();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Photos of 14 Old Mill Rd" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByText(`${total} / ${total}`)).toBeVisible();
  await expect(dialog.getByRole("img", { name: `14 Old Mill Rd: photo ${total}` })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test("the floor-plan PDF preview opens", async ({ page, request }) => {
  await page.goto(`/showcase/${PUBLIC_SLUG}`);
  const section = page.getByRole("region", { name: "Floor Plans" });
  const newTab = section.getByRole("link", { name: "Open in new tab: floorplan.pdf" });
  const pdfUrl = await newTab.getAttribute("href");
  expect(pdfUrl).toMatch(/\/storage\/v1\/object\/public\/showcase-media\/14-old-mill-road-tewksbury\/floorplan\.pdf$/);
  await expect(newTab).toHaveAttribute("target", "_blank");
  const pdf = await request.get(pdfUrl!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await section.getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Floor plan: 14 Old Mill Rd" });
  await expect(dialog).toBeVisible();
  // The embedded viewer, or (where the browser will not frame it) the fallback panel.
  await expect(dialog.locator(`iframe[src="${pdfUrl}"]`).or(dialog.getByText("PDF Preview Not Available"))).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Open in new tab" }).first()).toHaveAttribute("href", pdfUrl!);
  // (Keys typed into Chromium's PDF viewer stay in it; the Close button always works.)
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("a private showcase's slug shows 'Property Not Found'", async ({ page }) => {
  await page.goto(`/showcase/${PRIVATE_SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: "Property Not Found" })).toBeVisible();
  await expect(page.getByText("The requested property could not be found.").first()).toBeVisible();
  await expect(page.getByText("5 Lake Shore Dr")).toHaveCount(0);
});

test("/gallery?tab=aerial shows only aerial projects", async ({ page }) => {
  await page.goto("/gallery?tab=aerial");
  await expect(page).toHaveURL(/\/showcase\?tab=portfolio&serviceType=aerial$/);
  const list = page.getByRole("list", { name: "Portfolio projects" });
  await expect(list).toBeVisible();
  const cards = list.getByRole("article");
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(page.getByText(new RegExp(`^Showing ${count} of \\d+ projects$`))).toBeVisible();
  for (let index = 0; index < count; index += 1) {
    await expect(cards.nth(index).getByText("Aerial", { exact: true })).toBeVisible();
  }
  await expect(list.getByRole("heading", { name: "Stone Farmhouse on Five Acres" })).toHaveCount(0);

  // A project opens in the viewer; previous is disabled at the first item.
  await cards.first().getByRole("button").first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Previous" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByText(/^2 \/ \d+$/)).toBeVisible();
});
