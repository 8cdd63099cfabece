import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { msUntilNextTick, startDueMailTimer } from "./due-mail-timer.ts";

/** The local stand-in for Supabase Cron, against a real HTTP server standing in for the gateway. */

interface Call {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

let server: Server | undefined;

function gateway(answer: (call: Call) => { status: number; body: string } | "hang"): Promise<{ url: string; calls: Call[] }> {
  const calls: Call[] = [];
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const call = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
      calls.push(call);
      const reply = answer(call);
      if (reply === "hang") return;
      res.writeHead(reply.status, { "content-type": "application/json" }).end(reply.body);
    });
  });
  return new Promise((resolve) =>
    server!.listen(0, "127.0.0.1", () => resolve({ url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/functions/v1/send-due-mail`, calls })),
  );
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `done()` holds (a loaded machine may delay a tick), at most 5 s. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 5000; waited += 20) await sleep(20);
}
const quiet = () => {
  const lines: string[] = [];
  return { lines, logger: { info: (line: string) => lines.push(`info ${line}`), warn: (line: string) => lines.push(`warn ${line}`) } };
};

describe("the local due-mail timer", () => {
  it("ticks on the wall clock's multiples, as cron does", () => {
    const fiveMinutes = 300_000;
    expect(msUntilNextTick(Date.parse("2026-11-26T10:03:00Z"), fiveMinutes)).toBe(120_000);
    expect(msUntilNextTick(Date.parse("2026-11-26T10:05:00Z"), fiveMinutes)).toBe(fiveMinutes);
  });

  it("calls the job with the secret key, in apikey alone, on every tick, and not after stop()", async () => {
    const { url, calls } = await gateway(() => ({ status: 200, body: JSON.stringify({ ok: true, leads: [{ status: "sent" }, { status: "retry" }], failedReport: { leads: 0, sent: false } }) }));
    const { lines, logger } = quiet();
    const timer = startDueMailTimer({ url, secretKey: "sb_secret_test", logger, everyMs: 150 });
    await until(() => calls.length >= 2 && lines.length >= 2);
    await timer.stop();
    const made = calls.length;
    expect(made).toBeGreaterThanOrEqual(2);
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/functions/v1/send-due-mail",
      headers: { apikey: "sb_secret_test", "content-type": "application/json" },
      body: "{}",
    });
    expect(calls[0]!.headers.authorization).toBeUndefined();
    expect(lines).toContain("info due-mail job: 2 lead(s) (1 sent, 1 retry)");
    await sleep(400);
    expect(calls.length).toBe(made);
  });

  it("says when the job refuses, and stays quiet when there was nothing to do", async () => {
    let refuse = true;
    const { url, calls } = await gateway(() => (refuse ? { status: 401, body: '{"error":"Only the service role may run this job"}' } : { status: 200, body: '{"ok":true,"leads":[],"failedReport":{"leads":0,"sent":false}}' }));
    const { lines, logger } = quiet();
    const timer = startDueMailTimer({ url, secretKey: "wrong", logger, everyMs: 100 });
    await until(() => lines.length >= 1);
    refuse = false;
    const refused = calls.length;
    await until(() => calls.length >= refused + 2);
    await timer.stop();
    expect(lines[0]).toBe('warn due-mail job answered 401: {"error":"Only the service role may run this job"}');
    expect(lines.filter((line) => line.startsWith("info"))).toEqual([]);
  });

  it("never runs two calls at once, and stop() ends a call in flight", async () => {
    const { url, calls } = await gateway(() => "hang");
    const { lines, logger } = quiet();
    const timer = startDueMailTimer({ url, secretKey: "sb_secret_test", logger, everyMs: 100 });
    await until(() => calls.length >= 1);
    await sleep(450);
    expect(calls.length).toBe(1);
    const stopping = Date.now();
    await timer.stop();
    expect(Date.now() - stopping).toBeLessThan(1000);
    expect(lines).toEqual([]);
  });
});
