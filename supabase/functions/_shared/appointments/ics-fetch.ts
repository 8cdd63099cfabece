import { readCappedText } from "../capped-body.ts";

/**
 * Fetches the owner's calendar from its secret iCal address
 * (docs/decisions/051): http(s) only (a webcal:// address is read over
 * https), redirects followed by hand and only to http(s), a deadline for the
 * whole exchange and a size cap on the body. Errors say what went wrong and
 * name the host, never the address: its path is the calendar's secret.
 */

export interface CalendarFetchOptions {
  /** The whole exchange, redirects and body included. */
  timeoutMs: number;
  /** The largest body read; a longer one is an error. */
  maxBytes: number;
  maxRedirects?: number;
  fetchImpl?: typeof fetch;
}

export class CalendarFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CalendarFetchError";
  }
}

const DEFAULT_MAX_REDIRECTS = 5;

/** The address as fetched: webcal:// becomes https://; anything but http(s) is refused. */
export function calendarUrl(address: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(address.trim().replace(/^webcals?:\/\//i, "https://"), base);
  } catch {
    throw new CalendarFetchError("the calendar address is not a URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new CalendarFetchError(`the calendar address must be http(s), not ${url.protocol.replace(/:$/, "")}`);
  }
  return url;
}

async function readCapped(response: Response, maxBytes: number, host: string): Promise<string> {
  const tooLarge = () => new CalendarFetchError(`the calendar from ${host} is larger than ${maxBytes} bytes`);
  const declared = Number(response.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  return await readCappedText(response.body, maxBytes, tooLarge);
}

/** A runtime's error text without any URL in it (Deno's fetch errors quote the address, secret path and all). */
function withoutAddresses(message: string): string {
  return message.replace(/[a-z][a-z0-9+.-]*:\/\/[^\s)'"]+/gi, "<address>").slice(0, 200);
}

/** The calendar's text, or a CalendarFetchError saying why not. */
export async function fetchCalendarText(address: string, options: CalendarFetchOptions): Promise<string> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = calendarUrl(address);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await fetchImpl(url, {
        redirect: "manual",
        signal,
        headers: { accept: "text/calendar, */*;q=0.5" },
      });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel().catch(() => undefined);
        if (redirects >= maxRedirects) throw new CalendarFetchError(`the calendar address redirected more than ${maxRedirects} times`);
        url = calendarUrl(location, url);
        continue;
      }
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => undefined);
        throw new CalendarFetchError(`the calendar address (${url.host}) answered ${response.status}`);
      }
      return await readCapped(response, options.maxBytes, url.host);
    }
  } catch (error) {
    if (error instanceof CalendarFetchError) throw error;
    if (signal.aborted) throw new CalendarFetchError(`the calendar address (${url.host}) did not answer within ${options.timeoutMs} ms`);
    throw new CalendarFetchError(`the calendar address (${url.host}) could not be reached: ${withoutAddresses((error as Error).message)}`);
  }
}
