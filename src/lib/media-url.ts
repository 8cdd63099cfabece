import { env } from "@/config/env";

/**
 * Where media files live. The tables hold either absolute http(s) URLs (files on
 * another host: a CDN, a brokerage's site) or storage paths beginning
 * `/storage/v1/object/public/<bucket>/...` (files in the project's own public
 * storage), which are served from the Supabase URL of this build.
 */

const STORAGE_PUBLIC_PREFIX = "/storage/v1/object/public/";

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, "");
}

/** The public URL of a file in a public storage bucket: publicStorageUrl("gallery", "a/cover.webp"). */
export function publicStorageUrl(bucket: string, path: string, supabaseUrl: string = env.VITE_SUPABASE_URL): string {
  const encodedPath = trimSlashes(path)
    .split("/")
    .filter((segment) => segment.length > 0)
    .map((segment) => encodeURIComponent(decodeURIComponentSafe(segment)))
    .join("/");
  return `${trimSlashes(supabaseUrl)}${STORAGE_PUBLIC_PREFIX}${encodeURIComponent(trimSlashes(bucket))}/${encodedPath}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A media value from the database as a URL the browser can load: absolute http(s) URLs
 * pass through, storage paths get the Supabase URL in front, anything else (empty,
 * javascript:, data:, junk) is null so it is never rendered.
 */
export function mediaUrl(value: string | null | undefined, supabaseUrl: string = env.VITE_SUPABASE_URL): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith(STORAGE_PUBLIC_PREFIX)) {
    const rest = trimmed.slice(STORAGE_PUBLIC_PREFIX.length);
    const slash = rest.indexOf("/");
    if (slash <= 0 || slash === rest.length - 1) return null;
    return publicStorageUrl(rest.slice(0, slash), rest.slice(slash + 1), supabaseUrl);
  }
  if (trimmed.startsWith("//")) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Every usable URL of a list, in order, without the unusable ones. */
export function mediaUrls(values: readonly (string | null | undefined)[] | null | undefined, supabaseUrl?: string): string[] {
  return (values ?? []).flatMap((value) => mediaUrl(value, supabaseUrl) ?? []);
}

/** The file name of a media URL ("floorplan.pdf"), for labels and download names. */
export function mediaFileName(url: string): string {
  try {
    const { pathname } = new URL(url);
    return decodeURIComponentSafe(pathname.split("/").filter(Boolean).pop() ?? "");
  } catch {
    return url.split("/").pop() ?? url;
  }
}
