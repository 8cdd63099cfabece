import { z } from "zod";

/**
 * Rows of `property_showcases` (joined to `agents`) as PostgREST answers them
 * (docs/product.md §2.3, §2.7 calls 10 and 11; §1.3 Showcase card (home)),
 * and the realtor-contact click stored in `analytics_events` (call 14).
 */

/** numeric columns arrive as JSON numbers (or, from some clients, numeric strings). */
const nullableNumber = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.number().finite().nullable(),
);
const nullableText = z.string().nullable();
const urlList = z
  .array(z.string())
  .nullable()
  .transform((value) => value ?? []);

/** The agent fields a showcase page shows. */
export const showcaseAgentSchema = z.object({
  name: nullableText,
  phone: nullableText,
  email: nullableText,
  headshot_url: nullableText,
  facebook: nullableText,
  instagram: nullableText,
  x: nullableText,
  linkedin: nullableText,
  youtube: nullableText,
  pinterest: nullableText,
  brokerage_name: nullableText,
  brokerage_logo_url: nullableText,
});
export type ShowcaseAgent = z.infer<typeof showcaseAgentSchema>;

export const SHOWCASE_AGENT_COLUMNS =
  "name, phone, email, headshot_url, facebook, instagram, x, linkedin, youtube, pinterest, brokerage_name, brokerage_logo_url";

const mediaFlags = {
  has_photos: z.boolean(),
  has_videos: z.boolean(),
  has_floorplans: z.boolean(),
  has_matterport: z.boolean(),
  has_aerial: z.boolean(),
};

/** One public showcase with its agent (the detail page). */
export const propertyShowcaseSchema = z.object({
  id: z.string().uuid(),
  slug: nullableText,
  property_address: z.string(),
  property_city: nullableText,
  property_state: nullableText,
  property_zip: nullableText,
  bedrooms: nullableNumber,
  bathrooms: nullableNumber,
  sqft: nullableNumber,
  acreage: nullableNumber,
  year_built: nullableNumber,
  block: nullableText,
  lot: nullableText,
  qual: nullableText,
  tax_assessment: nullableNumber,
  tax_assessment_year: nullableNumber,
  primary_photo_url: nullableText,
  primary_photos_urls: urlList,
  photos_urls: urlList,
  video_urls: urlList,
  floorplan_image_urls: urlList,
  floorplan_pdf_urls: urlList,
  matterport_urls: urlList,
  aerial_urls: urlList,
  ...mediaFlags,
  created_at: z.string(),
  updated_at: z.string(),
  agent_id: z.string().uuid().nullable(),
  agent: showcaseAgentSchema.nullable(),
});
export type PropertyShowcase = z.infer<typeof propertyShowcaseSchema>;

export const PROPERTY_SHOWCASE_COLUMNS = [
  "id, slug, property_address, property_city, property_state, property_zip",
  "bedrooms, bathrooms, sqft, acreage, year_built, block, lot, qual, tax_assessment, tax_assessment_year",
  "primary_photo_url, primary_photos_urls, photos_urls, video_urls, floorplan_image_urls, floorplan_pdf_urls, matterport_urls, aerial_urls",
  "has_photos, has_videos, has_floorplans, has_matterport, has_aerial, created_at, updated_at, agent_id",
  `agent:agents(${SHOWCASE_AGENT_COLUMNS})`,
].join(", ");

/** A card of the listing and of the home page (call 11 and the home page's read). */
export const showcaseSummarySchema = z.object({
  id: z.string().uuid(),
  slug: nullableText,
  property_address: z.string(),
  property_city: nullableText,
  property_state: nullableText,
  primary_photo_url: nullableText,
  /** The card falls back to the first photo when there is no primary photo (docs/product.md §1.3 Showcase card (home)). */
  photos_urls: urlList,
  bedrooms: nullableNumber,
  bathrooms: nullableNumber,
  sqft: nullableNumber,
  year_built: nullableNumber,
  ...mediaFlags,
  created_at: z.string(),
  agent_id: z.string().uuid().nullable(),
  agent: z.object({ name: nullableText, brokerage_name: nullableText }).nullable(),
});
export type ShowcaseSummary = z.infer<typeof showcaseSummarySchema>;

export const SHOWCASE_SUMMARY_COLUMNS =
  "id, slug, property_address, property_city, property_state, primary_photo_url, photos_urls, bedrooms, bathrooms, sqft, year_built, " +
  "has_photos, has_videos, has_floorplans, has_matterport, has_aerial, created_at, agent_id, agent:agents(name, brokerage_name)";

export const REALTOR_CONTACT_EVENT_TYPES = ["realtor_contact_phone", "realtor_contact_email"] as const;

/** An agent phone or email click on a showcase, as inserted into analytics_events. */
export const realtorContactEventSchema = z.object({
  event_type: z.enum(REALTOR_CONTACT_EVENT_TYPES),
  page_path: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^\/(?!\/)/, "must be a path on this site, starting with /"),
  event_data: z.object({
    property_id: z.string().uuid(),
    property_slug: z.string().max(120).nullable(),
    agent_name: z.string().max(120),
    contact_method: z.enum(["phone", "email"]),
  }),
});
export type RealtorContactEvent = z.infer<typeof realtorContactEventSchema>;
