import { z } from "zod";

/**
 * The owner's showcase editor (docs/decisions/069-showcase-editor.md): what its forms send to
 * the owner RPCs (owner_save_showcase, owner_set_showcase_photos, owner_save_agent; migration
 * 20261129002100), the rows it reads back as the signed-in owner, and a claimed publish mail as
 * claim_showcase_publish_mail() answers it for send-due-mail. The limits are the migration's.
 */

export const SHOWCASE_PHOTOS_MAX = 200;
export const PHOTO_CAPTION_MAX = 300;
export const SHOWCASE_LINKS_MAX = 20;
export const AGENT_NAME_MAX = 120;

/** A media value as the tables hold it: a path in the project's public storage, or an https URL. */
export const mediaValueSchema = z
  .string()
  .trim()
  .max(2048, "must be at most 2048 characters")
  .regex(/^(\/storage\/v1\/object\/public\/[a-z0-9_-]+\/\S+|https:\/\/[^\s/]+(\/\S*)?)$/, "must be an https link");

const httpsLink = z
  .string()
  .trim()
  .max(2048, "must be at most 2048 characters")
  .regex(/^https:\/\/[^\s/]+(\/\S*)?$/, "must be an https link");

const linkList = (item: z.ZodType<string>) =>
  z
    .array(item)
    .max(SHOWCASE_LINKS_MAX, `at most ${SHOWCASE_LINKS_MAX} links`)
    .refine((links) => new Set(links).size === links.length, "the same link is in the list twice");

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalNumber = (min: number, max: number, message: string) =>
  z.number().min(min, message).max(max, message).nullish().transform((value) => value ?? null);

const optionalWhole = (min: number, max: number, message: string) =>
  z.number().int(message).min(min, message).max(max, message).nullish().transform((value) => value ?? null);

/** The fields of owner_save_showcase: facts, links, agent and branding. */
export const showcaseFieldsSchema = z
  .object({
    property_address: z.string().trim().min(1, "Enter the street address").max(300, "must be at most 300 characters"),
    property_city: optionalText(120),
    property_zip: z
      .string()
      .trim()
      .regex(/^(\d{5}(-\d{4})?)?$/, "Enter a 5-digit ZIP code")
      .nullish()
      .transform((value) => (value ? value : null)),
    bedrooms: optionalWhole(0, 50, "Bedrooms: a whole number from 0 to 50"),
    bathrooms: optionalNumber(0, 50, "Bathrooms: from 0 to 50"),
    sqft: optionalWhole(1, 1_000_000, "Square feet: a whole number above 0"),
    acreage: optionalNumber(0, 100_000, "Acres: 0 or more"),
    year_built: optionalWhole(1600, 2100, "Year built: from 1600 to 2100"),
    block: optionalText(40),
    lot: optionalText(40),
    qual: optionalText(40),
    tax_assessment: optionalNumber(0, 1_000_000_000, "Assessment: 0 or more"),
    tax_assessment_year: optionalWhole(1900, 2100, "Assessment year: from 1900 to 2100"),
    agent_id: z.uuid().nullish().transform((value) => value ?? null),
    mls_unbranded: z.boolean(),
    video_urls: linkList(httpsLink),
    matterport_urls: linkList(httpsLink),
    floorplan_image_urls: linkList(mediaValueSchema),
    floorplan_pdf_urls: linkList(mediaValueSchema),
    source_request_id: z.uuid().nullish(),
  })
  .strict();
export type ShowcaseFields = z.output<typeof showcaseFieldsSchema>;

/** One photo of the editor's list, in order (owner_set_showcase_photos). */
export const showcasePhotoSchema = z
  .object({
    url: mediaValueSchema,
    caption: optionalText(PHOTO_CAPTION_MAX),
    hidden: z.boolean(),
    hero: z.boolean(),
  })
  .strict()
  .refine((photo) => !(photo.hero && photo.hidden), "The hero photo cannot be hidden");
export type ShowcasePhoto = z.output<typeof showcasePhotoSchema>;

export const showcasePhotoListSchema = z
  .array(showcasePhotoSchema)
  .max(SHOWCASE_PHOTOS_MAX, `A showcase holds at most ${SHOWCASE_PHOTOS_MAX} photos`)
  .refine((photos) => new Set(photos.map((photo) => photo.url)).size === photos.length, "The same photo is in the list twice")
  .refine((photos) => photos.filter((photo) => photo.hero).length <= 1, "A showcase has one hero photo");

