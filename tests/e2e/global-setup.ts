import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, preview } from "vite";
import { startStack } from "../../supabase/local/stack.ts";
import { findFreePortBlock } from "../../supabase/local/processes.ts";

/**
 * Starts a fresh local stack on free ports, builds the app against it (with
 * the test-only routes) and serves the build with an SPA fallback. Tests read
 * the addresses from E2E_* environment variables.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack({ ephemeral: true, parcels: 2000, log: false });
  const outDir = mkdtempSync(join(tmpdir(), "njpr-e2e-dist-"));
  try {
    process.env.VITE_SUPABASE_URL = stack.urls.gateway;
    process.env.VITE_SUPABASE_ANON_KEY = stack.keys.anon;
    process.env.VITE_E2E_TEST_ROUTES = "true";
    await build({ logLevel: "warn", build: { outDir, emptyOutDir: true, sourcemap: false } });
    const port = await findFreePortBlock(1);
    const server = await preview({ logLevel: "warn", build: { outDir }, preview: { port, strictPort: true, host: "127.0.0.1" } });
    process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
    process.env.E2E_GATEWAY_URL = stack.urls.gateway;
    process.env.E2E_ANON_KEY = stack.keys.anon;
    process.env.E2E_SERVICE_KEY = stack.keys.serviceRole;
    process.env.E2E_DATABASE_URL = stack.databaseUrl;
    process.env.E2E_MAIL_URL = stack.urls.mailWeb;
    return async () => {
      await server.close();
      await stack.stop();
      rmSync(outDir, { recursive: true, force: true });
    };
  } catch (error) {
    await stack.stop();
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}
