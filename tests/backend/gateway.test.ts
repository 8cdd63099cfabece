import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { LOCAL_JWT_SECRET } from "../../supabase/local/ports.ts";
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

  it("refuses a key signed with another secret", async () => {
    const forged = await signKey({ role: "anon" }, "not-the-local-secret-but-also-32-characters-long");
    const response = await fetch(`${gateway}/rest/v1/service_pricing`, { headers: { apikey: forged } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: "Invalid API key" });
  });

  it("refuses a local key whose role is not an API role", async () => {
    const key = await signKey({ role: "postgres" }, LOCAL_JWT_SECRET);
    const response = await fetch(`${gateway}/functions/v1/log-site-visit`, { method: "POST", headers: { apikey: key } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: "Invalid API key" });
  });

  it("refuses an expired key", async () => {
    const expired = await signKey({ role: "anon", exp: 1_000_000_000 }, LOCAL_JWT_SECRET);
    const response = await fetch(`${gateway}/rest/v1/`, { headers: { apikey: expired } });
    expect(response.status).toBe(401);
  });

  it("answers /health without a key", async () => {
    const response = await fetch(`${gateway}/health`);
    expect(response.status).toBe(200);
  });
});

describe("gateway: /rest/v1 → PostgREST", () => {
  it("lets the anon key reach the PostgREST root", async () => {
    const response = await fetch(`${gateway}/rest/v1/`, { headers: { apikey: stack.anonKey } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/openapi+json");
    const spec = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toContain("/service_pricing");
  });

  it("accepts the apikey as a query parameter and does not pass it on as a filter", async () => {
    const response = await fetch(`${gateway}/rest/v1/service_pricing?select=service_id&limit=1&apikey=${stack.anonKey}`);
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it("passes counts back in Content-Range, readable cross-origin", async () => {
    const response = await fetch(`${gateway}/rest/v1/service_pricing?select=service_id&limit=1`, {
      headers: { apikey: stack.anonKey, Prefer: "count=exact", Origin: "http://localhost:5173" },
    });
    expect([200, 206]).toContain(response.status); // 206 when the count exceeds the range
    expect(response.headers.get("content-range")).toMatch(/^(\d+-\d+|\*)\/\d+$/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-expose-headers")).toContain("Content-Range");
  });

  it("strips the prefix, so /rest/v1/rpc/<fn> reaches PostgREST's /rpc/<fn>", async () => {
    const response = await fetch(`${gateway}/rest/v1/rpc/no_such_function_here`, {
      method: "POST",
      headers: { apikey: stack.anonKey, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe("PGRST202");
  });

  it("uses the apikey as the bearer token when there is no Authorization header", async () => {
    // site_visits is closed to anon; service_role bypasses row-level security.
    const asAnon = await fetch(`${gateway}/rest/v1/site_visits?select=id&limit=1`, { headers: { apikey: stack.anonKey } });
    expect(asAnon.status).toBe(401);
    const asService = await fetch(`${gateway}/rest/v1/site_visits?select=id&limit=1`, { headers: { apikey: stack.serviceKey } });
    expect(asService.status).toBe(200);
  });

  it("keeps an explicit Authorization header over the apikey", async () => {
    const response = await fetch(`${gateway}/rest/v1/site_visits?select=id&limit=1`, {
      headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(response.status).toBe(401);
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
    const response = await fetch(`${gateway}/functions/v1/no-such-function`, { method: "POST", headers: { apikey: stack.anonKey } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: "Requested function was not found" });
  });

  it("answers 404 for paths outside Supabase's layout", async () => {
    const response = await fetch(`${gateway}/auth/v1/nothing-here`, { headers: { apikey: stack.anonKey } });
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
    const answer = await rawGet(gateway, path, { apikey: stack.anonKey });
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).not.toContain("must never be served");
  });
});
