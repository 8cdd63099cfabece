import type { Page } from "@playwright/test";
import { SITE_VISIT_SESSION_STORAGE_KEY } from "../../supabase/functions/_shared/schemas/site-visit.ts";
import { e2eRows } from "./database.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Visit tracking end to end, in Chromium against the built app and the local stack:
 * what a marketer's link and a visitor's clicks leave in the database.
 */

const PUBLIC_SHOWCASE_SLUG = "14-old-mill-road-tewksbury";

const rows = e2eRows;

/** The tab's site-visit session id, once the app has created it. */
async function sessionIdOf(page: Page): Promise<string> {
  let id: string | null = null;
  await expect
    .poll(async () => {
      id = await page.evaluate((key) => sessionStorage.getItem(key), SITE_VISIT_SESSION_STORAGE_KEY);
      return id;
    })
    .toMatch(/^sv_\d{13}_[a-z0-9]+$/);
  return id!;
}

test("a campaign link stores one campaign row and one site-visit row after 3 s; a second page view a second row", async ({
  page,
}) => {
  const landing = "/services?utm_source=newsletter&utm_medium=email&utm_campaign=nj-fall-2026&utm_term=appraisal&utm_content=header-link";
  await page.goto(landing);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const sessionId = await sessionIdOf(page);

  await expect.poll(() => rows("select * from campaign_visits where session_id = $1", [sessionId])).toHaveLength(1);
  const [campaign] = await rows("select * from campaign_visits where session_id = $1", [sessionId]);
  expect(campaign).toMatchObject({
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "nj-fall-2026",
    utm_term: "appraisal",
    utm_content: "header-link",
    referrer: null,
    landing_path: landing,
  });
  expect(campaign?.ip_hash).toMatch(/^[0-9a-f]{32}$/);

  // Exactly one row for the page view, sent only after 3 seconds on the page: the campaign row is
  // sent as the page loads, so the visit row is stored about 3 s after it (by the database's clock,
  // so a slow test runner cannot make this pass or fail; 2 s leaves room for the two requests'
  // different latencies and still fails a visit logged at once).
  await expect.poll(() => rows("select * from site_visits where session_id = $1", [sessionId]), { timeout: 10_000 }).toHaveLength(1);
  const [visit] = await rows("select * from site_visits where session_id = $1", [sessionId]);
  const waited = (visit?.created_at as Date).getTime() - (campaign?.created_at as Date).getTime();
  expect(waited).toBeGreaterThanOrEqual(2000);
  const viewport = page.viewportSize();
  expect(visit).toMatchObject({
    page_path: landing,
    referrer: null,
    time_on_page_seconds: 3,
    previous_page: null,
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "nj-fall-2026",
    utm_term: "appraisal",
    utm_content: "header-link",
    viewport_size: `${viewport?.width}x${viewport?.height}`,
  });
  expect(visit?.screen_resolution).toMatch(/^\d+x\d+$/);
  expect(visit?.language).toMatch(/^[a-z]{2}/i);

  // A second page view inside the app.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect
    .poll(() => rows("select * from site_visits where session_id = $1 order by created_at", [sessionId]), { timeout: 10_000 })
    .toHaveLength(2);
  const visits = await rows("select * from site_visits where session_id = $1 order by created_at", [sessionId]);
  expect(visits[1]).toMatchObject({ page_path: "/about", previous_page: landing, time_on_page_seconds: 3, utm_source: null });

  // Still one campaign row, and no third visit while the visitor stays.
  await page.waitForTimeout(1500);
  expect(await rows("select * from campaign_visits where session_id = $1", [sessionId])).toHaveLength(1);
  expect(await rows("select * from site_visits where session_id = $1", [sessionId])).toHaveLength(2);
});

test("leaving a showcase page early still stores its visit, with the media seen", async ({ page }) => {
  await page.goto(`/showcase/${PUBLIC_SHOWCASE_SLUG}?utm_source=agent-email`);
  const photos = page.locator('[data-showcase-media="photos"]');
  await expect(photos).toBeAttached();
  const sessionId = await sessionIdOf(page);
  await photos.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await page.waitForTimeout(300);

  // Leave early, to another site: the page unloads.
  await page.goto("about:blank");

  await expect
    .poll(() => rows("select * from showcase_visits where session_id = $1", [sessionId]), { timeout: 10_000 })
    .toHaveLength(1);
  const [visit] = await rows("select * from showcase_visits where session_id = $1", [sessionId]);
  const [showcase] = await rows("select id, property_address from property_showcases where slug = $1", [PUBLIC_SHOWCASE_SLUG]);
  expect(visit).toMatchObject({
    property_id: showcase?.id,
    property_slug: PUBLIC_SHOWCASE_SLUG,
    property_address: showcase?.property_address,
    page_path: `/showcase/${PUBLIC_SHOWCASE_SLUG}?utm_source=agent-email`,
    utm_params: { utm_source: "agent-email", utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
  });
  expect(visit?.time_on_page).toEqual(expect.any(Number));
  expect(visit?.media_viewed).toMatchObject({ photos: true });

  // The page view itself is logged once: on the way out (or at 3 s on a slow machine).
  await expect.poll(() => rows("select * from site_visits where session_id = $1", [sessionId]), { timeout: 10_000 }).toHaveLength(1);
  const [siteVisit] = await rows("select * from site_visits where session_id = $1", [sessionId]);
  expect(siteVisit?.page_path).toBe(`/showcase/${PUBLIC_SHOWCASE_SLUG}?utm_source=agent-email`);
  expect(siteVisit?.time_on_page_seconds).toBeLessThanOrEqual(3);
});
