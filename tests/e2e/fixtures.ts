import { test as base, expect } from "@playwright/test";

/** Playwright's test with baseURL pointing at the build served by global-setup. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object.
  baseURL: async ({}, provide) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run through `npx playwright test` (global-setup)");
    await provide(url);
  },
});

export { expect };
