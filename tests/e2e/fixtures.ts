import { test as base, expect, type Page } from "@playwright/test";
import { APP_READY_ATTRIBUTE } from "../../src/lib/app-ready.ts";

/**
 * Waits until the app has hydrated (or rendered) the page and handles input. A prerendered
 * page shows its content before its script has run; a test that clicked or typed in that
 * moment would test the HTML, not the app. Pages without the app (files, the mail UI) pass.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => !document.getElementById("root") || document.documentElement.hasAttribute(attribute),
    APP_READY_ATTRIBUTE,
  );
}

/**
 * Playwright's test with baseURL pointing at the build served by global-setup, and a page
 * whose goto() and reload() return once the app is ready (waitForApp).
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object.
  baseURL: async ({}, provide) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run through `npx playwright test` (global-setup)");
    await provide(url);
  },
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== "commit") await waitForApp(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== "commit") await waitForApp(page);
      return response;
    };
    await provide(page);
  },
});

export { expect };
