import { mediaBaseName } from "@/entities/media/domain/image-plan";
import { mediaObjectPath, storedMediaPath } from "@/entities/media/domain/media-paths";
import { prepareImage, type PreparedImage } from "@/entities/media/api/prepare-image";
import { deleteMediaFiles, ownerAccessToken, uploadMediaFile } from "@/entities/media/api/upload-media";
import type { MediaImageShape } from "@/lib/media-url";
import { randomHexId } from "@/lib/random-id";

/**
 * A picked photo into a bucket: converted in the browser (prepareImage), then each made
 * image uploaded under `<folder>/` (docs/decisions/068). Progress is the share of the
 * made images' bytes sent. When one upload fails, the ones already stored are deleted, so
 * a failed photo leaves no file behind and is retried whole.
 */

export interface UploadPhotoOptions {
  bucket: string;
  /** A folder of safe segments (mediaObjectPath), e.g. a showcase's random folder. */
  folder: string;
  shape: MediaImageShape;
  /** Also a JPEG for link-preview cards (default true). */
  preview?: boolean;
  onPhase?: (phase: "preparing" | "uploading") => void;
  /** 0..1 of the bytes to send. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The converter; the browser's pipeline unless given. */
  prepare?: (file: File, shape: MediaImageShape, baseName: string, options: { preview?: boolean }) => Promise<PreparedImage[]>;
}

export interface UploadedPhoto {
  /** The stored value of the full-size WebP (`/storage/v1/object/public/<bucket>/...`). */
  src: string;
  /** Every object stored for it, the full size first. */
  objectPaths: string[];
}

export async function uploadPhoto(file: File, options: UploadPhotoOptions): Promise<UploadedPhoto> {
  options.onPhase?.("preparing");
  const images = await (options.prepare ?? prepareImage)(file, options.shape, mediaBaseName(file.name, randomHexId(4)), { preview: options.preview });
  options.onPhase?.("uploading");
  const accessToken = await ownerAccessToken();
  const total = images.reduce((sum, image) => sum + image.blob.size, 0) || 1;
  let sent = 0;
  const stored: string[] = [];
  try {
    for (const image of images) {
      const objectPath = mediaObjectPath(options.folder, image.fileName);
      await uploadMediaFile({
        bucket: options.bucket,
        objectPath,
        file: image.blob,
        accessToken,
        signal: options.signal,
        onProgress: (loaded) => options.onProgress?.((sent + loaded) / total),
      });
      stored.push(objectPath);
      sent += image.blob.size;
    }
  } catch (error) {
    await deleteMediaFiles(options.bucket, stored).catch(() => undefined);
    throw error;
  }
  return { src: storedMediaPath(options.bucket, stored[0]!), objectPaths: stored };
}
