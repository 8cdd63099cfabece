import { z } from "zod";

/**
 * Rows of `gallery_collections` as PostgREST answers them (docs/product.md §2.3, §2.7
 * call 12): portfolio projects with their media as a JSON list of
 * {type: image | video | iframe, url, name}.
 */

export const GALLERY_MEDIA_TYPES = ["image", "video", "iframe"] as const;

export const galleryMediaItemSchema = z.object({
  type: z.enum(GALLERY_MEDIA_TYPES),
  url: z.string().min(1),
  name: z.string().nullish().transform((value) => value ?? null),
});
export type GalleryMediaItem = z.infer<typeof galleryMediaItemSchema>;

/** Media items of a shape the site cannot show are dropped, not fatal to the whole list. */
const mediaItemList = z
  .array(z.unknown())
  .nullable()
  .transform((items) =>
    (items ?? []).flatMap((item) => {
      const parsed = galleryMediaItemSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );

export const galleryCollectionSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  service_type: z.string(),
  property_type: z.string().nullable(),
  featured: z.boolean(),
  cover_image: z.string().nullable(),
  media_items: mediaItemList,
  created_at: z.string(),
});
export type GalleryCollection = z.infer<typeof galleryCollectionSchema>;

export const GALLERY_COLLECTION_COLUMNS =
  "id, title, location, description, service_type, property_type, featured, cover_image, media_items, created_at";
