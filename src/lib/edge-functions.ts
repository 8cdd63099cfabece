import { env } from "@/config/env";

/**
 * Calls a Supabase edge function (`/functions/v1/<name>`) with the public (publishable) key.
 *
 * A plain `fetch` rather than `supabase.functions.invoke`: the property search runs on
 * the home page, and loading supabase-js (the app's largest dependency) just to call a
 * function would put it on the critical path of the first search. It also lets callers
 * pass an AbortSignal, so React Query can cancel a search the visitor typed past.
 */

export class EdgeFunctionError extends Error {
  readonly status: number;
  /** The function's JSON answer on failure, when it sent one. */
  readonly body: unknown;

  constructor(name: string, status: number, body: unknown) {
    super(`${name} failed with HTTP ${status}${describeBody(body)}`);
    this.name = "EdgeFunctionError";
    this.status = status;
    this.body = body;
  }
}

function describeBody(body: unknown): string {
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    const message = record.error ?? record.message;
    if (typeof message === "string") return `: ${message}`;
  }
  return "";
}

export interface InvokeOptions {
  method?: "GET" | "POST";
  /** JSON body (POST). */
  body?: unknown;
  signal?: AbortSignal;
  /** A signed-in user's access token, sent as the bearer beside the key (the owner's desk). */
  accessToken?: string;
}

/** The URL of a function, with an optional path below it (already encoded by the caller). */
export function edgeFunctionUrl(name: string, subPath = ""): string {
  const base = env.VITE_SUPABASE_URL.replace(/\/+$/, "");
  return `${base}/functions/v1/${name}${subPath ? `/${subPath}` : ""}`;
}

/**
 * Calls `name` (optionally `name/subPath`) and answers its parsed JSON. Throws an
 * EdgeFunctionError on a non-2xx answer, and the fetch error when the network fails.
 */
export async function invokeEdgeFunction(name: string, subPath: string, options: InvokeOptions = {}): Promise<unknown> {
  const key = env.VITE_SUPABASE_PUBLISHABLE_KEY;
  // API keys go in `apikey`; a publishable key is not a JWT, so it is not sent as the
  // bearer token too. A legacy anon key (a JWT) is, as it always was (docs/decisions/043).
  const headers: Record<string, string> = key.startsWith("sb_") ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` };
  if (options.accessToken) headers.Authorization = `Bearer ${options.accessToken}`;
  const init: RequestInit = { method: options.method ?? "POST", headers };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(options.body);
  }

  const response = await fetch(edgeFunctionUrl(name, subPath), init);
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw new EdgeFunctionError(name, response.status, body);
  return body;
}
