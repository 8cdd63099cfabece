import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

/** Where the unit and component tests live: beside their modules in src/, tooling tests in tests/tooling/ (docs/architecture.md §1). */
const unitDirs = ["src", "tests/tooling"];
const unitFiles = unitDirs.map((dir) => `${dir}/**/*.test.{ts,tsx}`);
/**
 * What the unit projects share: jsdom (unit-node: none), msw, mocks and stubs undone after each test; worker
 * threads rather than forked processes (the unit and function projects took 325 s of CPU in
 * threads against 361 s in forks on the 2-core machine, docs/decisions/065).
 */
const unitSettings = {
  pool: "threads",
  environment: "jsdom",
  setupFiles: ["tests/setup/jsdom.ts"],
  restoreMocks: true,
  unstubGlobals: true,
  unstubEnvs: true,
  // Component tests render whole pages; a loaded CI machine needs more than 5 s now and then.
  testTimeout: 15_000,
  // One retry on CI, as Playwright has: with every step of npm test side by side, a race in a
  // component test shows up now and then; a test that fails twice still fails the run.
  retry: process.env.CI ? 1 : 0,
  env: {
    VITE_SUPABASE_URL: "http://supabase.test",
    VITE_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_test",
    VITE_SITE_URL: "https://www.example.test",
  },
} as const;
/**
 * Unit files that replace or reload modules (vi.mock, vi.doMock,
 * vi.resetModules), or say "vitest: own module graph" in a comment, run with
 * a module graph of their own; every other unit file
 * shares one per worker (isolate: false), which saves re-importing React, the
 * router and the app for each file: about 290 s -> 110 s of the suite's time.
 */
const replacesModules = /\bvi\.(mock|doMock|unmock|resetModules)\(|vitest: own module graph/;
const unitTestFiles = unitDirs
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => join(dir, file)))
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(file, "utf8") }));
const isolatedUnitFiles = unitTestFiles.filter(({ text }) => replacesModules.test(text)).map(({ file }) => file);
/**
 * Plain `.test.ts` unit files run without a DOM (project "unit-node"): building a jsdom for a
 * file costs about 0.45 s of CPU, paid by every file of a jsdom project. A `.test.ts` file that
 * uses a browser API (XMLHttpRequest, localStorage, Blob URLs, ...) says "vitest: jsdom" in a
 * comment and stays in the jsdom project.
 */
const needsDom = /vitest: jsdom/;
const nodeUnitFiles = unitTestFiles
  .filter(({ file, text }) => file.endsWith(".test.ts") && !needsDom.test(text) && !replacesModules.test(text))
  .map(({ file }) => file);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default leaves one core free; the tests wait on timers and I/O often enough to use them all.
      maxWorkers: availableParallelism(),
      // Fake timers leave animation frames to tests/setup/jsdom.ts, which runs them on the timers.
      fakeTimers: { toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "setImmediate", "clearImmediate", "Date"] },
      reporters: ["default", "./tests/setup/flaky-reporter.ts"],
      projects: [
        {
          extends: true,
          test: {
            ...unitSettings,
            setupFiles: [...unitSettings.setupFiles],
            name: "unit",
            include: unitFiles,
            exclude: [...isolatedUnitFiles, ...nodeUnitFiles],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            ...unitSettings,
            environment: "node",
            setupFiles: ["tests/setup/node.ts"],
            name: "unit-node",
            include: nodeUnitFiles,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            ...unitSettings,
            setupFiles: [...unitSettings.setupFiles],
            name: "unit-isolated",
            include: isolatedUnitFiles,
          },
        },
        {
          extends: true,
          test: {
            name: "functions",
            pool: "threads",
            environment: "node",
            include: ["supabase/**/*.test.ts"],
          },
        },
        {
          extends: true,
          test: {
            name: "backend",
            environment: "node",
            include: ["tests/backend/**/*.test.ts"],
            globalSetup: ["tests/setup/backend-stack.ts"],
            testTimeout: 30_000,
            hookTimeout: 180_000,
            fileParallelism: false,
            // One fork runs every backend file in turn and keeps the modules it imported (pg,
            // supabase-js, the helpers): a fork and a fresh import per file cost 6-8 s of CPU
            // (docs/decisions/032). The files share no module state: each makes its own pools
            // and clients, and undoes its env stubs.
            isolate: false,
          },
        },
      ],
    },
  }),
);
