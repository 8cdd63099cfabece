import { z } from "zod";

/**
 * The blog's payloads: what the app reads from blog_categories and
 * blog_posts (published only, under RLS) and what a visitor sends to
 * blog_subscribers.
 */

export const blogCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const BLOG_CATEGORY_COLUMNS = "id, name, slug";

const joinedCategory = z
  .object({ name: z.string(), slug: z.string() })
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** A post as the list shows it (no content). */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  featured_image: z.string().nullable(),
  read_time: z.number().int().nullable(),
  created_at: z.string(),
  /** When the post became public (docs/decisions/070); the date the site shows. Absent from rows read before the column existed. */
  published_at: z
    .string()
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  category_id: z.string().nullable(),
  category: joinedCategory,
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const BLOG_POST_SUMMARY_COLUMNS = "id, title, slug, excerpt, featured_image, read_time, created_at, published_at, category_id, category:blog_categories(name, slug)";

/** One post with everything its page shows. */
export const blogPostSchema = blogPostSummarySchema.extend({
  content: z.string(),
  video_url: z.string().nullable(),
  updated_at: z.string(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const BLOG_POST_COLUMNS = `${BLOG_POST_SUMMARY_COLUMNS}, content, video_url, updated_at, meta_title, meta_description`;

/** The newsletter sign-up: a trimmed address, as the table's check accepts it. */
export const blogSubscriptionSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(254, "Please enter a valid email address")
    // \u0085 (next line) is a space to the table's [:space:] but not to \s.
    .regex(/^[^@\s\u0085]+@[^@\s\u0085]+\.[^@\s\u0085]+$/, "Please enter a valid email address"),
});
export type BlogSubscription = z.infer<typeof blogSubscriptionSchema>;
