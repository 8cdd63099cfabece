/**
 * request-site-rebuild (docs/decisions/070) against a build hook the test listens for: an
 * owner at aal2 gets the hook called once and an answer without its address; anyone else is
 * refused before the hook is touched; a host that refuses is a 502 that names no secret; the
 * stack's own copy, which has no hook, answers "no-hook".
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { siteRebuildAnswerSchema } from "#schemas/site-rebuild.ts";
import { startFunctionCopy, type FunctionCopy } from "./helpers/function-copy.ts";
import { CALLERS, createOwnerSessions, type Caller, type OwnerSessions } from "./helpers/owner-sessions.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
const tag = `rebuild-${randomUUID().slice(0, 8)}`;
const HOOK_SECRET = `hook-${randomUUID()}`;

interface HookCall {
  method: string;
  url: string;
}
const calls: HookCall[] = [];
let hookStatus = 200;
let hook: Server;
let hookUrl = "";
let fn: FunctionCopy;
let sessions: OwnerSessions;

function listen(): Promise<Server> {
  const server = createServer((req: IncomingMessage, res) => {
    req.resume();
    req.on("end", () => {
      calls.push({ method: req.method ?? "", url: req.url ?? "" });
      res.writeHead(hookStatus, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: "build-1", echo: req.url }));
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

async function call(url: string, caller: Caller): Promise<{ status: number; text: string; headers: string }> {
  const response = await fetch(url, { method: "POST", headers: sessions.headers(caller), body: "{}" });
  return { status: response.status, text: await response.text(), headers: JSON.stringify([...response.headers]) };
}

beforeAll(async () => {
  sessions = await createOwnerSessions(db, tag);
  hook = await listen();
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/${HOOK_SECRET}`;
  fn = await startFunctionCopy("request-site-rebuild", { env: { SITE_BUILD_HOOK_URL: hookUrl } });
}, 120_000);

afterAll(async () => {
  await fn?.stop();
  await new Promise((resolve) => hook.close(resolve));
  await sessions.remove();
  await db.end();
});

beforeEach(() => {
  calls.length = 0;
  hookStatus = 200;
});

describe("request-site-rebuild", () => {
  it("calls the hook once for an owner at aal2 and never says where it is", async () => {
    const answer = await call(fn.url, "owner-aal2");
    expect(answer.status, answer.text).toBe(200);
    expect(siteRebuildAnswerSchema.parse(JSON.parse(answer.text))).toMatchObject({ status: "started" });
    expect(calls).toEqual([{ method: "POST", url: `/build_hooks/${HOOK_SECRET}` }]);
    expect(answer.text + answer.headers).not.toContain(HOOK_SECRET);
    expect(answer.text + answer.headers).not.toContain(hookUrl);
  });

  it("refuses a visitor, a stranger and an owner at aal1 without touching the hook", async () => {
    for (const caller of CALLERS.filter((c) => c !== "owner-aal2")) {
      const answer = await call(fn.url, caller);
      expect([401, 403], `${caller}: ${answer.text}`).toContain(answer.status);
      expect(answer.text).not.toContain(HOOK_SECRET);
    }
    const forged = await fetch(fn.url, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(forged.status).toBe(401);
    expect(calls).toEqual([]);
  });

  it("answers 502 when the host refuses, naming the status but not the hook", async () => {
    hookStatus = 404;
    const answer = await call(fn.url, "owner-aal2");
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.text)).toEqual({ error: "The host refused the rebuild (HTTP 404). Check the build hook in the host's settings." });
    expect(answer.text).not.toContain(HOOK_SECRET);
    expect(calls).toHaveLength(1);
  });

  it("says there is no hook when SITE_BUILD_HOOK_URL is not set (the stack's own copy, through the gateway)", async () => {
    const answer = await call(`${stack.gatewayUrl}/functions/v1/request-site-rebuild`, "owner-aal2");
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ status: "no-hook" });
    const refused = await call(`${stack.gatewayUrl}/functions/v1/request-site-rebuild`, "stranger");
    expect(refused.status).toBe(403);
    expect(calls).toEqual([]);
  });
});
