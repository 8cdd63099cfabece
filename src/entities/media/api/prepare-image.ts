import { MAX_SOURCE_PIXELS, planImage, sourceProblem, type PlannedImage } from "@/entities/media/domain/image-plan";
import type { MediaImageShape } from "@/lib/media-url";

/**
 * The browser's half of the image pipeline (docs/decisions/068): decode the picked file
 * (the camera's orientation applied), resize with pica to each planned size, encode WebP
 * (the canvas's encoder, or libwebp in WebAssembly where the canvas cannot write WebP:
 * Safari) and the preview JPEG. Drawing to a canvas keeps pixels only, so no EXIF (GPS
 * position, camera, time) survives; the original file is never uploaded.
 */

export interface PreparedImage extends PlannedImage {
  blob: Blob;
}

/** A picked file that cannot be turned into the site's images, with the reason in the owner's words. */
export class ImagePreparationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImagePreparationError";
  }
}

type Canvas = HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function toBlob(canvas: Canvas, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

let picaPromise: Promise<{ resize(from: Canvas | ImageBitmap, to: Canvas, options?: { filter?: "mks2013" }): Promise<Canvas> }> | undefined;

/** pica on the page's thread (js, and wasm where allowed): no worker from a blob: URL, which the CSP refuses. */
function loadPica() {
  picaPromise ??= import("pica").then(({ default: pica }) => pica({ features: ["js", "wasm"] }));
  return picaPromise;
}

async function encodeWebp(canvas: Canvas, quality: number): Promise<Blob> {
  const native = await toBlob(canvas, "image/webp", quality);
  if (native && native.type === "image/webp") return native;
  // The canvas wrote PNG instead (Safari has no WebP encoder): libwebp, loaded only now.
  const { default: encode } = await import("@jsquash/webp/encode");
  const pixels = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
  return new Blob([await encode(pixels, { quality: Math.round(quality * 100) })], { type: "image/webp" });
}

async function encodeJpeg(canvas: Canvas, quality: number): Promise<Blob> {
  // JPEG has no transparency: white behind it rather than black.
  const flat = canvasOf(canvas.width, canvas.height);
  const context = flat.getContext("2d")!;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, flat.width, flat.height);
  context.drawImage(canvas, 0, 0);
  const blob = await toBlob(flat, "image/jpeg", quality);
  if (!blob) throw new ImagePreparationError("This browser could not write the preview image.");
  return blob;
}

export async function prepareImage(file: File, shape: MediaImageShape, baseName: string, options: { preview?: boolean } = {}): Promise<PreparedImage[]> {
  const problem = sourceProblem(file);
  if (problem) throw new ImagePreparationError(problem);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new ImagePreparationError(`${file.name} could not be read as a photo. Pick a JPEG, PNG, WebP or a phone's photo.`);
  }
  try {
    if (bitmap.width * bitmap.height > MAX_SOURCE_PIXELS) {
      throw new ImagePreparationError(`${file.name} is over ${MAX_SOURCE_PIXELS / 1_000_000} megapixels; export a smaller copy.`);
    }
    const plan = planImage(shape, { width: bitmap.width, height: bitmap.height }, baseName, options);
    const pica = await loadPica();
    const [fullPlan, ...rest] = plan;
    const full = await pica.resize(bitmap, canvasOf(fullPlan!.width, fullPlan!.height), { filter: "mks2013" });
    const prepared: PreparedImage[] = [{ ...fullPlan!, blob: await encodeWebp(full, fullPlan!.quality) }];
    for (const planned of rest) {
      const canvas = planned.width === full.width && planned.height === full.height ? full : await pica.resize(full, canvasOf(planned.width, planned.height), { filter: "mks2013" });
      prepared.push({ ...planned, blob: planned.type === "image/jpeg" ? await encodeJpeg(canvas, planned.quality) : await encodeWebp(canvas, planned.quality) });
    }
    return prepared;
  } finally {
    bitmap.close();
  }
}
