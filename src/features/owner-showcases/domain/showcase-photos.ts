import type { ShowcasePhoto } from "#schemas/owner-showcases.ts";
import { parseStoredMediaPath, siblingObjectPaths } from "@/entities/media/domain/media-paths";
import { storedPhoto, type MediaPhoto } from "@/entities/media/domain/photo-list";
import { MEDIA_IMAGE_SHAPES } from "@/lib/media-url";

/**
 * A showcase's photos between the shared photo list (<PhotoList>, docs/decisions/068) and the
 * stored list (owner_set_showcase_photos, docs/decisions/069): the order, hero, caption and
 * hidden flag are the list's; a stored photo's objects (its srcset widths and preview JPEG, by
 * MEDIA_IMAGE_SHAPES' naming) are deleted with it. Pure.
 */

export const SHOWCASE_PHOTO_BUCKET = "showcase-media";
export const SHOWCASE_PHOTO_SHAPE = "photo" as const;

/** The folder of a showcase's photos in the bucket. */
export function showcasePhotoFolder(showcaseId: string): string {
  return `showcases/${showcaseId.toLowerCase()}`;
}

/** The stored list as the photo list opens on it. */
export function mediaPhotosOf(photos: readonly ShowcasePhoto[]): MediaPhoto[] {
  return photos.map((photo, index) => {
    const stored = parseStoredMediaPath(photo.url);
    const objectPaths =
      stored && stored.bucket === SHOWCASE_PHOTO_BUCKET ? siblingObjectPaths(stored.objectPath, MEDIA_IMAGE_SHAPES[SHOWCASE_PHOTO_SHAPE].variants, true) : [];
    return storedPhoto(`stored-${index}`, { src: photo.url, objectPaths, caption: photo.caption ?? "", hidden: photo.hidden, hero: photo.hero });
  });
}

/** What is stored of the photo list: the uploaded photos, in order (one still uploading is not). */
export function showcasePhotosOf(photos: readonly MediaPhoto[]): ShowcasePhoto[] {
  return photos.flatMap((photo) =>
    photo.status === "uploaded" && photo.src
      ? [{ url: photo.src, caption: photo.caption.trim() === "" ? null : photo.caption.trim(), hidden: photo.hidden, hero: photo.hero && !photo.hidden }]
      : [],
  );
}

/** Whether two stored lists say the same (nothing to save). */
export function samePhotos(a: readonly ShowcasePhoto[], b: readonly ShowcasePhoto[]): boolean {
  return a.length === b.length && a.every((photo, i) => JSON.stringify(photo) === JSON.stringify(b[i]));
}
