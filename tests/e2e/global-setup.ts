import { prepareE2eSite } from "./prepare-site.ts";

/**
 * Playwright's global setup: the built app and a fresh local stack
 * (prepare-site.ts), unless whoever started Playwright prepared them already
 * and passed their addresses (E2E_BASE_URL and the rest), as `npm test` does.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  const site = await prepareE2eSite();
  Object.assign(process.env, site.env);
  return () => site.stop();
}
