import { describe, expect, it } from "vitest";
import { CalendarFetchError, calendarUrl, fetchCalendarText } from "./ics-fetch.ts";

/**
 * Fetching the secret iCal address (docs/decisions/051) against a stand-in
 * `fetch` that answers like a server would: redirects only to http(s), a
 * size cap, a deadline, errors that never quote the secret path.
 */

const SECRET = "https://calendar.example.com/calendar/ical/owner%40example.com/private-0123456789abcdef/basic.ics";
const ICS = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nEND:VCALENDAR\r\n";
const options = { timeoutMs: 500, maxBytes: 1024 };

type Answer = (url: string) => Response | Promise<Response>;
function server(answer: Answer) {
  const asked: string[] = [];
  const fetchImpl = (async (input: URL | RequestInfo, init?: RequestInit) => {
    expect(init?.redirect).toBe("manual");
    const url = String(input);
    asked.push(url);
    return answer(url);
  }) as typeof fetch;
  return { asked, fetchImpl };
}

async function failure(promise: Promise<unknown>): Promise<CalendarFetchError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CalendarFetchError);
  expect((error as Error).message).not.toContain("private-0123456789abcdef");
  return error as CalendarFetchError;
}

describe("fetchCalendarText", () => {
  it("reads the calendar, following an https redirect", async () => {
    const { asked, fetchImpl } = server((url) =>
      url === SECRET ? new Response(null, { status: 302, headers: { location: "/moved/basic.ics" } }) : new Response(ICS, { status: 200 }),
    );
    await expect(fetchCalendarText(SECRET, { ...options, fetchImpl })).resolves.toBe(ICS);
    expect(asked).toEqual([SECRET, "https://calendar.example.com/moved/basic.ics"]);
  });

  it("reads a webcal:// address over https", async () => {
    const { asked, fetchImpl } = server(() => new Response(ICS));
    await fetchCalendarText(SECRET.replace("https://", "webcal://"), { ...options, fetchImpl });
    expect(asked).toEqual([SECRET]);
  });

  it.each(["file:///etc/passwd", "ftp://calendar.example.com/basic.ics", "data:text/calendar,BEGIN:VCALENDAR"])(
    "refuses a redirect to %s",
    async (location) => {
      const { asked, fetchImpl } = server(() => new Response(null, { status: 301, headers: { location } }));
      const error = await failure(fetchCalendarText(SECRET, { ...options, fetchImpl }));
      expect(error.message).toMatch(/must be http\(s\)/);
      expect(asked).toHaveLength(1);
    },
  );

  it("refuses an address that is not http(s)", async () => {
    expect(() => calendarUrl("file:///etc/passwd")).toThrow(/must be http\(s\), not file/);
  });

  it("stops after five redirects", async () => {
    const { asked, fetchImpl } = server((url) => new Response(null, { status: 302, headers: { location: `${url}x` } }));
    expect((await failure(fetchCalendarText(SECRET, { ...options, fetchImpl }))).message).toMatch(/redirected more than 5 times/);
    expect(asked).toHaveLength(6);
  });

  it("an error status names the host and the status, not the address", async () => {
    const { fetchImpl } = server(() => new Response("gone", { status: 404 }));
    expect((await failure(fetchCalendarText(SECRET, { ...options, fetchImpl }))).message).toBe("the calendar address (calendar.example.com) answered 404");
  });

  it("refuses a body over the cap, declared or streamed", async () => {
    const big = "X".repeat(2048);
    const declared = server(() => new Response(big, { headers: { "content-length": "2048" } }));
    expect((await failure(fetchCalendarText(SECRET, { ...options, fetchImpl: declared.fetchImpl }))).message).toMatch(/larger than 1024 bytes/);
    const streamed = server(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode("X".repeat(512)));
              controller.close();
            },
          }),
        ),
    );
    expect((await failure(fetchCalendarText(SECRET, { ...options, fetchImpl: streamed.fetchImpl }))).message).toMatch(/larger than 1024 bytes/);
  });

  it("gives up at the deadline", async () => {
    const fetchImpl = ((_input: URL | RequestInfo, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)))) as typeof fetch;
    expect((await failure(fetchCalendarText(SECRET, { ...options, timeoutMs: 50, fetchImpl }))).message).toMatch(/did not answer within 50 ms/);
  });

  it("a network error loses the address it quotes", async () => {
    const fetchImpl = (async () => {
      throw new TypeError(`error sending request for url (${SECRET}): connection refused`);
    }) as typeof fetch;
    expect((await failure(fetchCalendarText(SECRET, { ...options, fetchImpl }))).message).toBe(
      "the calendar address (calendar.example.com) could not be reached: error sending request for url (<address>): connection refused",
    );
  });
});
