/**
 * Uploads as hosted Storage takes them (decision 068), from the attacker's side,
 * through the real supabase-js storage client and the local gateway: the row in
 * storage.objects is written under the caller's role, so the policies of
 * migration 20261129002000 decide. A visitor's key, a signed-in stranger and an
 * owner at aal1 can neither upload, overwrite nor delete; an owner at aal2 can.
 * The bucket's type and size limits, and keys that would leave the bucket's
 * folder, are refused with nothing stored.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import { createOwnerSessions, type Caller, type OwnerSessions } from "./helpers/owner-sessions.ts";
import { rawRequest } from "./helpers/raw-http.ts";

const stack = inject("stack");
const storageRoot = inject("storageRoot");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const folder = `test-uploads-${tag}`;
let sessions: OwnerSessions;

const ATTACKERS: readonly Caller[] = ["anon", "stranger", "owner-aal1"];

/** A supabase-js client as the browser's, carrying `caller`'s token. */
function clientAs(caller: Caller): SupabaseClient {
  const { Authorization } = sessions.headers(caller);
  return createClient(stack.gatewayUrl, stack.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: Authorization! } },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

function webp(text: string, size?: number): Blob {
  const bytes = size === undefined ? new TextEncoder().encode(`RIFF${text}`) : new Uint8Array(size);
  return new Blob([bytes], { type: "image/webp" });
}

function fileOnDisk(bucket: string, path: string): string {
  return join(storageRoot, bucket, ...path.split("/"));
}

async function storedRow(bucket: string, path: string): Promise<{ owner: string | null; metadata: { mimetype: string; size: number } } | undefined> {
  const { rows } = await db.query<{ owner: string | null; metadata: { mimetype: string; size: number } }>(
    "select owner, metadata from storage.objects where bucket_id = $1 and name = $2",
    [bucket, path],
  );
  return rows[0];
}

/** The status Storage puts in its error body (it answers HTTP 400 for what it refuses). */
function refusedWith(error: unknown): string | undefined {
  const body = (error as { originalError?: unknown; statusCode?: unknown } | null) ?? undefined;
  return body && "statusCode" in body ? String(body.statusCode) : undefined;
}

beforeAll(async () => {
  sessions = await createOwnerSessions(db, `uploads-${tag}`);
});

afterAll(async () => {
  await db.query("delete from storage.objects where name like $1", [`${folder}/%`]);
  await sessions.remove();
  await db.end();
});

