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

/** The desk's rows (migration 20261129002010): every collection, with its order and whether it is hidden. */
export const OWNER_GALLERY_COLLECTION_COLUMNS = `${GALLERY_COLLECTION_COLUMNS}, hidden, position`;
export const ownerGalleryCollectionSchema = galleryCollectionSchema.extend({ hidden: z.boolean(), position: z.number().int() });
export type OwnerGalleryCollection = z.infer<typeof ownerGalleryCollectionSchema>;

/** What the desk's collection form sends (the table's checks: a title of 1 to 200 characters, a service type in snake_case). */
export const galleryCollectionInputSchema = z.object({
  title: z.string().trim().min(1, "Enter a title").max(200, "At most 200 characters"),
  service_type: z.string().regex(/^[a-z0-9]+(_[a-z0-9]+)*$/, "Pick a service"),
  location: z
    .string()
    .trim()
    .max(200, "At most 200 characters")
    .transform((value) => value || null),
  description: z
    .string()
    .trim()
    .max(2000, "At most 2,000 characters")
    .transform((value) => value || null),
  featured: z.boolean(),
});
export type GalleryCollectionInput = z.input<typeof galleryCollectionInputSchema>;
