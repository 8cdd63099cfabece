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

/**
 * The shapes of the site's media images: their full size (for width/height) and the
 * smaller widths stored beside each file in this project's storage as
 * `<name>-<width>w.webp` (photo-1.webp → photo-1-640w.webp, photo-1-1280w.webp). The
 * local demo media are drawn this way (supabase/local/demo-media/catalog.ts); uploads
 * to a hosted project should follow the same convention (an upload without its copies
 * still shows: <MediaImage> drops the srcset when a smaller width fails to load).
 */
export const MEDIA_IMAGE_SHAPES = {
  /** Listing photos, aerials, portfolio images and covers (3:2). */
  photo: { width: 1920, height: 1280, variants: [640, 1280] },
  /** Floor-plan images (4:3). */
  floorPlan: { width: 1600, height: 1200, variants: [800] },
  blogCover: { width: 1200, height: 630, variants: [640] },
  headshot: { width: 400, height: 400, variants: [] },
  /** Brokerage logos (5:2, transparent). */
  logo: { width: 560, height: 224, variants: [] },
} as const satisfies Record<string, { width: number; height: number; variants: readonly number[] }>;

export type MediaImageShape = keyof typeof MEDIA_IMAGE_SHAPES;

/**
 * What <MediaImage> needs for a media URL of a known shape: width, height and, for WebP
 * files in this project's storage, the smaller widths beside it. Files elsewhere get no
 * srcset (their other sizes are unknown).
 */
export function responsiveMedia(
  src: string,
  shape: MediaImageShape,
  supabaseUrl: string = env.VITE_SUPABASE_URL,
): { src: string; width: number; height: number; sources: { src: string; width: number }[] } {
  const { width, height, variants } = MEDIA_IMAGE_SHAPES[shape];
  const ownStorage = src.startsWith(`${trimSlashes(supabaseUrl)}${STORAGE_PUBLIC_PREFIX}`);
  const sources =
    ownStorage && /\.webp$/i.test(src) ? variants.map((w) => ({ src: src.replace(/\.webp$/i, `-${w}w.webp`), width: w })) : [];
  return { src, width, height, sources };
}
