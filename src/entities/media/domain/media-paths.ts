/**
 * Object paths in the media buckets and the values the tables store for them
 * (docs/decisions/068). Tables hold `/storage/v1/object/public/<bucket>/<path>`
 * (src/lib/media-url.ts turns that into a URL of this build's Supabase).
 */

const STORAGE_PUBLIC_PREFIX = "/storage/v1/object/public/";
/** The characters Storage accepts in a key segment, minus the ones that need care. */
const SAFE_SEGMENT = /^[a-z0-9][a-z0-9._-]*$/i;

/** `<folder>/<fileName>` with every segment checked: no empty, `.` or `..` segment, no odd characters. */
export function mediaObjectPath(folder: string, fileName: string): string {
  const segments = [...folder.split("/"), fileName];
  for (const segment of segments) {
    if (!SAFE_SEGMENT.test(segment) || segment === "." || segment === "..") throw new RangeError(`Not a safe storage path segment: "${segment}"`);
  }
  return segments.join("/");
}

/** The value a table stores for an object in a public bucket. */
export function storedMediaPath(bucket: string, objectPath: string): string {
  return `${STORAGE_PUBLIC_PREFIX}${bucket}/${objectPath}`;
}

/** The bucket and object path of a stored value, or null when it is not in this project's public storage. */
export function parseStoredMediaPath(value: string): { bucket: string; objectPath: string } | null {
  if (!value.startsWith(STORAGE_PUBLIC_PREFIX)) return null;
  const rest = value.slice(STORAGE_PUBLIC_PREFIX.length);
  const slash = rest.indexOf("/");
  if (slash <= 0 || slash === rest.length - 1) return null;
  return { bucket: rest.slice(0, slash), objectPath: rest.slice(slash + 1) };
}

/**
 * Every object a stored WebP photo has beside it, by the naming convention of
 * MEDIA_IMAGE_SHAPES: the srcset widths and the preview JPEG (for deleting them all).
 */
export function siblingObjectPaths(objectPath: string, variantWidths: readonly number[], preview: boolean): string[] {
  const base = objectPath.replace(/\.webp$/i, "");
  return [objectPath, ...variantWidths.map((width) => `${base}-${width}w.webp`), ...(preview ? [`${base}.jpg`] : [])];
}
