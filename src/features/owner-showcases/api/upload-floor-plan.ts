import { mediaBaseName } from "@/entities/media/domain/image-plan";
import { mediaObjectPath, storedMediaPath } from "@/entities/media/domain/media-paths";
import { uploadMediaFile } from "@/entities/media/api/upload-media";
import { uploadPhoto } from "@/entities/media/api/upload-photo";
import { randomHexId } from "@/lib/random-id";
import { floorPlanFolder, isPdfFile } from "@/features/owner-showcases/domain/floor-plans";
import { SHOWCASE_PHOTO_BUCKET } from "@/features/owner-showcases/domain/showcase-photos";

/**
 * One floor plan into the showcase's folder of showcase-media with the owner's session: a PDF
 * as it is, an image made into the floor-plan image sizes in the browser (no EXIF, never the
 * original). Answers the value the showcase stores for it.
 */
export async function uploadFloorPlan(file: File, options: { showcaseId: string; onProgress?: (fraction: number) => void }): Promise<string> {
  const folder = floorPlanFolder(options.showcaseId);
  if (!isPdfFile(file)) {
    const photo = await uploadPhoto(file, { bucket: SHOWCASE_PHOTO_BUCKET, folder, shape: "floorPlan", preview: false, onProgress: options.onProgress });
    return photo.src;
  }
  const objectPath = mediaObjectPath(folder, `${mediaBaseName(file.name, randomHexId(4))}.pdf`);
  const pdf = file.type === "application/pdf" ? file : new File([file], file.name, { type: "application/pdf" });
  await uploadMediaFile({
    bucket: SHOWCASE_PHOTO_BUCKET,
    objectPath,
    file: pdf,
    onProgress: (loaded, total) => options.onProgress?.(total > 0 ? loaded / total : 1),
  });
  return storedMediaPath(SHOWCASE_PHOTO_BUCKET, objectPath);
}
