/**
 * The gateway's key check and the Authorization it hands upstream
 * (docs/decisions/043-publishable-and-secret-keys.md), against a stand-in
 * upstream that answers with the headers it received. The backend suite
 * (tests/backend/gateway.test.ts) covers the same through the real stack.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FunctionTarget } from "./functions.ts";
import { functionEnv, LOCAL_POOLER_CONNECTIONS } from "./functions.ts";
import { functionsWithoutJwtCheck } from "./function-config.ts";
import { createGatewayApp } from "./gateway.ts";
import { localKeys, MINTED_JWT_SECONDS, type LocalKeys } from "./keys.ts";
import { supabaseDir } from "./paths.ts";
import { createLogger } from "./processes.ts";
import { join } from "node:path";

const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";

let upstream: Server;
let port = 0;
let keys: LocalKeys;

beforeAll(async () => {
  keys = await localKeys();
  upstream = createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ url: req.url, headers: req.headers }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  port = (upstream.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

function gateway(legacyKeys: boolean) {
  const functions = new Map<string, FunctionTarget>([
    ["guarded", { port, verifyJwt: true }],
    ["open", { port, verifyJwt: false }],
  ]);
  return createGatewayApp({ postgrestPort: port, functions, storageRoot: "/nonexistent", isPublicBucket: () => Promise.resolve(false), logger: createLogger("quiet"), keys, legacyKeys });
}

async function call(legacyKeys: boolean, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: { message?: string; url?: string; headers?: IncomingHttpHeaders } }> {
  const response = await gateway(legacyKeys).fetch(new Request(`http://gateway.local${path}`, { headers }));
  return { status: response.status, body: (await response.json()) as { message?: string; url?: string; headers?: IncomingHttpHeaders } };
}

function bearerClaims(headers: IncomingHttpHeaders | undefined) {
  const token = /^Bearer (.+)$/.exec(headers?.authorization ?? "")?.[1] ?? "";
  return decodeJwt(token);
}

describe("the local gateway's keys", () => {
  it("hands PostgREST a short-lived JWT for the publishable key's role (anon) and the secret key's (service_role)", async () => {
    for (const [key, role] of [
      [keys.publishable, "anon"],
      [keys.secret, "service_role"],
    ] as const) {
      const answer = await call(false, "/rest/v1/things", { apikey: key });
      expect(answer.status).toBe(200);
      const claims = bearerClaims(answer.body.headers);
      expect(claims.role).toBe(role);
      expect(claims.exp! - claims.iat!).toBe(MINTED_JWT_SECONDS);
      expect(claims.exp! * 1000).toBeGreaterThan(Date.now());
      expect(answer.body.headers?.authorization).not.toContain(key);
    }
  });

  it("replaces a bearer that is an sb_ key, and keeps any other one (a user's JWT)", async () => {
    const replaced = await call(false, "/rest/v1/things", { apikey: keys.publishable, authorization: `Bearer ${keys.publishable}` });
    expect(bearerClaims(replaced.body.headers).role).toBe("anon");
    const kept = await call(false, "/rest/v1/things", { apikey: keys.publishable, authorization: "Bearer eyJ.user.token" });
    expect(kept.body.headers?.authorization).toBe("Bearer eyJ.user.token");
  });

  it("passes a legacy key on as the bearer while legacy keys are on, and refuses it while they are off", async () => {
    const on = await call(true, "/rest/v1/things", { apikey: keys.anon });
    expect(on.status).toBe(200);
    expect(on.body.headers?.authorization).toBe(`Bearer ${keys.anon}`);
    const off = await call(false, "/rest/v1/things", { apikey: keys.serviceRole });
    expect(off).toMatchObject({ status: 401, body: { message: "Invalid API key" } });
  });

  it("refuses the secret key from a browser, to PostgREST and to a function with the JWT check on", async () => {
    for (const path of ["/rest/v1/things", "/functions/v1/guarded"]) {
      const answer = await call(false, path, { apikey: keys.secret, "user-agent": BROWSER });
      expect(answer, path).toMatchObject({ status: 401, body: { message: "Forbidden use of secret API key in browser" } });
    }
    const server = await call(false, "/rest/v1/things", { apikey: keys.secret, "user-agent": "Deno/2.5.6" });
    expect(server.status).toBe(200);
  });

  it("wants a valid key for a function with the JWT check on, and gives it the role's JWT", async () => {
    expect((await call(false, "/functions/v1/guarded")).status).toBe(401);
    expect((await call(false, "/functions/v1/guarded", { apikey: "sb_secret_nope" })).status).toBe(401);
    const answer = await call(false, "/functions/v1/guarded", { apikey: keys.secret });
    expect(answer.status).toBe(200);
    expect(bearerClaims(answer.body.headers).role).toBe("service_role");
  });

  it("checks no key for a function whose JWT check is off, and passes its request on as sent", async () => {
    const bare = await call(false, "/functions/v1/open?token=abc");
    expect(bare.status).toBe(200);
    expect(bare.body.url).toBe("/open?token=abc");
    expect(bare.body.headers?.authorization).toBeUndefined();
    const withKey = await call(false, "/functions/v1/open", { apikey: keys.secret, "user-agent": BROWSER });
    expect(withKey.status).toBe(200);
    expect(withKey.body.headers?.apikey).toBe(keys.secret);
    expect(withKey.body.headers?.authorization).toBeUndefined();
  });
});

describe("what the functions are given", () => {
  const base = { supabaseUrl: "http://127.0.0.1:54321", databaseUrl: "postgres://x", smtpPort: 2525 };

  it("gives the keys as the hosted runtime does: JSON maps, the legacy keys only while they are on", () => {
    const on = functionEnv({ ...base, keys, legacyKeys: true });
    expect(JSON.parse(on.SUPABASE_PUBLISHABLE_KEYS!)).toEqual({ default: keys.publishable });
    expect(JSON.parse(on.SUPABASE_SECRET_KEYS!)).toEqual({ default: keys.secret });
    expect(on).toMatchObject({ SUPABASE_ANON_KEY: keys.anon, SUPABASE_SERVICE_ROLE_KEY: keys.serviceRole });
    const off = functionEnv({ ...base, keys, legacyKeys: false });
    expect(off.SUPABASE_SECRET_KEYS).toBe(on.SUPABASE_SECRET_KEYS);
    expect(off).not.toHaveProperty("SUPABASE_ANON_KEY");
    expect(off).not.toHaveProperty("SUPABASE_SERVICE_ROLE_KEY");
  });

  it("runs the pooler path against the stack's database, with several connections where hosted runs several instances", () => {
    expect(functionEnv({ ...base, keys, legacyKeys: false })).toMatchObject({ DB_POOLER_URL: "postgres://x", DB_POOLER_CONNECTIONS: String(LOCAL_POOLER_CONNECTIONS) });
    expect(LOCAL_POOLER_CONNECTIONS).toBeGreaterThan(1);
  });

  it("reads verify_jwt from supabase/config.toml: the scheduled jobs and the unsubscribe link check their own keys", () => {
    const open = functionsWithoutJwtCheck(join(supabaseDir, "config.toml"));
    for (const name of ["send-due-mail", "send-weekly-report-mail", "report-mail-unsubscribe", "log-site-visit"]) expect(open.has(name), name).toBe(true);
  });
});
