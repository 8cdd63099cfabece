import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import pg from "pg";
import { inject } from "vitest";

/** Writes a file the gateway serves at /storage/v1/object/public/<bucket>/<path> (once the bucket is public); returns its public URL. */
export async function putPublicObject(bucket: string, path: string, body: string | Uint8Array): Promise<string> {
  const file = join(inject("storageRoot"), bucket, ...path.split("/"));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
  return `${inject("stack").gatewayUrl}/storage/v1/object/public/${bucket}/${path}`;
}

/** Writes a file next to the storage root (outside it), to prove the gateway never serves it. */
export async function putOutsideStorage(name: string, body: string): Promise<string> {
  const file = join(inject("storageRoot"), "..", name);
  await writeFile(file, body);
  return file;
}

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("stack").databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Makes (or updates) the storage.buckets row the gateway checks before serving from a bucket. */
export async function createBucket(bucket: string, options: { public: boolean } = { public: true }): Promise<void> {
  await withDatabase((client) =>
    client.query(
      "insert into storage.buckets (id, name, public) values ($1, $1, $2) on conflict (id) do update set public = excluded.public",
      [bucket, options.public],
    ),
  );
}

/** Removes a bucket's files and its storage.buckets row. */
export async function removePublicBucket(bucket: string): Promise<void> {
  await rm(join(inject("storageRoot"), bucket), { recursive: true, force: true });
  await withDatabase((client) => client.query("delete from storage.buckets where id = $1", [bucket]));
}
