import { describe, expect, it } from "vitest";
import { handler } from "./handler.ts";

/**
 * Request handling that needs no database; storing, limits and the rest run against
 * the local stack in tests/backend/log-site-visit.test.ts.
 */
describe("log-site-visit request handling", () => {
  it("refuses a chunked body (no Content-Length) over the limit with 413, without reading all of it", async () => {
    let pulledBytes = 0;
    let sent = 0;
    const chunk = new TextEncoder().encode("x".repeat(1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // A sendBeacon-style text/plain body that never ends (1 MiB cap for the test's sake).
        if (sent++ >= 1024) return controller.close();
        pulledBytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const init = { method: "POST", headers: { "content-type": "text/plain;charset=UTF-8" }, body, duplex: "half" } as RequestInit;
    const res = await handler(new Request("http://functions.test/log-site-visit?apikey=anon", init));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Body too large: at most 16384 bytes" });
    expect(pulledBytes).toBeLessThanOrEqual(20 * 1024);
  });
});
