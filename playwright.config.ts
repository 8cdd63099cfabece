import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * E2E in real Chromium against the built app and a fresh local stack (both
 * started by tests/e2e/global-setup.ts on free ports). Chromium comes from
 * CHROMIUM_PATH, Debian's headless shell (/usr/bin/chromium-headless-shell,
 * what Playwright itself runs headless: the same Blink and V8 without the
 * browser's UI layer, about half the CPU of the full browser here), Debian's
 * full /usr/bin/chromium, or Playwright's own download.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  // axe over a full page takes 15-25 s on a busy 2-core machine; 30 s left no margin.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One retry on CI, reported as "flaky" in the list output: a test that fails
  // twice fails the run; one that needed the retry is still named in the log.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    // Recording a trace costs every test a fifth of its time (measured on the 2-core machine), so
    // only a retried test records one: on CI, a failure's retry leaves its trace in test-results/;
    // locally, rerun the failing file with `--trace on`.
    trace: "on-first-retry",
    // A failed attempt keeps a picture of the page as it failed (the retry's trace shows only
    // the retry); a passing test takes none.
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
});