/** The fields of owner_save_agent. */
export const agentFieldsSchema = z
  .object({
    name: z.string().trim().min(1, "Enter the agent's name").max(AGENT_NAME_MAX, `must be at most ${AGENT_NAME_MAX} characters`),
    phone: z
      .string()
      .trim()
      .max(40, "must be at most 40 characters")
      .regex(/^[0-9 ()+.-]*$/, "Enter a phone number")
      .nullish()
      .transform((value) => (value ? value : null)),
    email: z
      .union([z.literal(""), z.email("Enter an email address like name@example.com").max(254)])
      .nullish()
      .transform((value) => (value ? value : null)),
    headshot_url: mediaValueSchema.or(z.literal("")).nullish().transform((value) => (value ? value : null)),
    brokerage_name: optionalText(200),
    brokerage_logo_url: mediaValueSchema.or(z.literal("")).nullish().transform((value) => (value ? value : null)),
  })
  .strict();
export type AgentFields = z.output<typeof agentFieldsSchema>;

const numeric = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.number().finite().nullable(),
);
const textList = z
  .array(z.string())
  .nullable()
  .transform((value) => value ?? []);

/** A row of property_showcases as the owner reads it (every column the editor shows). */
export const ownerShowcaseRowSchema = z.object({
  id: z.uuid(),
  slug: z.string().nullable(),
  agent_id: z.uuid().nullable(),
  property_address: z.string(),
  property_city: z.string().nullable(),
  property_state: z.string(),
  property_zip: z.string().nullable(),
  bedrooms: numeric,
  bathrooms: numeric,
  sqft: numeric,
  acreage: numeric,
  year_built: numeric,
  block: z.string().nullable(),
  lot: z.string().nullable(),
  qual: z.string().nullable(),
  tax_assessment: numeric,
  tax_assessment_year: numeric,
  is_public: z.boolean(),
  mls_unbranded: z.boolean(),
  primary_photo_url: z.string().nullable(),
  photos_urls: textList,
  video_urls: textList,
  floorplan_image_urls: textList,
  floorplan_pdf_urls: textList,
  matterport_urls: textList,
  source_request_id: z.uuid().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnerShowcaseRow = z.output<typeof ownerShowcaseRowSchema>;

export const OWNER_SHOWCASE_COLUMNS =
  "id, slug, agent_id, property_address, property_city, property_state, property_zip, bedrooms, bathrooms, sqft, acreage, " +
  "year_built, block, lot, qual, tax_assessment, tax_assessment_year, is_public, mls_unbranded, primary_photo_url, photos_urls, " +
  "video_urls, floorplan_image_urls, floorplan_pdf_urls, matterport_urls, source_request_id, published_at, created_at, updated_at";

/** A row of showcase_photos as the owner reads it, in position order. */
export const ownerShowcasePhotoRowSchema = z.object({
  url: z.string(),
  caption: z.string().nullable(),
  hidden: z.boolean(),
  hero: z.boolean(),
  position: z.number().int(),
});

/** An agent as the owner reads it. */
export const ownerAgentRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  headshot_url: z.string().nullable(),
  brokerage_name: z.string().nullable(),
  brokerage_logo_url: z.string().nullable(),
});
export type OwnerAgentRow = z.output<typeof ownerAgentRowSchema>;
export const OWNER_AGENT_COLUMNS = "id, name, phone, email, headshot_url, brokerage_name, brokerage_logo_url";

export const PUBLISH_MAIL_STATUSES = ["pending", "retry", "sent", "failed", "superseded"] as const;

/** A publish mail as claim_showcase_publish_mail() answers it. */
export const claimedPublishMailSchema = z.object({
  mailId: z.uuid(),
  attempts: z.number().int().min(0),
  showcaseId: z.uuid(),
  slug: z.string().nullable(),
  address: z.string(),
  city: z.string().nullable(),
  isPublic: z.boolean(),
  mlsUnbranded: z.boolean(),
  agentName: z.string().nullable(),
  agentEmail: z.string().nullable(),
  reportKey: z.string().min(22),
});
export type ClaimedPublishMail = z.output<typeof claimedPublishMailSchema>;
