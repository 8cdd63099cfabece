/**
 * The Storage API's object writes, as the local gateway answers them
 * (docs/decisions/068-owner-media-uploads.md), in the shape of hosted
 * Storage's routes (github.com/supabase/storage, src/http/routes/object):
 *
 *   POST   /storage/v1/object/<bucket>/<path>   upload (x-upsert: true overwrites)
 *   PUT    /storage/v1/object/<bucket>/<path>   upload that overwrites
 *   DELETE /storage/v1/object/<bucket>/<path>   delete one object
 *   DELETE /storage/v1/object/<bucket>          delete { prefixes: [...] }, answers the deleted objects
 *   POST   /storage/v1/object/list/<bucket>     list { prefix, limit, offset, sortBy, search }
 *
 * Behind the gateway's key check; the caller's JWT (the session's, or the
 * one the gateway mints for a key) is verified and its role and claims are
 * set for the transaction that writes or deletes the storage.objects row,
 * so the policies on storage.objects decide, as on hosted. The bucket's type
 * and size limits are checked before any row; the file is written under the
 * storage root only after its row was allowed, and deleted with its row.
 * Errors are hosted Storage's: HTTP 400 (500 for its own failures) with the
 * real status in the body's statusCode (src/http/error-handler.ts).
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, rename, rm, unlink, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { Context, Hono } from "hono";
import { jwtVerify } from "jose";
import { parse } from "smol-toml";
import type pg from "pg";
import { LOCAL_JWT_SECRET } from "./ports.ts";
import type { StorageDatabase, StorageRole, StorageTransaction } from "./storage-buckets.ts";

export interface StorageApiOptions {
  storageRoot: string;
  database: StorageDatabase;
  /** The project's upload limit ([storage] file_size_limit in supabase/config.toml), bytes. */
  maxFileSize: number;
}

/** A Storage error as hosted renders it. */
export class StorageApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  toResponse(): Response {
    return Response.json(
      { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message },
      { status: this.statusCode >= 500 ? 500 : 400 },
    );
  }
}

const ERRORS = {
  accessDenied: (message = "Access denied") => new StorageApiError(403, "AccessDenied", "Unauthorized", message),
  rowLevelSecurity: () => new StorageApiError(403, "AccessDenied", "Unauthorized", "new row violates row-level security policy"),
  noSuchBucket: () => new StorageApiError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => new StorageApiError(404, "NoSuchKey", "not_found", "Object not found"),
  invalidKey: (key: string) => new StorageApiError(400, "InvalidKey", "InvalidKey", `Invalid key: ${key}`),
  invalidMimeType: (mime: string) => new StorageApiError(415, "InvalidMimeType", "invalid_mime_type", `mime type ${mime} is not supported`),
  tooLarge: () => new StorageApiError(413, "EntityTooLarge", "Payload too large", "The object exceeded the maximum allowed size"),
  duplicate: () => new StorageApiError(409, "ResourceAlreadyExists", "Duplicate", "The resource already exists"),
  noContent: (message = "No content provided") => new StorageApiError(400, "InvalidRequest", "InvalidRequest", message),
  invalidRequest: (message: string) => new StorageApiError(400, "InvalidRequest", "InvalidRequest", message),
};

/** Storage's characters for a key (src/storage/limits.ts VALID_OBJECT_KEY). */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
/** The most prefixes one bulk delete takes (Storage's default). */
const MAX_DELETE_PREFIXES = 1000;
/** Room for a multipart body's boundaries and fields beyond the file's own bytes. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Parses Storage's size notation ("50MiB", "5MB", "1048576") into bytes. */
export function parseSizeLimit(value: string | number): number {
  if (typeof value === "number") return value;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([KMG]i?B|B)?\s*$/i.exec(value);
  if (!match) throw new Error(`not a size: ${value}`);
  const unit = (match[2] ?? "B").toUpperCase();
  const power = { B: 0, KB: 1, KIB: 1, MB: 2, MIB: 2, GB: 3, GIB: 3 }[unit] ?? 0;
  const base = unit.includes("I") ? 1024 : 1000;
  return Math.floor(Number(match[1]) * base ** power);
}

/** The project's upload limit: [storage] file_size_limit of supabase/config.toml (the CLI's default, 50MiB, when unset). */
export function readStorageFileSizeLimit(configFile: string): number {
  const config = parse(readFileSync(configFile, "utf8")) as { storage?: { file_size_limit?: string | number } };
  return parseSizeLimit(config.storage?.file_size_limit ?? "50MiB");
}

/**
 * The segments of an object key taken from a request path (percent-decoded),
 * or an InvalidKey error: Storage's characters only, and no empty, `.` or
 * `..` segment, so a key always names a file inside its bucket's folder.
 */
