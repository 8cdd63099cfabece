import { env } from "@/config/env";
import { edgeFunctionUrl, invokeEdgeFunction } from "@/lib/edge-functions";

export type LogFunction = "log-site-visit" | "log-campaign-visit" | "log-showcase-visit";

/**
 * Sends a log while the page is alive: a normal call with the API key headers.
 * Rejects on a network failure or a non-2xx answer.
 */
export async function postLog(name: LogFunction, body: unknown): Promise<void> {
  await invokeEdgeFunction(name, "", { method: "POST", body });
}

/**
 * Sends a log while the page is being hidden or unloaded, so that it survives the
 * unload: `navigator.sendBeacon`, else `fetch` with `keepalive`. Both as a CORS-simple
 * request (text/plain body, API key in the query), which needs no preflight
 * (docs/decisions/029-visit-logging-transport-and-limits.md). Answers whether the
 * browser accepted it for sending; the answer itself is never read.
 */
export function beaconLog(name: LogFunction, body: unknown): boolean {
  const url = `${edgeFunctionUrl(name)}?apikey=${encodeURIComponent(env.VITE_SUPABASE_PUBLISHABLE_KEY)}`;
  const payload = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === "function") {
      const queued = navigator.sendBeacon(url, new Blob([payload], { type: "text/plain;charset=UTF-8" }));
      if (queued) return true;
    }
  } catch {
    // Fall through to fetch.
  }
  try {
    void fetch(url, {
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body: payload,
    }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}