describe("uploading to a media bucket", () => {
  it.each(ATTACKERS)("%s cannot upload: 403 in Storage's body, no row, no file", async (caller) => {
    const path = `${folder}/by-${caller}.webp`;
    const { data, error } = await clientAs(caller).storage.from("gallery").upload(path, webp("attacker"));
    expect(data).toBeNull();
    expect(refusedWith(error)).toBe("403");
    expect(error?.message).toBe("new row violates row-level security policy");
    expect(await storedRow("gallery", path)).toBeUndefined();
    expect(existsSync(fileOnDisk("gallery", path))).toBe(false);
  });

  it("an owner at aal2 uploads: the row is theirs, the file is served at its public URL", async () => {
    const path = `${folder}/hero.webp`;
    const { data, error } = await clientAs("owner-aal2").storage.from("gallery").upload(path, webp("owner's photo"));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `gallery/${path}` });
    expect(await storedRow("gallery", path)).toMatchObject({ owner: sessions.ownerId, metadata: { mimetype: "image/webp", size: 17 } });
    expect(await readFile(fileOnDisk("gallery", path), "utf8")).toBe("RIFFowner's photo");
    const served = await fetch(`${stack.gatewayUrl}/storage/v1/object/public/gallery/${path}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe("RIFFowner's photo");
  });

  it("the appraisal sample stays the dashboard's: not even an owner at aal2 uploads there", async () => {
    const path = `${folder}/report.pdf`;
    const { error } = await clientAs("owner-aal2")
      .storage.from("appraisal-sample")
      .upload(path, new Blob(["%PDF-1.4"], { type: "application/pdf" }));
    expect(refusedWith(error)).toBe("403");
    expect(await storedRow("appraisal-sample", path)).toBeUndefined();
  });
});

describe("overwriting and deleting an owner's object", () => {
  const path = `${folder}/kept.webp`;

  beforeAll(async () => {
    const { error } = await clientAs("owner-aal2").storage.from("gallery").upload(path, webp("original"));
    if (error) throw error;
  });

  it.each(ATTACKERS)("%s cannot overwrite it with upsert or update: the file stays as it was", async (caller) => {
    const client = clientAs(caller).storage.from("gallery");
    const upserted = await client.upload(path, webp("replaced"), { upsert: true });
    expect(refusedWith(upserted.error)).toBe("403");
    const updated = await client.update(path, webp("replaced"));
    expect(refusedWith(updated.error)).toBe("403");
    expect(await readFile(fileOnDisk("gallery", path), "utf8")).toBe("RIFForiginal");
  });

  it("an upload without upsert onto an existing key is a 409 and changes nothing", async () => {
    const { error } = await clientAs("owner-aal2").storage.from("gallery").upload(path, webp("again"));
    expect(refusedWith(error)).toBe("409");
    expect(await readFile(fileOnDisk("gallery", path), "utf8")).toBe("RIFForiginal");
  });

  it.each(ATTACKERS)("%s cannot delete it, one by one or in bulk, nor list the folder", async (caller) => {
    const client = clientAs(caller).storage.from("gallery");
    const bulk = await client.remove([path]);
    expect(bulk.data).toEqual([]);
    const single = await fetch(`${stack.gatewayUrl}/storage/v1/object/gallery/${path}`, { method: "DELETE", headers: sessions.headers(caller) });
    expect(single.status).toBe(400);
    expect(await single.json()).toMatchObject({ statusCode: "403", code: "AccessDenied" });
    const listed = await client.list(folder);
    expect(listed.data).toEqual([]);
    expect(existsSync(fileOnDisk("gallery", path))).toBe(true);
    expect(await storedRow("gallery", path)).toBeDefined();
  });

  it("an owner at aal2 lists, overwrites, then deletes it: row and file are gone", async () => {
    const client = clientAs("owner-aal2").storage.from("gallery");
    const listed = await client.list(folder);
    expect(listed.data?.map((entry) => entry.name)).toContain("kept.webp");
    const replaced = await client.upload(path, webp("replaced"), { upsert: true });
    expect(replaced.error).toBeNull();
    expect(await readFile(fileOnDisk("gallery", path), "utf8")).toBe("RIFFreplaced");
    const removed = await client.remove([path]);
    expect(removed.data?.map((row) => row.name)).toEqual([path]);
    expect(await storedRow("gallery", path)).toBeUndefined();
    expect(existsSync(fileOnDisk("gallery", path))).toBe(false);
    const gone = await fetch(`${stack.gatewayUrl}/storage/v1/object/public/gallery/${path}`);
    expect(gone.status).toBe(400);
  });

  it("deleting a key that is not there answers Storage's not-found", async () => {
    const answer = await fetch(`${stack.gatewayUrl}/storage/v1/object/gallery/${folder}/never.webp`, { method: "DELETE", headers: sessions.headers("owner-aal2") });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ statusCode: "404", code: "NoSuchKey" });
  });
});

describe("the bucket's limits and keys, before any row", () => {
  it("a file over the bucket's size limit is a 413 and nothing is stored", async () => {
    const path = `${folder}/too-large.webp`;
    const { error } = await clientAs("owner-aal2").storage.from("gallery").upload(path, webp("", 10 * 1024 * 1024 + 1));
    expect(refusedWith(error)).toBe("413");
    expect(await storedRow("gallery", path)).toBeUndefined();
    expect(existsSync(fileOnDisk("gallery", path))).toBe(false);
  });

  it.each([
    ["an SVG", "image/svg+xml"],
    ["an HTML page", "text/html"],
  ])("%s is a 415 and nothing is stored", async (_label, type) => {
    const path = `${folder}/page.webp`;
    const { error } = await clientAs("owner-aal2").storage.from("gallery").upload(path, new Blob(["<script>alert(1)</script>"], { type }));
    expect(refusedWith(error)).toBe("415");
    expect(await storedRow("gallery", path)).toBeUndefined();
    expect(existsSync(fileOnDisk("gallery", path))).toBe(false);
  });

  // A URL's own ./.. segments are resolved before any server sees them (by fetch, and by the
  // gateway's URL parser); these are the ones that survive as part of a key.
  it.each([
    ["an encoded slash with dot-dot", `/storage/v1/object/gallery/..%2F..%2Fescaped.webp`],
    ["an encoded dot-dot and slash", `/storage/v1/object/gallery/${folder}/%2e%2e%2F%2e%2e%2F%2e%2e%2Fescaped.webp`],
    ["an encoded backslash", `/storage/v1/object/gallery/..%5C..%5Cescaped.webp`],
    ["an encoded NUL", `/storage/v1/object/gallery/${folder}/escaped.webp%00.txt`],
    ["an empty segment", `/storage/v1/object/gallery/${folder}//escaped.webp`],
  ])("a key with %s is refused and nothing is written anywhere", async (_label, rawPath) => {
    const before = await db.query("select count(*)::int as n from storage.objects");
    const answer = await rawRequest(stack.gatewayUrl, "POST", rawPath, { ...sessions.headers("owner-aal2"), "Content-Type": "image/webp" }, "RIFFescape");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: "400", code: "InvalidKey" });
    const after = await db.query("select count(*)::int as n from storage.objects");
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect(existsSync(join(storageRoot, "showcase-media", "escaped.webp"))).toBe(false);
    expect(existsSync(join(storageRoot, "escaped.webp"))).toBe(false);
    expect(existsSync(join(storageRoot, "..", "escaped.webp"))).toBe(false);
  });

  it("a request without a key is refused by the gateway before Storage", async () => {
    const answer = await fetch(`${stack.gatewayUrl}/storage/v1/object/gallery/${folder}/nokey.webp`, { method: "POST", body: webp("x") });
    expect(answer.status).toBe(401);
    expect(await storedRow("gallery", `${folder}/nokey.webp`)).toBeUndefined();
  });

  it("a forged token (not signed with the project's secret) is refused", async () => {
    const [header, payload] = (sessions.headers("owner-aal2").Authorization ?? "").replace("Bearer ", "").split(".");
    const forged = `${header}.${payload}.${"A".repeat(43)}`;
    const answer = await fetch(`${stack.gatewayUrl}/storage/v1/object/gallery/${folder}/forged.webp`, {
      method: "POST",
      headers: { apikey: stack.publishableKey, Authorization: `Bearer ${forged}`, "Content-Type": "image/webp" },
      body: "RIFFforged",
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ statusCode: "403", code: "AccessDenied" });
    expect(await storedRow("gallery", `${folder}/forged.webp`)).toBeUndefined();
  });
});
