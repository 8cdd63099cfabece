import { countyPages, splitIntoRegions } from "../../src/content/county-pages.ts";
import { e2eRows } from "./database.ts";
import { expect, test } from "./fixtures.ts";

/**
 * A county page in full, in Chromium: hero, overview, features, search, regions, FAQ, services,
 * neighbours, CTA. All have the same checks in src/app/routes/county.test.tsx, and each loads
 * in Chromium in tests/e2e/site-shell.spec.ts.
 */
for (const county of countyPages.filter((candidate) => candidate.slug === "hunterdon")) {
  test(`/${county.slug} renders the full county page`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`/${county.slug}`);
    const main = page.getByRole("main");

    await expect(main.getByRole("heading", { level: 1 })).toHaveText(`${county.titleName} Real Estate Appraisals`);
    await expect(page).toHaveTitle(new RegExp(`^${county.titleName} Real Estate Appraisals \\| `));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${county.slug}$`));
    await expect(main.getByRole("navigation", { name: "Breadcrumb" })).toContainText(county.titleName);

    const overview = main.getByRole("complementary", { name: `${county.titleName} at a glance` });
    await expect(overview).toContainText(county.populationText);
    await expect(overview).toContainText(county.areaText);
    await expect(overview).toContainText(String(county.facts.municipalities.length));
    await expect(overview).toContainText("Certified");

    for (const feature of county.keyFeatures) {
      await expect(main.getByRole("heading", { level: 3, name: feature.title })).toBeVisible();
    }
    await expect(main.getByRole("heading", { name: `Your ${county.name} County Property At A Glance` })).toBeVisible();
    await expect(main.getByLabel("Property address")).toBeVisible();

    const regions = splitIntoRegions(county.facts.municipalities);
    for (const [index, region] of regions.entries()) {
      const column = main.getByRole("heading", { level: 3, name: `Region ${index + 1}` }).locator("..");
      await expect(column.getByRole("listitem")).toHaveCount(region.length);
    }

    const faq = main.getByRole("heading", { name: `${county.titleName} Appraisal FAQ` }).locator("..");
    await expect(faq.getByRole("button")).toHaveCount(4);
    await faq.getByRole("button").first().click();
    await expect(faq).toContainText("for homes under 1,500 square feet");

    for (const slug of ["purchase", "refinance", "estate", "pmi-removal", "divorce"]) {
      await expect(main.locator(`a[href="/appraisals/${slug}"]`).first()).toBeVisible();
    }

    const alsoServing = main.getByRole("heading", { name: "Also Serving" }).locator("..");
    await expect(alsoServing.getByRole("link")).toHaveCount(county.neighbors.filter((neighbor) => neighbor.covered).length);

    const cta = main.getByRole("heading", { name: `Need an Appraisal in ${county.titleName}?` }).locator("..");
    await expect(cta.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", /openQuote=true/);
    await expect(cta.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    expect(errors).toEqual([]);
  });
}

test("a neighbouring county link opens that county's page", async ({ page }) => {
  await page.goto("/hunterdon");
  await page.getByRole("heading", { name: "Also Serving" }).locator("..").getByRole("link", { name: "Warren County" }).click();
  await expect(page).toHaveURL(/\/warren$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Warren County Real Estate Appraisals");
});

test("the county page's search finds a property and opens the quote on it", async ({ page }) => {
  // A residential Hunterdon parcel from the stack's generated county records.
  const rows = await e2eRows<{ gis_pin: string; prop_street: string; zip: string }>(
    `select gis_pin, prop_street, zip from public.nj_parcels
      where upper(county_name) like 'HUNTERDON%' and property_class = '2' and prop_street ~ '^[0-9]+ ' and sq_ft is not null
        and zip is not null
      order by gis_pin limit 1`,
  );
  const parcel = rows[0];
  expect(parcel, "the local stack has Hunterdon parcels").toBeDefined();

  await page.goto("/hunterdon");
  await page.getByLabel("Property address").fill(parcel!.prop_street);
  const results = page.getByRole("list", { name: "Properties found" });
  // The same street address can exist in other towns: pick the card with this parcel's ZIP.
  const card = results.getByRole("listitem").filter({ hasText: parcel!.prop_street }).filter({ hasText: parcel!.zip }).first();
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: /Get a quote for this property/ }).click();

  await expect(page).toHaveURL(/\/hunterdon\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("openQuote")).toBe("true");
  expect(url.searchParams.get("pin")).toBe(parcel!.gis_pin);
  expect(url.searchParams.get("service")).toBe("appraisal");

  // The quote modal opens on that property, preset to an appraisal.
  const quote = page.getByRole("dialog", { name: "Get Your Free Quote" });
  await expect(quote).toBeVisible();
  await expect(quote).toContainText(parcel!.prop_street);
});
