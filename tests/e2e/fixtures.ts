import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
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

/** What the browser logs when the Content-Security-Policy blocks something (Chromium's own words, and the event's). */
const CSP_VIOLATION = /Content Security Policy|Content-Security-Policy|securitypolicyviolation/i;

/**
 * Records every Content-Security-Policy violation of a browser context's pages and frames: the
 * `securitypolicyviolation` event, reported to the console by an init script, and the
 * browser's own console error, whichever comes (docs/decisions/058-security-headers.md).
 */
export async function recordCspViolations(context: BrowserContext, into: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}`);
    });
  });
  context.on("console", (message) => {
    if (message.type() === "error" && CSP_VIOLATION.test(message.text())) into.push(message.text());
  });
}

/**
 * Playwright's test with baseURL pointing at the build served by global-setup, a page whose
 * goto() and reload() return once the app is ready (waitForApp), and a browser context that
 * fails its test on any Content-Security-Policy violation (`cspViolations` lists them; a test
 * that causes one on purpose empties it).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object.
  cspViolations: async ({}, provide) => {
    await provide([]);
  },
  context: async ({ context, cspViolations }, provide) => {
    await recordCspViolations(context, cspViolations);
    await provide(context);
    expect(cspViolations, "the page broke the site's Content-Security-Policy (scripts/prerender/security-headers.ts)").toEqual([]);
  },
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
