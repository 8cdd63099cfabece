import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { inject } from "vitest";

/** Writes a file the gateway serves at /storage/v1/object/public/<bucket>/<path>; returns its public URL. */
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

export async function removePublicBucket(bucket: string): Promise<void> {
  await rm(join(inject("storageRoot"), bucket), { recursive: true, force: true });
}
