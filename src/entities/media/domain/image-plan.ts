import { MEDIA_IMAGE_SHAPES, type MediaImageShape } from "@/lib/media-url";

/**
 * What the browser makes of one picked photo before upload (docs/decisions/068): the
 * shape's full size and each srcset width as WebP (`<base>.webp`, `<base>-<width>w.webp`,
 * the names responsiveMedia() in src/lib/media-url.ts derives), and, when asked, a JPEG
 * for link-preview cards (`<base>.jpg`). Never larger than the source (no upscaling),
 * the source's proportions kept. The original file is never among them.
 */

export interface ImageSize {
  width: number;
  height: number;
}

export type PlannedImagePurpose = "full" | "srcset" | "preview";

export interface PlannedImage extends ImageSize {
  fileName: string;
  type: "image/webp" | "image/jpeg";
  /** Encoder quality, 0..1. */
  quality: number;
  purpose: PlannedImagePurpose;
}

export const WEBP_QUALITY = 0.82;
export const PREVIEW_JPEG_QUALITY = 0.8;
/** Link-preview cards (Open Graph, X) show at most 1200 px wide. */
export const PREVIEW_MAX_SIDE = 1200;
/** A picked file larger than this is refused before decoding (a phone cannot decode it reliably). */
export const MAX_SOURCE_BYTES = 100 * 1024 * 1024;
/** The largest source the browser is asked to decode: 100 megapixels. */
export const MAX_SOURCE_PIXELS = 100_000_000;
/** What the picker offers; the decoder decides what it can read. */
export const IMAGE_ACCEPT = "image/*";

/** The size that fits inside `box`, proportions kept, never above the source, at least 1 px. */
export function fitInside(source: ImageSize, box: ImageSize): ImageSize {
  const scale = Math.min(1, box.width / source.width, box.height / source.height);
  return { width: Math.max(1, Math.round(source.width * scale)), height: Math.max(1, Math.round(source.height * scale)) };
}

/** The images to make from a source of this size for this shape, the full size first. */
export function planImage(shape: MediaImageShape, source: ImageSize, baseName: string, options: { preview?: boolean } = {}): PlannedImage[] {
  if (!(source.width > 0 && source.height > 0)) throw new RangeError("The photo has no size");
  const { width, height, variants } = MEDIA_IMAGE_SHAPES[shape];
  const full = fitInside(source, { width, height });
  const planned: PlannedImage[] = [{ fileName: `${baseName}.webp`, ...full, type: "image/webp", quality: WEBP_QUALITY, purpose: "full" }];
  for (const variantWidth of variants) {
    // The box of the shape scaled to this width; a smaller source still gets the file the srcset names.
    const box = { width: variantWidth, height: Math.round((variantWidth * height) / width) };
    planned.push({ fileName: `${baseName}-${variantWidth}w.webp`, ...fitInside(full, box), type: "image/webp", quality: WEBP_QUALITY, purpose: "srcset" });
  }
  if (options.preview ?? true) {
    const box = { width: PREVIEW_MAX_SIDE, height: PREVIEW_MAX_SIDE };
    planned.push({ fileName: `${baseName}.jpg`, ...fitInside(full, box), type: "image/jpeg", quality: PREVIEW_JPEG_QUALITY, purpose: "preview" });
  }
  return planned;
}

/** Why a picked file cannot be used, in the owner's words, or null when it can be tried. */
export function sourceProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_SOURCE_BYTES) return `${file.name} is over ${MAX_SOURCE_BYTES / 1024 / 1024} MB; export a smaller copy.`;
  if (file.type && !file.type.startsWith("image/")) return `${file.name} is not a photo.`;
  return null;
}

/**
 * A file-name stem for a picked file: its name in lowercase letters, digits and dashes
 * (at most 40), then a random suffix so two photos named IMG_0001 never collide.
 */
export function mediaBaseName(fileName: string, suffix: string): string {
  const stem = (fileName.split(/[\\/]/).pop() ?? "").replace(/\.[^.]*$/, "");
  const slug = stem
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `${slug || "photo"}-${suffix}`;
}