export function objectKeySegments(rawPath: string): string[] {
  let key: string;
  try {
    key = rawPath.split("/").map(decodeURIComponent).join("/");
  } catch {
    throw ERRORS.invalidKey(rawPath);
  }
  const segments = key.split("/");
  if (!key || !VALID_OBJECT_KEY.test(key) || segments.some((segment) => segment === "" || segment === "." || segment === "..")) {
    throw ERRORS.invalidKey(key);
  }
  return segments;
}

/** Storage's type check (src/storage/uploader.ts validateMimeType): type/subtype, or type/* in the bucket's list. */
export function mimeTypeAllowed(mimeType: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = mimeType.split("/");
  if (!type || subtype === undefined) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split("/");
    return allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype);
  });
}

interface Caller {
  role: StorageRole;
  claims: Record<string, unknown>;
  sub: string | undefined;
}

const jwtSecret = new TextEncoder().encode(LOCAL_JWT_SECRET);

/** The caller the bearer token names, verified as Storage verifies it (an invalid one is AccessDenied). */
async function callerOf(authorization: string | undefined): Promise<Caller> {
  const token = (authorization ?? "").replace(/^Bearer\s+/i, "");
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(token, jwtSecret, { algorithms: ["HS256"] }));
  } catch (error) {
    throw ERRORS.accessDenied((error as Error).message || "Invalid JWT");
  }
  const role = claims.role;
  if (role !== "anon" && role !== "authenticated" && role !== "service_role") throw ERRORS.accessDenied("Access denied: Invalid role");
  return { role, claims, sub: typeof claims.sub === "string" && claims.sub ? claims.sub : undefined };
}

/** A database error as Storage renders it (src/storage/database/errors.ts). */
function fromDatabaseError(error: unknown): unknown {
  const code = (error as pg.DatabaseError | undefined)?.code;
  if (code === "42501") {
    const message = (error as Error).message;
    return message.includes("row-level security") ? ERRORS.rowLevelSecurity() : ERRORS.accessDenied(message);
  }
  if (code === "23505") return ERRORS.duplicate();
  return error;
}

/** The request body, read up to `limit` bytes; more is EntityTooLarge (and the rest is not read). */
async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) throw ERRORS.tooLarge();
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw ERRORS.tooLarge();
    }
    chunks.push(value);
  }
  const joined = new Uint8Array(new ArrayBuffer(total));
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.byteLength;
  }
  return joined;
}

interface UploadedFile {
  bytes: Uint8Array;
  mimeType: string;
  cacheControl: string;
}

/** The file of an upload: a multipart form's one file (supabase-js sends a Blob so) or the raw body. */
async function uploadedFile(request: Request, maxFileSize: number, allowedMimeTypes: string[] | null): Promise<UploadedFile> {
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.startsWith("multipart/form-data")) {
    const body = await readBody(request, maxFileSize + MULTIPART_OVERHEAD);
    let form: FormData;
    try {
      form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    } catch (error) {
      throw ERRORS.noContent((error as Error).message);
    }
    let file: File | undefined;
    for (const value of form.values()) if (typeof value !== "string") file ??= value;
    if (!file) throw ERRORS.noContent();
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" && value ? value : undefined;
    };
    const mimeType = field("contentType") ?? (file.type || "application/octet-stream");
    if (!mimeTypeAllowed(mimeType, allowedMimeTypes)) throw ERRORS.invalidMimeType(mimeType);
    if (file.size > maxFileSize) throw ERRORS.tooLarge();
    const cacheTime = field("cacheControl");
    return { bytes: new Uint8Array(await file.arrayBuffer()), mimeType, cacheControl: cacheTime ? `max-age=${cacheTime}` : "no-cache" };
  }
  const mimeType = contentType || "application/octet-stream";
  if (!mimeTypeAllowed(mimeType, allowedMimeTypes)) throw ERRORS.invalidMimeType(mimeType);
  const bytes = await readBody(request, maxFileSize);
  return { bytes, mimeType, cacheControl: request.headers.get("cache-control") ?? "no-cache" };
}

/** Where an object's file lives: <root>/<bucket>/<key>, never outside the root. */
function fileOf(storageRoot: string, bucket: string, segments: readonly string[]): string {
  const root = resolve(storageRoot);
  const file = resolve(join(root, bucket, ...segments));
  if (!file.startsWith(root + sep + bucket + sep)) throw ERRORS.invalidKey(segments.join("/"));
  return file;
}

async function removeFile(file: string): Promise<void> {
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}

const OBJECT_COLUMNS = "id, bucket_id, name, owner, owner_id, version, created_at, updated_at, last_accessed_at, metadata, user_metadata";

