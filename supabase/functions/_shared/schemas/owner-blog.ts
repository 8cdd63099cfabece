import { z } from "zod";

/**
 * The blog in the owner's desk (docs/decisions/070-blog-desk-and-site-rebuild.md): the post as
 * the desk reads it (every post, drafts and scheduled ones too, as the signed-in owner), what
 * the editor sends to owner_save_blog_post, and the newsletter subscribers. Limits are the RPC's (migration 20261129002200).
 */

export const POST_TITLE_MAX = 200;
export const POST_SLUG_MAX = 160;
export const POST_EXCERPT_MAX = 500;
export const POST_MARKDOWN_MAX = 100_000;
export const POST_META_TITLE_MAX = 200;
export const POST_META_DESCRIPTION_MAX = 400;

/** One post as the desk lists and edits it. */
export const ownerBlogPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  /** Null: a post written as HTML before the desk; the editor opens its HTML as the Markdown source. */
  content_markdown: z.string().nullable(),
  content: z.string(),
  category_id: z.string().nullable(),
  featured_image: z.string().nullable(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  read_time: z.number().int().nullable(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnerBlogPost = z.infer<typeof ownerBlogPostSchema>;

export const OWNER_BLOG_POST_COLUMNS =
  "id, title, slug, excerpt, content_markdown, content, category_id, featured_image, meta_title, meta_description, read_time, published, published_at, created_at, updated_at";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value));

/** The editor's fields, checked as the RPC checks them (the RPC checks again). */
export const blogPostFormSchema = z.object({
  title: z.string().trim().min(1, "Enter a title").max(POST_TITLE_MAX, `The title must be at most ${POST_TITLE_MAX} characters`),
  slug: z
    .string()
    .trim()
    .min(1, "Enter the post's address")
    .max(POST_SLUG_MAX, `The address must be at most ${POST_SLUG_MAX} characters`)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase letters, digits and single hyphens (e.g. spring-market-update)"),
  excerpt: optionalText(POST_EXCERPT_MAX, "The excerpt"),
  content_markdown: z.string().refine((value) => value.trim() !== "", "Write the post").refine((value) => value.length <= POST_MARKDOWN_MAX, `The post must be at most ${POST_MARKDOWN_MAX.toLocaleString("en-US")} characters`),
  category_id: z.string().transform((value) => (value === "" ? null : value)),
  featured_image: z.string().transform((value) => (value.trim() === "" ? null : value.trim())),
  meta_title: optionalText(POST_META_TITLE_MAX, "The SEO title"),
  meta_description: optionalText(POST_META_DESCRIPTION_MAX, "The SEO description"),
});
export type BlogPostFormInput = z.input<typeof blogPostFormSchema>;
export type BlogPostFormValues = z.output<typeof blogPostFormSchema>;

/** What owner_save_blog_post takes: the form's values, the rendered HTML, and for an edit the post's id and updated_at as loaded. */
export type SaveBlogPostPayload = BlogPostFormValues & { content: string; id?: string; expected_updated_at?: string };

/** One newsletter subscriber as the owner reads blog_subscribers. */
export const blogSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type BlogSubscriber = z.infer<typeof blogSubscriberSchema>;

export const BLOG_SUBSCRIBER_COLUMNS = "id, email, is_active, created_at";
