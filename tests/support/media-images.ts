import type { PreparedImage } from "@/entities/media/api/prepare-image";
import { planImage } from "@/entities/media/domain/image-plan";
import type { MediaImageShape } from "@/lib/media-url";

/**
 * What the browser's image pipeline answers for a 6000×4000 camera photo: the planned images
 * as blobs of a size each (their width in bytes). jsdom has no canvas to convert with; the real
 * conversion runs in Chromium in the gallery's e2e walk (tests/e2e/owner-gallery.spec.ts).
 */
export function madeImages(_file: File, shape: MediaImageShape, baseName: string, options: { preview?: boolean } = {}): Promise<PreparedImage[]> {
  return Promise.resolve(
    planImage(shape, { width: 6000, height: 4000 }, baseName, options).map((planned) => ({
      ...planned,
      blob: new Blob([new Uint8Array(planned.width)], { type: planned.type }),
    })),
  );
}