export function mountStorageApi<E extends { Variables: { authorization: string | undefined } }>(app: Hono<E>, options: StorageApiOptions): void {
  const { database, storageRoot } = options;

  /** The caller, and the bucket named by the path, or the answer Storage gives. */
  const handle = (work: (c: Context<E>, caller: Caller) => Promise<Response>) => async (c: Context<E>) => {
    try {
      const caller = await callerOf(c.get("authorization") ?? c.req.header("authorization"));
      return await work(c, caller);
    } catch (error) {
      const rendered = fromDatabaseError(error);
      if (rendered instanceof StorageApiError) return rendered.toResponse();
      throw rendered;
    }
  };

  const bucketOf = async (raw: string) => {
    let id: string;
    try {
      id = decodeURIComponent(raw);
    } catch {
      throw ERRORS.noSuchBucket();
    }
    const bucket = await database.bucket(id);
    if (!bucket) throw ERRORS.noSuchBucket();
    return bucket;
  };

  /** The bucket and key segments after /storage/v1/object/[list/]. */
  const target = (c: Context<E>, prefix: string) => {
    const rest = new URL(c.req.url).pathname.slice(prefix.length);
    const slash = rest.indexOf("/");
    return slash < 0 ? { bucket: rest, key: "" } : { bucket: rest.slice(0, slash), key: rest.slice(slash + 1) };
  };

  app.post(
    "/storage/v1/object/list/:bucket",
    handle(async (c, caller) => {
      const bucket = await bucketOf(target(c, "/storage/v1/object/list/").bucket);
      let body: { prefix?: unknown; limit?: unknown; offset?: unknown; sortBy?: { column?: unknown; order?: unknown }; search?: unknown };
      try {
        body = (await c.req.json()) as typeof body;
      } catch {
        throw ERRORS.invalidRequest("body must be JSON with a prefix");
      }
      if (typeof body?.prefix !== "string") throw ERRORS.invalidRequest("body must have required property 'prefix'");
      const rows = await database.transaction(async (tx) => {
        await tx.asCaller(caller.role, caller.claims);
        return listFolder(tx, bucket.id, body.prefix as string, {
          limit: typeof body.limit === "number" ? Math.min(Math.max(1, Math.floor(body.limit)), 1000) : 100,
          offset: typeof body.offset === "number" ? Math.max(0, Math.floor(body.offset)) : 0,
          search: typeof body.search === "string" ? body.search : "",
          column: ["name", "updated_at", "created_at", "last_accessed_at"].includes(String(body.sortBy?.column)) ? String(body.sortBy?.column) : "name",
          descending: body.sortBy?.order === "desc",
        });
      });
      return Response.json(rows);
    }),
  );

  const upload = (forceUpsert: boolean) =>
    handle(async (c, caller) => {
      const { bucket: rawBucket, key } = target(c, "/storage/v1/object/");
      const segments = objectKeySegments(key);
      const bucket = await bucketOf(rawBucket);
      const name = segments.join("/");
      const file = fileOf(storageRoot, bucket.id, segments);
      const limit = bucket.fileSizeLimit === null ? options.maxFileSize : Math.min(bucket.fileSizeLimit, options.maxFileSize);
      const upsert = forceUpsert || c.req.header("x-upsert") === "true";
      const { bytes, mimeType, cacheControl } = await uploadedFile(c.req.raw, limit, bucket.allowedMimeTypes);
      const now = new Date();
      const metadata = {
        eTag: `"${randomUUID()}"`,
        size: bytes.byteLength,
        mimetype: mimeType,
        cacheControl,
        lastModified: now.toISOString(),
        contentLength: bytes.byteLength,
        httpStatusCode: 200,
      };
      const owner = caller.sub && /^[0-9a-f-]{36}$/i.test(caller.sub) ? caller.sub : null;
      const id = await database.transaction(async (tx) => {
        await tx.asCaller(caller.role, caller.claims);
        const values = [bucket.id, name, owner, caller.sub ?? null, randomUUID(), JSON.stringify(metadata)];
        const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata) values ($1, $2, $3, $4, $5, $6::jsonb)`;
        const result = await tx.query<{ id: string }>(
          upsert
            ? `${insert} on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version, metadata = excluded.metadata, updated_at = now() returning id`
            : `${insert} returning id`,
          values,
        );
        // The row is allowed: the file goes in place (a temporary name first, so a reader never sees half of it).
        await mkdir(dirname(file), { recursive: true });
        const partial = `${file}.${randomUUID()}.partial`;
        await writeFile(partial, bytes);
        try {
          await rename(partial, file);
        } catch (error) {
          await rm(partial, { force: true });
          throw error;
        }
        return result.rows[0]?.id;
      });
      return Response.json({ Id: id, Key: `${bucket.id}/${name}` });
    });

  app.post("/storage/v1/object/:bucket/*", upload(false));
  app.put("/storage/v1/object/:bucket/*", upload(true));

  // The bulk delete first: Hono's `/:bucket/*` also matches a path that ends at the bucket.
  app.delete(
    "/storage/v1/object/:bucket",
    handle(async (c, caller) => {
      const bucket = await bucketOf(target(c, "/storage/v1/object/").bucket);
      let body: { prefixes?: unknown };
      try {
        body = (await c.req.json()) as typeof body;
      } catch {
        throw ERRORS.invalidRequest("body must be JSON with prefixes");
      }
      const prefixes = body?.prefixes;
      if (!Array.isArray(prefixes) || prefixes.length === 0 || !prefixes.every((prefix) => typeof prefix === "string")) {
        throw ERRORS.invalidRequest("body/prefixes must be a non-empty array of strings");
      }
      if (prefixes.length > MAX_DELETE_PREFIXES) throw ERRORS.invalidRequest(`at most ${MAX_DELETE_PREFIXES} prefixes at once`);
      // A prefix that is no valid key names no object; it is skipped, as Storage finds no row for it.
      const names = (prefixes as string[]).flatMap((prefix) => {
        try {
          return [objectKeySegments(prefix.split("/").map(encodeURIComponent).join("/")).join("/")];
        } catch {
          return [];
        }
      });
      const rows = await database.transaction(async (tx) => {
        await tx.asCaller(caller.role, caller.claims);
        const deleted = await tx.query<{ name: string }>(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
          [bucket.id, names],
        );
        for (const row of deleted.rows) await removeFile(fileOf(storageRoot, bucket.id, row.name.split("/")));
        return deleted.rows;
      });
      return Response.json(rows);
    }),
  );

  app.delete(
    "/storage/v1/object/:bucket/*",
    handle(async (c, caller) => {
      const { bucket: rawBucket, key } = target(c, "/storage/v1/object/");
      const segments = objectKeySegments(key);
      const bucket = await bucketOf(rawBucket);
      const name = segments.join("/");
      await database.transaction(async (tx) => {
        // As Storage: the object must exist (looked up with the service's own rights), then the caller's delete must be allowed.
        const found = await tx.query("select id from storage.objects where bucket_id = $1 and name = $2 for update", [bucket.id, name]);
        if (found.rowCount === 0) throw ERRORS.noSuchKey();
        await tx.asCaller(caller.role, caller.claims);
        const deleted = await tx.query("delete from storage.objects where bucket_id = $1 and name = $2", [bucket.id, name]);
        if (deleted.rowCount === 0) throw ERRORS.accessDenied();
        await removeFile(fileOf(storageRoot, bucket.id, segments));
      });
      return Response.json({ message: "Successfully deleted" });
    }),
  );

}

interface ListOptions {
  limit: number;
  offset: number;
  search: string;
  column: string;
  descending: boolean;
}

/**
 * One folder level under a prefix, as Storage's storage.search() answers it:
 * files with their columns, sub-folders as names with null id and metadata.
 * Only rows the caller's policies let it select are seen.
 */
async function listFolder(tx: StorageTransaction, bucket: string, prefix: string, options: ListOptions): Promise<Record<string, unknown>[]> {
  const folder = prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`;
  const { rows } = await tx.query<{ name: string; id: string; updated_at: Date; created_at: Date; last_accessed_at: Date; metadata: unknown }>(
    "select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects where bucket_id = $1 and starts_with(name, $2)",
    [bucket, folder],
  );
  const entries = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const rest = row.name.slice(folder.length);
    const slash = rest.indexOf("/");
    const entryName = slash < 0 ? rest : rest.slice(0, slash);
    if (!entryName.toLowerCase().includes(options.search.toLowerCase())) continue;
    if (slash < 0) entries.set(entryName, { name: entryName, id: row.id, updated_at: row.updated_at, created_at: row.created_at, last_accessed_at: row.last_accessed_at, metadata: row.metadata });
    else if (!entries.has(entryName)) entries.set(entryName, { name: entryName, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
  }
  const sorted = [...entries.values()].sort((a, b) => {
    const key = a.id === null || b.id === null ? "name" : options.column;
    const left = String(a[key] instanceof Date ? (a[key] as Date).toISOString() : a[key]);
    const right = String(b[key] instanceof Date ? (b[key] as Date).toISOString() : b[key]);
    return (left < right ? -1 : left > right ? 1 : 0) * (options.descending ? -1 : 1);
  });
  return sorted.slice(options.offset, options.offset + options.limit);
}
