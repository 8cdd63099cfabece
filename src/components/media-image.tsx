import { useState, type ImgHTMLAttributes, type SyntheticEvent } from "react";

/** One file of a responsive image set: its URL and its real width in pixels. */
export interface MediaImageSource {
  src: string;
  width: number;
}

export interface MediaImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "alt" | "loading"> {
  /** The URL to load (see lib/media-url.ts for database values). */
  src: string;
  /** Always required: an empty string only for purely decorative images. */
  alt: string;
  /** The intrinsic size (or at least the aspect ratio) so the page does not jump while it loads. */
  width: number;
  height: number;
  /**
   * Above-the-fold images (a hero, the first card): loaded eagerly with high fetch
   * priority. Everything else is lazy-loaded.
   */
  priority?: boolean;
  /**
   * A small image in the first screen that is not its largest (an agent's headshot):
   * loaded eagerly at the browser's normal priority, so it does not compete with the
   * priority image for the first bytes.
   */
  eager?: boolean;
  /**
   * Further widths of the same image when the source provides them; rendered as
   * `srcset` (the `src` counts as `width` wide) with `sizes`.
   */
  sources?: readonly MediaImageSource[];
  /** The `sizes` hint for `sources`, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
}

/** The srcset value for an image and its extra widths, narrowest first, without duplicates. */
export function buildSrcSet(src: string, width: number, sources: readonly MediaImageSource[] = []): string | undefined {
  if (sources.length === 0) return undefined;
  const byWidth = new Map<number, string>();
  for (const source of [...sources, { src, width }]) {
    if (Number.isFinite(source.width) && source.width > 0 && !byWidth.has(source.width)) byWidth.set(source.width, source.src);
  }
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([w, url]) => `${url} ${w}w`)
    .join(", ");
}

/**
 * An <img> for photos from storage or the database: width and height always set,
 * lazy-loaded and decoded off the main thread unless it is a priority image, with
 * srcset/sizes when the source offers more than one width. If a smaller width turns out
 * to be missing (an upload without its `-640w` copy), the image falls back to `src`.
 */
export function MediaImage({ src, alt, width, height, priority = false, eager = false, sources, sizes, onError, ...rest }: MediaImageProps) {
  const [srcSetFailedFor, setSrcSetFailedFor] = useState<string | null>(null);
  const srcSet = srcSetFailedFor === src ? undefined : buildSrcSet(src, width, sources);

  function handleError(event: SyntheticEvent<HTMLImageElement, Event>) {
    if (srcSet) setSrcSetFailedFor(src);
    onError?.(event);
  }

  return (
    <img
      {...rest}
      onError={handleError}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? "eager" : "lazy"}
      decoding="async"
      {...(priority ? { fetchPriority: "high" as const } : {})}
      {...(srcSet ? { srcSet, sizes: sizes ?? "100vw" } : {})}
    />
  );
}
