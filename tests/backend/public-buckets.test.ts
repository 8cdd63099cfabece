/**
 * Public storage as hosted serves it (decision 042): the site's five buckets
 * come from a migration (storage.buckets), and the gateway serves
 * /storage/v1/object/public/<bucket>/... only from a bucket that is there and
 * public, answering anything else with hosted Storage's "Bucket not found".
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createBucket, putPublicObject, removePublicBucket } from "./helpers/storage.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 1 });
const BUCKET_NOT_FOUND = { statusCode: "404", code: "NoSuchBucket", error: "Bucket not found", message: "Bucket not found" };
const SITE_BUCKETS = ["agent-media", "appraisal-sample", "blog-images", "gallery", "showcase-media"];

afterAll(() => db.end());

describe("the site's buckets (migration 20261127000100)", () => {
  it("are the five public buckets, each with a size limit and only the file types the site shows", async () => {
    const { rows } = await db.query<{ id: string; name: string; public: boolean; file_size_limit: string; allowed_mime_types: string[] }>(
      "select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = any($1) order by id",
      [SITE_BUCKETS],
    );
    expect(rows.map((row) => row.id)).toEqual(SITE_BUCKETS);
    for (const row of rows) {
      expect(row).toMatchObject({ name: row.id, public: true });
      expect(Number(row.file_size_limit)).toBeGreaterThan(0);
      expect(row.allowed_mime_types.length).toBeGreaterThan(0);
      expect(row.allowed_mime_types).not.toContain("image/svg+xml");
      expect(row.allowed_mime_types).not.toContain("text/html");
    }
    expect(rows.find((row) => row.id === "appraisal-sample")?.allowed_mime_types).toEqual(["application/pdf"]);
  });

  it("serve their seeded files: the sample report and a listing photo", async () => {
    const report = await fetch(`${stack.gatewayUrl}/storage/v1/object/public/appraisal-sample/sample-appraisal-report.pdf`);
    expect(report.status).toBe(200);
    expect(report.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await report.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    const photo = await fetch(`${stack.gatewayUrl}/storage/v1/object/public/showcase-media/14-old-mill-road-tewksbury/photo-1.webp`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
  });
});

describe("gateway: only public buckets in storage.buckets are served", () => {
  const unknown = "bucket-not-in-storage";
  const hidden = "private-bucket-test";
  const shown = "public-bucket-test";

  beforeAll(async () => {
    // Files on disk in all three; only the rows decide.
    await putPublicObject(unknown, "a.txt", "no bucket row");
    await putPublicObject(hidden, "a.txt", "private bucket");
    await putPublicObject(shown, "a.txt", "public bucket");
    await createBucket(hidden, { public: false });
    await createBucket(shown, { public: true });
  });
  afterAll(async () => {
    for (const bucket of [unknown, hidden, shown]) await removePublicBucket(bucket);
  });

  it("serves an object of a public bucket", async () => {
    const response = await fetch(`${stack.gatewayUrl}/storage/v1/object/public/${shown}/a.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("public bucket");
  });

  it.each([
    ["a bucket that is not in storage.buckets", unknown],
    ["a bucket that is not public", hidden],
  ])("answers %s with hosted Storage's Bucket not found (HTTP 400, statusCode 404), and never its file", async (_what, bucket) => {
    for (const method of ["GET", "HEAD"]) {
      const response = await fetch(`${stack.gatewayUrl}/storage/v1/object/public/${bucket}/a.txt`, { method });
      expect(response.status).toBe(400);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      if (method === "GET") expect(await response.json()).toEqual(BUCKET_NOT_FOUND);
    }
  });

  it("follows the row at once: a bucket made private stops being served, made public again is served", async () => {
    const url = `${stack.gatewayUrl}/storage/v1/object/public/${shown}/a.txt`;
    await createBucket(shown, { public: false });
    expect((await fetch(url)).status).toBe(400);
    await createBucket(shown, { public: true });
    expect((await fetch(url)).status).toBe(200);
  });
});
