import { expect, test } from "./fixtures.ts";

test("the sample appraisal report is served from the appraisal-sample bucket, previewed and downloaded", async ({ page, request }) => {
  const fileUrl = `${process.env.E2E_GATEWAY_URL}/storage/v1/object/public/appraisal-sample/sample-appraisal-report.pdf`;
  const file = await request.get(fileUrl);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await page.goto("/services");
  await page.getByRole("button", { name: "Preview Sample Report" }).click();
  const dialog = page.getByRole("dialog", { name: "Sample Appraisal Report" });
  await expect(dialog.locator("iframe")).toHaveAttribute("src", fileUrl);
  // No fallback panel: the same-origin-policy check passed and the file is there.
  await expect(dialog.getByText("PDF Preview Not Available")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Sample (PDF)" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("Sample-Appraisal-Report.pdf");
});

test("a services hash scrolls to its section and highlights it for 3 seconds", async ({ page }) => {
  await page.goto("/services#photography-services");
  const section = page.locator("section#photography-services");
  await expect(section).toHaveAttribute("data-highlighted", "true");
  await expect(section).toBeInViewport();
  await expect(section).not.toHaveAttribute("data-highlighted", { timeout: 5000 });

  await page.getByRole("navigation", { name: "Service categories" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page.locator("section#pricing")).toHaveAttribute("data-highlighted", "true");
  await expect(page.locator("section#pricing")).toBeInViewport();
});

test("each 'From $X' shows the seeded under_1500 price", async ({ page }) => {
  await page.goto("/services");
  const pricing = page.locator("section#pricing");
  for (const [label, price] of [
    ["Residential appraisal", "$450"],
    ["Professional photography", "$200"],
    ["Floor plans", "$125"],
    ["Property showcase", "$150"],
  ] as const) {
    await expect(pricing.getByRole("row", { name: new RegExp(`^${label}`) })).toContainText(price);
  }
});
