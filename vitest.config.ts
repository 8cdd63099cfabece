import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            environment: "jsdom",
            include: ["src/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
            setupFiles: ["tests/setup/jsdom.ts"],
            restoreMocks: true,
            // Component tests render whole pages; a loaded CI machine needs more than 5 s now and then.
            testTimeout: 15_000,
            env: {
              VITE_SUPABASE_URL: "http://supabase.test",
              VITE_SUPABASE_ANON_KEY: "test-anon-key",
              VITE_SITE_URL: "https://www.example.test",
            },
          },
        },
        {
          extends: true,
          test: {
            name: "functions",
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
          },
        },
      ],
    },
  }),
);
