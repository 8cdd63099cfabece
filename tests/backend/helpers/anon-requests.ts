import { inject } from "vitest";
import { fetchFrom, loopbackFor } from "../../../supabase/local/loopback-fetch.ts";

export { fetchFrom, loopbackFor };

const stack = inject("stack");

export interface AnonRequestOptions {
  /**
   * The visitor address: the request connects from it (loopbackFor), and the
   * gateway, like hosted Supabase's edge, tells functions and PostgREST the
   * TCP peer's address in cf-connecting-ip, so each test can act as its own
   * visitor. Headers never change it.
   */
  address?: string;
  /** Content-Type; "application/json" unless given, none at all with null (a GET). */
  contentType?: string | null;
  /** Prefer, as supabase-js sends it on writes (e.g. "return=minimal"). */
  prefer?: string;
  /** Any further headers; they come last, so they may also replace the ones above. */
  headers?: Record<string, string>;
}

/**
 * The headers the site's Supabase client sends through the gateway as the
 * anonymous visitor, in this order: apikey, Authorization (both the
 * publishable key), Content-Type, Prefer, then `headers`.
 */
export function anonHeaders(options: AnonRequestOptions = {}): Record<string, string> {
  const contentType = options.contentType === undefined ? "application/json" : options.contentType;
  return {
    apikey: stack.publishableKey,
    Authorization: `Bearer ${stack.publishableKey}`,
    ...(contentType === null ? {} : { "Content-Type": contentType }),
    ...(options.prefer ? { Prefer: options.prefer } : {}),
    ...options.headers,
  };
}

/** POSTs to a gateway URL as the anonymous site does. A string body is sent as is, anything else as JSON. */
export function postAsAnon(url: string, body: unknown, options: AnonRequestOptions = {}): Promise<Response> {
  const init = { method: "POST", headers: anonHeaders(options), body: typeof body === "string" ? body : JSON.stringify(body) };
  return options.address ? fetchFrom(loopbackFor(options.address), url, init) : fetch(url, init);
}
