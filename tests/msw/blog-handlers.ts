import type { RequestHandler } from "msw";

/** Default msw answers for blog_posts, blog_categories, blog_subscribers. */
export const blogHandlers: RequestHandler[] = [];
