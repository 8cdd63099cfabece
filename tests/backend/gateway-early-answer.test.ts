/**
 * The local gateway after an early answer (docs/decisions/045): a function refuses
 * an oversized body with 413 before reading it all; the gateway then reads and
 * drops a bounded rest of it (or closes the connection, saying so), so the client's
 * next request on its kept-alive connection is answered at once instead of waiting
 * behind the unread body and being reset.
 */
import { Agent, request, type IncomingHttpHeaders } from "node:http";
import { afterEach, describe, expect, inject, it } from "vitest";
import { MAX_DRAIN_BYTES } from "../../supabase/local/gateway.ts";

const stack = inject("stack");
const { hostname, port } = new URL(stack.gatewayUrl);
/** log-site-visit reads at most 16 KB. */
const PATH = "/functions/v1/log-site-visit";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

let agent: Agent;
afterEach(() => agent?.destroy());

/** One POST on the agent; `chunks` are written one by one, with no Content-Length when `chunked`. */
function post(chunks: Buffer[], chunked: boolean): Promise<Answer> {
  const headers: Record<string, string> = { apikey: stack.publishableKey, "content-type": "application/json" };
  if (!chunked) headers["content-length"] = String(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: PATH, method: "POST", agent, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, reusedSocket: req.reusedSocket }));
    });
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

const oneMegabyte = (pieces: number) => Array.from({ length: pieces }, () => Buffer.alloc((1024 * 1024) / pieces, "x"));
const small = [Buffer.from("{}")];

describe("gateway: the next request on a kept-alive connection after an early 413", () => {
  it.each([
    ["sent chunked", true],
    ["with its Content-Length", false],
  ])("a 1 MB body %s: the rest is dropped and the same connection answers the next request", async (_, chunked) => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await post(oneMegabyte(16), chunked);
    expect(first.status).toBe(413);
    expect(first.headers.connection).not.toBe("close");
    const second = await post(small, false);
    expect(second.status).toBe(400);
    expect(JSON.parse(second.body)).toMatchObject({ error: "Invalid request" });
    expect(second.reusedSocket).toBe(true);
  }, 20_000);

  it("a declared body far past what the gateway drops: Connection: close, and the next request goes on a new connection", async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    // Far past: whatever the gateway has read before the function answers (bounded by the socket
    // buffers between them, some megabytes on loopback, more on a busy machine) leaves a declared
    // rest well over MAX_DRAIN_BYTES. With only 4 MiB more, a late 413 found less than that left
    // and rightly drained it on a kept-alive connection.
    const total = MAX_DRAIN_BYTES + 60 * 1024 * 1024;
    const pieces = Array.from({ length: total / (1024 * 1024) }, () => Buffer.alloc(1024 * 1024, "x"));
    const first = await post(pieces, false).catch((error: Error) => error);
    // The client may still be writing when the connection closes; either it read the 413 or its write failed.
    if (!(first instanceof Error)) {
      expect(first.status).toBe(413);
      expect(first.headers.connection).toBe("close");
    }
    const second = await post(small, false);
    expect(second.status).toBe(400);
    expect(second.reusedSocket).toBe(false);
  }, 20_000);
});
