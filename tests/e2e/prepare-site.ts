import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { preview } from "vite";
import { buildSite } from "../../scripts/prerender/build-site.ts";
import { startStack } from "../../supabase/local/stack.ts";
import { findFreePortBlock } from "../../supabase/local/processes.ts";

/** What the e2e tests read (tests/e2e/fixtures.ts and the specs), as environment variables. */
export interface E2eSite {
  env: {
    E2E_BASE_URL: string;
    E2E_GATEWAY_URL: string;
    /** The publishable key (the anon role). */
    E2E_PUBLISHABLE_KEY: string;
    /** The secret key (the service role). */
    E2E_SECRET_KEY: string;
    E2E_DATABASE_URL: string;
    E2E_MAIL_URL: string;
  };
  /** Stops the preview server and the stack, and deletes the build. */
  stop(): Promise<void>;
}

/**
 * Starts a fresh local stack on free ports, builds the site against it (with
 * the test-only routes), prerendered as `npm run build` does, and serves it as
 * a static host does (scripts/prerender/static-routes.ts).
 *
 * Playwright's global setup calls it; `npm test` (scripts/test-all.ts) calls
 * it itself while Vitest runs, then hands the addresses to Playwright.
 */
export async function prepareE2eSite(): Promise<E2eSite> {
  // Legacy keys off, as on a hosted project that deactivated them: the site must work with
  // the publishable key alone (docs/decisions/043).
  const stack = await startStack({ ephemeral: true, parcels: 2000, log: false, legacyKeys: false });
  const outDir = mkdtempSync(join(tmpdir(), "njpr-e2e-dist-"));
  // The site is built for the address it is served at (its canonical links, as a deployment's),
  // so the port is chosen first and held while the build runs.
  const port = await findFreePortBlock(1);
  const portHolder = await holdPort(port);
  try {
    await liftCallerLimits(stack.databaseUrl);
    const buildEnv = {
      VITE_SITE_URL: `http://127.0.0.1:${port}`,
      VITE_SUPABASE_URL: stack.urls.gateway,
      VITE_SUPABASE_PUBLISHABLE_KEY: stack.keys.publishable,
      // A VITE_SUPABASE_ANON_KEY from .env must not stand in for it.
      VITE_SUPABASE_ANON_KEY: "",
      VITE_E2E_TEST_ROUTES: "true",
    };
    Object.assign(process.env, buildEnv);
    const built = await buildSite({ outDir, logLevel: "warn", sourcemap: false });
    if (built.skipped.length > 0) throw new Error(`prerender left pages to the app shell: ${JSON.stringify(built.skipped)}`);
    await release(portHolder);
    const server = await preview({ logLevel: "warn", build: { outDir }, preview: { port, strictPort: true, host: "127.0.0.1" } });
    return {
      env: {
        E2E_BASE_URL: `http://127.0.0.1:${port}`,
        E2E_GATEWAY_URL: stack.urls.gateway,
        E2E_PUBLISHABLE_KEY: stack.keys.publishable,
        E2E_SECRET_KEY: stack.keys.secret,
        E2E_DATABASE_URL: stack.databaseUrl,
        E2E_MAIL_URL: stack.urls.mailWeb,
      },
      async stop() {
        await server.close();
        await stack.stop();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (portHolder.listening) await release(portHolder);
    await stack.stop();
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

function holdPort(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

function release(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Every request of the e2e browser comes from one address (127.0.0.1), and its tests send
 * more quote requests, contact messages, feedback and events than one person would: the
 * per-address and per-recipient limits (docs/decisions/035) are lifted on this stack alone.
 * They are tested where the caller can be chosen: tests/backend/abuse-limits.test.ts.
 */
async function liftCallerLimits(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query("update public.rate_limit_rules set max_hits = 100000 where subject_kind in ('address', 'recipient')");
    // Live holds per address (decision 057): the journeys' browsers all hold from 127.0.0.1.
    await db.query("update public.booking_settings set live_holds_per_address = 100");
  } finally {
    await db.end();
  }
}
