import { test as base, expect } from "@playwright/test";

/** Playwright's test with baseURL pointing at the build served by global-setup. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run through `npx playwright test` (global-setup)");
    await use(url);
  },
});

export { expect };
