import { useMemo } from "react";
import type { MediaPhoto } from "@/entities/media/domain/photo-list";
import { deleteMediaFiles } from "@/entities/media/api/upload-media";
import { uploadPhoto } from "@/entities/media/api/upload-photo";
import type { MediaImageShape } from "@/lib/media-url";

/**
 * The upload and delete a <PhotoList> needs for one bucket and folder: each picked photo
 * converted in the browser and stored as the shape's sizes (uploadPhoto); a removed photo's
 * stored objects deleted (docs/decisions/068).
 */
export function usePhotoUploads({ bucket, folder, shape, preview = true }: { bucket: string; folder: string; shape: MediaImageShape; preview?: boolean }) {
  return useMemo(
    () => ({
      upload: (file: File, report: { onPhase: (phase: "preparing" | "uploading") => void; onProgress: (fraction: number) => void }) =>
        uploadPhoto(file, { bucket, folder, shape, preview, onPhase: report.onPhase, onProgress: report.onProgress }),
      remove: (photo: MediaPhoto) => deleteMediaFiles(bucket, photo.objectPaths),
    }),
    [bucket, folder, shape, preview],
  );
}
