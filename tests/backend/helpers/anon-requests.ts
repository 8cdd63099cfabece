import { inject } from "vitest";

const stack = inject("stack");

export interface AnonRequestOptions {
  /**
   * The visitor address, sent as X-Forwarded-For: the local gateway honours it
   * from a loopback peer, so each test can act as its own visitor.
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
 * publishable key), Content-Type, Prefer, X-Forwarded-For, then `headers`.
 */
export function anonHeaders(options: AnonRequestOptions = {}): Record<string, string> {
  const contentType = options.contentType === undefined ? "application/json" : options.contentType;
  return {
    apikey: stack.publishableKey,
    Authorization: `Bearer ${stack.publishableKey}`,
    ...(contentType === null ? {} : { "Content-Type": contentType }),
    ...(options.prefer ? { Prefer: options.prefer } : {}),
    ...(options.address ? { "X-Forwarded-For": options.address } : {}),
    ...options.headers,
  };
}

/** POSTs to a gateway URL as the anonymous site does. A string body is sent as is, anything else as JSON. */
export function postAsAnon(url: string, body: unknown, options: AnonRequestOptions = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: anonHeaders(options),
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
