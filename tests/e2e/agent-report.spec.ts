import { withE2eDatabase } from "./database.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The agents' showcase pages of docs/decisions/038 in a real browser against the built site: the unbranded MLS version (nothing
 * of the agent or the business in the page), its visit logged with via = 'mls', and the
 * agent's report drawn with its chart, the key kept out of the logs.
 */

const SLUG = "14-old-mill-road-tewksbury";
/** The seeded agent of that showcase and the business (src/config/site.ts defaults). */
const IDENTIFYING = [
  "Dana Whitfield",
  "(908) 555-0142",
  "9085550142",
  "dana.whitfield@example.com",
  "danawhitfield",
  "Raritan Valley Realty Group",
  "raritan-valley-realty-group",
  "Garden State Property Appraisals",
  "Garden State Appraisals",
  "(908) 555-0134",
  "9085550134",
  "info@gardenstateappraisals.com",
];


test("the MLS version shows the media with no agent or business in the page, and logs its visit as via = 'mls'", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`/showcase/${SLUG}/mls`);
  await expect(page.getByRole("heading", { level: 1, name: "14 Old Mill Rd" })).toBeVisible();
  for (const name of ["Photos", "Videos", "Floor Plans", "Virtual Tour", "Aerial"]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeAttached();
  }
  const html = (await page.content()).toLowerCase();
  for (const text of IDENTIFYING) expect(html, text).not.toContain(text.toLowerCase());
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  for (const href of hrefs) expect(href.startsWith("#") || href.includes("/storage/v1/object/public/"), href).toBe(true);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");

  // Leaving the page sends the visit (a beacon while the page hides).
  await page.goto("about:blank");
  await expect
    .poll(() => withE2eDatabase(async (db) => (await db.query("select via from showcase_visits where page_path = $1", [`/showcase/${SLUG}/mls`])).rows), {
      timeout: 15_000,
    })
    .toEqual([{ via: "mls" }]);
  expect(errors).toEqual([]);
});

test("the agent's report draws its chart, and its key never reaches the visit log", async ({ page }) => {
  const showcase = await withE2eDatabase(async (db) => {
    const { rows } = await db.query<{ id: string; report_key: string }>(
      "select s.id, k.report_key from property_showcases s join showcase_report_keys k on k.showcase_id = s.id where s.slug = $1",
      [SLUG],
    );
    const row = rows[0]!;
    await db.query(
      "insert into showcase_visits (property_id, property_slug, session_id, time_on_page, media_viewed, ip_hash, via) values ($1, $2, 'sv_1763780000000_e2erep01', 80, '{\"photos\": true}', 'e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0', 'page')",
      [row.id, SLUG],
    );
    return row;
  });

  await page.goto(`/showcase/${SLUG}/report?key=${showcase.report_key}&days=7`);
  await expect(page.getByRole("heading", { level: 1, name: "14 Old Mill Rd" })).toBeVisible();
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  // uPlot drew on a canvas (its own chunk, loaded by this page only).
  const chart = page.getByRole("img", { name: /Page views and unique visitors per day/ });
  await expect(chart.locator("canvas")).toBeAttached();
  // ...and its stylesheet came with it: the chunk's CSS is the one dependency Vite still adds.
  await expect(chart.locator(".u-over")).toHaveCSS("position", "absolute");
  await page.getByText("Figures per day as a table").click();
  await expect(page.getByRole("table", { name: "Page views and unique visitors per day" }).getByRole("row")).toHaveCount(8);

  await page.getByRole("button", { name: "Last 90 days" }).press("Enter");
  await expect(page).toHaveURL(/days=90$/);

  await page.goto(`/showcase/${SLUG}/report?key=${"A".repeat(32)}`);
  await expect(page.getByRole("heading", { level: 1, name: "This report link is not valid" })).toBeVisible();

  await page.goto("about:blank");
  await expect
    .poll(() => withE2eDatabase(async (db) => (await db.query("select 1 from site_visits where page_path like '%/report%'")).rowCount), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const leaked = await withE2eDatabase(
    async (db) =>
      (
        await db.query("select 1 from site_visits where page_path like '%' || $1 || '%' or referrer like '%' || $1 || '%' or previous_page like '%' || $1 || '%'", [
          showcase.report_key,
        ])
      ).rowCount,
  );
  expect(leaked).toBe(0);
});
