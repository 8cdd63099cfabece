import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startGateway, type RunningGateway } from "../../supabase/local/gateway.ts";
import { LOCAL_JWT_SECRET } from "../../supabase/local/ports.ts";
import { createLogger, findFreePortBlock } from "../../supabase/local/processes.ts";
import { rawGet } from "./helpers/raw-http.ts";
import { createBucket, putOutsideStorage, putPublicObject, removePublicBucket } from "./helpers/storage.ts";

const stack = inject("stack");
const gateway = stack.gatewayUrl;
const BUCKET = "gateway-test";

function signKey(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT({ iss: "supabase-demo", exp: 1983812996, ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(new TextEncoder().encode(secret));
}

describe("gateway: API keys", () => {
  it("refuses a request without an apikey", async () => {
    const response = await fetch(`${gateway}/rest/v1/service_pricing`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: "No API key found in request" });
  });

  it("refuses a wrong or garbled sb_ key with 401", async () => {
    for (const key of [`${stack.secretKey.slice(0, -2)}zz`, `${stack.publishableKey}x`, "sb_publishable_", "sb_secret_", "sb_", "sb_other_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH"]) {
      const response = await fetch(`${gateway}/rest/v1/service_pricing?select=service_id&limit=1`, { headers: { apikey: key } });
      expect(response.status, key).toBe(401);
      expect(await response.json()).toMatchObject({ message: "Invalid API key" });
    }
  });

  it("refuses the legacy JWT keys while they are off, as this stack runs (docs/decisions/043)", async () => {
    for (const key of [stack.legacyAnonKey, stack.legacyServiceKey]) {
      const response = await fetch(`${gateway}/rest/v1/service_pricing?select=service_id&limit=1`, { headers: { apikey: key } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: "Invalid API key", hint: expect.stringContaining("Legacy API keys are disabled") as string });
    }
  });

  it("answers /health without a key", async () => {
    const response = await fetch(`${gateway}/health`);
    expect(response.status).toBe(200);
  });
});

describe("gateway: the publishable and secret keys", () => {
  it("reads with the publishable key as anon, under row-level security", async () => {
    const open = await fetch(`${gateway}/rest/v1/service_pricing?select=service_id&limit=1`, { headers: { apikey: stack.publishableKey } });
    expect(open.status).toBe(200);
    expect(((await open.json()) as unknown[]).length).toBe(1);
    // site_visits is closed to anon.
    const closed = await fetch(`${gateway}/rest/v1/site_visits?select=id&limit=1`, { headers: { apikey: stack.publishableKey } });
    expect(closed.status).toBe(401);
    expect(((await closed.json()) as { code: string }).code).toBe("42501");
  });

  it("bypasses row-level security with the secret key", async () => {
    const response = await fetch(`${gateway}/rest/v1/site_visits?select=id&limit=1`, { headers: { apikey: stack.secretKey } });
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it("takes the key as supabase-js sends it, also as the bearer token", async () => {
    const asService = await fetch(`${gateway}/rest/v1/site_visits?select=id&limit=1`, {
      headers: { apikey: stack.secretKey, Authorization: `Bearer ${stack.secretKey}` },
    });
    expect(asService.status).toBe(200);
    // The bearer never raises a request above its apikey's role.
    const asAnon = await fetch(`${gateway}/rest/v1/site_visits?select=id&limit=1`, {
      headers: { apikey: stack.publishableKey, Authorization: `Bearer ${stack.secretKey}` },
    });
    expect(asAnon.status).toBe(401);
  });

  it("refuses the secret key from a browser (its User-Agent), as hosted does; the publishable key is welcome there", async () => {
    const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const secret = await fetch(`${gateway}/rest/v1/service_pricing?select=service_id&limit=1`, {
      headers: { apikey: stack.secretKey, "User-Agent": browser, Origin: "http://localhost:5173" },
    });
    expect(secret.status).toBe(401);
    expect(await secret.json()).toMatchObject({ message: "Forbidden use of secret API key in browser" });
    expect(secret.headers.get("access-control-allow-origin")).toBe("*");
    const publishable = await fetch(`${gateway}/rest/v1/service_pricing?select=service_id&limit=1`, {
      headers: { apikey: stack.publishableKey, "User-Agent": browser, Origin: "http://localhost:5173" },
    });
    expect(publishable.status).toBe(200);
  });
});

describe("gateway: legacy keys switched on", () => {
  // A second gateway with legacyKeys on, in front of the same PostgREST: what `npm run dev` runs
  // by default, and what a hosted project does until its legacy keys are deactivated.
  let legacyGateway: RunningGateway;
  let url = "";

  beforeAll(async () => {
    legacyGateway = await startGateway(await findFreePortBlock(1), {
      postgrestPort: stack.postgrestPort,
      functions: new Map(),
      storageRoot: inject("storageRoot"),
      isPublicBucket: () => Promise.resolve(false),
      logger: createLogger("quiet"),
      keys: { publishable: stack.publishableKey, secret: stack.secretKey, anon: stack.legacyAnonKey, serviceRole: stack.legacyServiceKey },
      legacyKeys: true,
    });
    url = legacyGateway.url;
  });
  afterAll(() => legacyGateway.close());

  it("lets the legacy anon key reach PostgREST as anon, and the service_role key past row-level security", async () => {
    const root = await fetch(`${url}/rest/v1/`, { headers: { apikey: stack.legacyAnonKey } });
    expect(root.status).toBe(200);
    const asAnon = await fetch(`${url}/rest/v1/site_visits?select=id&limit=1`, { headers: { apikey: stack.legacyAnonKey } });
    expect(asAnon.status).toBe(401);
    const asService = await fetch(`${url}/rest/v1/site_visits?select=id&limit=1`, { headers: { apikey: stack.legacyServiceKey } });
    expect(asService.status).toBe(200);
  });

  it("keeps an explicit Authorization header over a legacy apikey", async () => {
    const response = await fetch(`${url}/rest/v1/site_visits?select=id&limit=1`, {
      headers: { apikey: stack.legacyServiceKey, Authorization: `Bearer ${stack.legacyAnonKey}` },
    });
    expect(response.status).toBe(401);
  });

  it("still takes the publishable and secret keys", async () => {
    expect((await fetch(`${url}/rest/v1/site_visits?select=id&limit=1`, { headers: { apikey: stack.secretKey } })).status).toBe(200);
    expect((await fetch(`${url}/rest/v1/service_pricing?select=service_id&limit=1`, { headers: { apikey: stack.publishableKey } })).status).toBe(200);
  });

  it("refuses a JWT signed with another secret, with a role that is not an API role, or expired", async () => {
    const forged = await signKey({ role: "anon" }, "not-the-local-secret-but-also-32-characters-long");
    const notApi = await signKey({ role: "postgres" }, LOCAL_JWT_SECRET);
    const expired = await signKey({ role: "anon", exp: 1_000_000_000 }, LOCAL_JWT_SECRET);
    for (const key of [forged, notApi, expired]) {
      const response = await fetch(`${url}/rest/v1/service_pricing`, { headers: { apikey: key } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: "Invalid API key" });
    }
  });
});

describe("gateway: /rest/v1 → PostgREST", () => {
  it("lets the publishable key reach the PostgREST root", async () => {
    const response = await fetch(`${gateway}/rest/v1/`, { headers: { apikey: stack.publishableKey } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/openapi+json");
    const spec = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toContain("/service_pricing");
  });

  it("accepts the apikey as a query parameter and does not pass it on as a filter", async () => {
    const response = await fetch(`${gateway}/rest/v1/service_pricing?select=service_id&limit=1&apikey=${stack.publishableKey}`);
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it("passes counts back in Content-Range, readable cross-origin", async () => {
    const response = await fetch(`${gateway}/rest/v1/service_pricing?select=service_id&limit=1`, {
      headers: { apikey: stack.publishableKey, Prefer: "count=exact", Origin: "http://localhost:5173" },
    });
    expect([200, 206]).toContain(response.status); // 206 when the count exceeds the range
    expect(response.headers.get("content-range")).toMatch(/^(\d+-\d+|\*)\/\d+$/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-expose-headers")).toContain("Content-Range");
  });

  it("strips the prefix, so /rest/v1/rpc/<fn> reaches PostgREST's /rpc/<fn>", async () => {
    const response = await fetch(`${gateway}/rest/v1/rpc/no_such_function_here`, {
      method: "POST",
      headers: { apikey: stack.publishableKey, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe("PGRST202");
  });

  it("answers CORS preflights without a key", async () => {
    const response = await fetch(`${gateway}/rest/v1/service_pricing`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "apikey, authorization, content-type, prefer, x-client-info",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const allowed = response.headers.get("access-control-allow-headers") ?? "";
    for (const header of ["apikey", "authorization", "content-type", "prefer", "x-client-info", "range", "accept-profile", "content-profile"]) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get("access-control-allow-methods")).toContain("PATCH");
  });
});

describe("gateway: /functions/v1", () => {
  it("answers 404 for a function that does not exist", async () => {
    const response = await fetch(`${gateway}/functions/v1/no-such-function`, { method: "POST", headers: { apikey: stack.publishableKey } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: "Requested function was not found" });
  });

  it("answers 404 for paths outside Supabase's layout", async () => {
    const response = await fetch(`${gateway}/auth/v1/nothing-here`, { headers: { apikey: stack.publishableKey } });
    expect(response.status).toBe(404);
  });
});

describe("gateway: /storage/v1/object/public", () => {
  const pdf = "%PDF-1.4\n% gateway test\n";
  let secretFile = "";

  beforeAll(async () => {
    await createBucket(BUCKET);
    await putPublicObject(BUCKET, "reports/sample report.pdf", pdf);
    await putPublicObject(BUCKET, "photos/front.webp", new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 69, 66, 80]));
    await putPublicObject(BUCKET, "photos/plan.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await putPublicObject(BUCKET, "tours/walk.mp4", new Uint8Array(64).fill(7));
    secretFile = await putOutsideStorage("outside-storage.txt", "must never be served");
  });
  afterAll(() => removePublicBucket(BUCKET));

  it("serves a public file without a key, with its content type", async () => {
    const response = await fetch(`${gateway}/storage/v1/object/public/${BUCKET}/reports/sample%20report.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.text()).toBe(pdf);
  });

  it.each([
    ["photos/front.webp", "image/webp"],
    ["photos/plan.svg", "image/svg+xml"],
    ["tours/walk.mp4", "video/mp4"],
  ])("serves %s as %s", async (path, type) => {
    const response = await fetch(`${gateway}/storage/v1/object/public/${BUCKET}/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
  });

  it("answers byte ranges (video seeking)", async () => {
    const response = await fetch(`${gateway}/storage/v1/object/public/${BUCKET}/tours/walk.mp4`, { headers: { Range: "bytes=10-19" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 10-19/64");
    expect((await response.arrayBuffer()).byteLength).toBe(10);
  });

  it("answers a missing file as hosted Storage does: 400, with its 404 JSON", async () => {
    const response = await fetch(`${gateway}/storage/v1/object/public/${BUCKET}/reports/missing.pdf`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: "404", code: "NoSuchKey", error: "not_found", message: "Object not found" });
  });

  it("answers 404 for a bucket without a path", async () => {
    const response = await fetch(`${gateway}/storage/v1/object/public/${BUCKET}`);
    expect(response.status).toBe(404);
  });

  it.each([
    `/storage/v1/object/public/${BUCKET}/..%2F..%2Foutside-storage.txt`,
    `/storage/v1/object/public/${BUCKET}/reports/..%2f..%2f..%2foutside-storage.txt`,
    `/storage/v1/object/public/..%2Foutside-storage.txt/x`,
    `/storage/v1/object/public/${BUCKET}/../../outside-storage.txt`,
    `/storage/v1/object/public/${BUCKET}/%2e%2e/%2e%2e/outside-storage.txt`,
    `/storage/v1/object/public/${BUCKET}/..%5C..%5Coutside-storage.txt`,
  ])("never serves a file outside the storage root: %s", async (path) => {
    expect(secretFile).not.toBe("");
    const answer = await rawGet(gateway, path, { apikey: stack.publishableKey });
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).not.toContain("must never be served");
  });
});
