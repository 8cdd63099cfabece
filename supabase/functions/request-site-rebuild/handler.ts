import { readEnv } from "../_shared/env.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { requireOwner } from "../_shared/owner-session.ts";
import type { SiteRebuildAnswer } from "../_shared/schemas/site-rebuild.ts";

/**
 * POST /request-site-rebuild: the desk asks the static host to build the site again after a
 * publish or a price change (docs/decisions/070-blog-desk-and-site-rebuild.md). Only an owner
 * at aal2 (401 without a token, 403 for anyone else; _shared/owner-session.ts). The host's
 * build hook is SITE_BUILD_HOOK_URL, a secret of the functions' environment only (Netlify,
 * Vercel and Cloudflare Pages each give one: docs/hosting.md); it is called with one POST and
 * its address never appears in an answer or a log. 200 {status: "started", requested_at} when
 * the host accepted it; 200 {status: "no-hook"} without one (the desk says the site must be
 * rebuilt); 502 when the host refused or did not answer.
 */

const HOOK_TIMEOUT_MS = 10_000;

/** The hook's URL when it is usable: https, or http to this machine (the tests' listener). */
function hookUrl(): URL | null {
  const value = readEnv("SITE_BUILD_HOOK_URL");
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new HttpError(500, "SITE_BUILD_HOOK_URL is not a valid address. Check the functions' secrets.");
  }
  const local = url.hostname === "127.0.0.1" || url.hostname === "localhost";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) {
    throw new HttpError(500, "SITE_BUILD_HOOK_URL must be an https address. Check the functions' secrets.");
  }
  return url;
}

export const handler = withErrorHandling(["POST"], async (req) => {
  await requireOwner(req);
  const url = hookUrl();
  if (!url) return json({ status: "no-hook" } satisfies SiteRebuildAnswer);
  let answer: Response;
  try {
    answer = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
      redirect: "error",
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    await answer.body?.cancel();
  } catch (error) {
    console.error("request-site-rebuild: the build hook did not answer:", (error as Error).name);
    throw new HttpError(502, "The host did not answer the rebuild request. Try again in a minute.");
  }
  if (!answer.ok) {
    console.error(`request-site-rebuild: the build hook answered ${answer.status}`);
    throw new HttpError(502, `The host refused the rebuild (HTTP ${answer.status}). Check the build hook in the host's settings.`);
  }
  return json({ status: "started", requested_at: new Date().toISOString() } satisfies SiteRebuildAnswer);
});
