import { inject } from "vitest";
import { fetchFrom, loopbackFor, postAsAnon } from "./anon-requests.ts";

const stack = inject("stack");

export function logFunctionUrl(name: string): string {
  return `${stack.gatewayUrl}/functions/v1/${name}`;
}

/**
 * POSTs a body to a log function as the site does. `address` is the visitor
 * address: the request connects from it (anon-requests.ts loopbackFor), so
 * each test can act as its own visitor.
 */
export function postLog(
  name: string,
  body: unknown,
  options: { address?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return postAsAnon(logFunctionUrl(name), body, options);
}

/** What sendBeacon sends: text/plain, the apikey only in the query string, no Authorization. */
export function beaconLog(name: string, body: unknown, address?: string): Promise<Response> {
  const url = `${logFunctionUrl(name)}?apikey=${encodeURIComponent(stack.publishableKey)}`;
  const init = { method: "POST", headers: { "Content-Type": "text/plain;charset=UTF-8" }, body: JSON.stringify(body) };
  return address ? fetchFrom(loopbackFor(address), url, init) : fetch(url, init);
}

/**
 * Rate limits count per fixed window, aligned on the epoch (a minute for the log
 * functions, 10 minutes and a day for send-contact-email); a flood that straddled
 * two windows would be allowed twice. Waits for a fresh window when less than
 * `needSeconds` are left in the current one of `windowSeconds`.
 */
export async function awaitRoomInWindow(needSeconds = 15, windowSeconds = 60): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < needSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 250));
}

/** Sends `count` requests, `concurrency` at a time; answers the statuses in order. */
export async function sendMany(count: number, concurrency: number, send: (index: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = new Array<number>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const response = await send(index);
        await response.body?.cancel();
        statuses[index] = response.status;
      }
    }),
  );
  return statuses;
}

export function countStatuses(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
