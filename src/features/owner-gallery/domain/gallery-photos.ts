import type { GalleryMediaItem, OwnerGalleryCollection } from "#schemas/gallery-collection.ts";
import { parseStoredMediaPath, siblingObjectPaths } from "@/entities/media/domain/media-paths";
import { storedPhoto, type MediaPhoto } from "@/entities/media/domain/photo-list";
import { MEDIA_IMAGE_SHAPES } from "@/lib/media-url";

/**
 * A gallery collection's photos as the photo list edits them, and back (decision 068): its
 * image items in order, the cover as the hero, an item's name as the caption. Video and tour
 * items are kept as they are, after the photos.
 */

/** The objects stored in `bucket` for one stored image value: the WebP with its srcset widths and preview JPEG. */
export function storedObjectsOfImage(url: string, bucket: string): string[] {
  const stored = parseStoredMediaPath(url);
  if (!stored || stored.bucket !== bucket) return [];
  return /\.webp$/i.test(stored.objectPath) ? siblingObjectPaths(stored.objectPath, MEDIA_IMAGE_SHAPES.photo.variants, true) : [stored.objectPath];
}

/** Every object a collection has in `bucket` (its images and cover). */
export function storedObjectsOf(collection: Pick<OwnerGalleryCollection, "media_items" | "cover_image">, bucket: string): string[] {
  const urls = [...collection.media_items.filter((item) => item.type === "image").map((item) => item.url), ...(collection.cover_image ? [collection.cover_image] : [])];
  return [...new Set(urls.flatMap((url) => storedObjectsOfImage(url, bucket)))];
}

export function photosOfCollection(collection: Pick<OwnerGalleryCollection, "media_items" | "cover_image"> | null, bucket: string): MediaPhoto[] {
  if (!collection) return [];
  return collection.media_items
    .filter((item) => item.type === "image")
    .map((item, index) =>
      storedPhoto(`stored-${index}`, { src: item.url, objectPaths: storedObjectsOfImage(item.url, bucket), caption: item.name ?? "", hero: item.url === collection.cover_image }),
    );
}

/** The media items and cover to save: the stored photos in order, then the collection's other media. */
export function collectionMedia(photos: readonly MediaPhoto[], others: readonly GalleryMediaItem[]): { media_items: GalleryMediaItem[]; cover_image: string | null } {
  const stored = photos.filter((photo) => photo.status === "uploaded" && photo.src);
  const hero = stored.find((photo) => photo.hero) ?? stored[0];
  return {
    media_items: [...stored.map((photo): GalleryMediaItem => ({ type: "image", url: photo.src!, name: photo.caption.trim() || null })), ...others.filter((item) => item.type !== "image")],
    cover_image: hero?.src ?? null,
  };
}
