import {
  chooseImageSource,
  coverCrop,
  neededSourceWidth,
  outputPixels,
  printPixels,
  type Box,
} from "@/features/showcases/domain/flyer-layout";
import { responsiveMedia, type MediaImageShape } from "@/lib/media-url";

/**
 * The flyer's photos, made printable in the browser: the stored width that gives 300 dpi
 * (or the largest), decoded with createImageBitmap, cropped to the box and written as JPEG
 * on a canvas (the media are WebP; the PDF library embeds JPEG and PNG only).
 */

export interface PrintableImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** JPEG quality for print: no visible artefacts at 300 dpi, about a third of the size of 0.95. */
export const FLYER_JPEG_QUALITY = 0.9;

async function fetchBitmap(url: string, signal?: AbortSignal): Promise<ImageBitmap> {
  const response = await fetch(url, { signal, credentials: "omit" });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  return createImageBitmap(await response.blob());
}

/**
 * A decoded photo for a box: the stored width that covers the box at 300 dpi, else the
 * largest; when a smaller stored width fails (an upload without its copies), the file itself.
 */
export async function loadPhoto(url: string, shape: MediaImageShape, box: Box, signal?: AbortSignal): Promise<ImageBitmap> {
  const { width, height, sources } = responsiveMedia(url, shape);
  const candidates = [{ src: url, width }, ...sources];
  const needed = neededSourceWidth(printPixels(box), width / height);
  const chosen = chooseImageSource(candidates, needed) ?? { src: url, width };
  try {
    return await fetchBitmap(chosen.src, signal);
  } catch (error) {
    if (chosen.src === url || signal?.aborted) throw error;
    return fetchBitmap(url, signal);
  }
}

function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas === "function") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function jpegBlob(canvas: OffscreenCanvas | HTMLCanvasElement): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type: "image/jpeg", quality: FLYER_JPEG_QUALITY });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The photo could not be written as JPEG"))), "image/jpeg", FLYER_JPEG_QUALITY),
  );
}

/** The photo cropped to the box's shape ("cover") at the box's 300-dpi size (or the crop's own, if smaller), as JPEG. */
export async function printableJpeg(bitmap: ImageBitmap, box: Box): Promise<PrintableImage> {
  const crop = coverCrop(bitmap.width, bitmap.height, box.width / box.height);
  const size = outputPixels(crop, printPixels(box));
  const canvas = canvasOf(size.width, size.height);
  const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new Error("This browser cannot draw the flyer's photos (no canvas)");
  context.fillStyle = "#ffffff"; // transparent parts print white, as JPEG has no alpha
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, size.width, size.height);
  const blob = await jpegBlob(canvas);
  return { bytes: new Uint8Array(await blob.arrayBuffer()), width: size.width, height: size.height };
}
