import { formatNewYorkLongDate } from "@/lib/format-date";

/** Every text of the blog that docs/product.md fixes (§2.2, §2.8), shown exactly as written. */
export const BLOG_MESSAGES = {
  empty: "No articles found",
  categoriesFailed: { title: "Error loading categories", description: "Could not load blog categories. Please refresh the page." },
  postsFailed: { title: "Error loading posts", description: "Could not load blog posts. Please refresh the page." },
  postNotFound: "Blog post not found",
  postFailed: "Failed to load blog post",
  postMissingText: "The blog post you are looking for does not exist.",
  subscribed: { title: "Successfully subscribed!", description: "You'll receive our latest blog updates in your inbox." },
  alreadySubscribed: { title: "Already subscribed!", description: "This email is already subscribed to our blog updates." },
  subscribeFailed: { title: "Subscription failed", description: "Please try again later." },
} as const;

/** Shows one toast (sonner loads in its own chunk; the app shows one at a time). */
export function showToast(kind: "success" | "error", message: { title: string; description: string }): void {
  void import("sonner").then(({ toast }) => {
    if (kind === "success") toast.success(message.title, { description: message.description });
    else toast.error(message.title, { description: message.description });
  });
}

/**
 * "January 14, 2025" (the business's time zone, so server and browser agree; written by
 * lib/format-date.ts without an Intl formatter, whose first use costs a long task).
 */
export function formatPostDate(timestamp: string): string {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? "" : formatNewYorkLongDate(time);
}

export function readTimeLabel(minutes: number | null): string | null {
  return minutes ? `${minutes} min read` : null;
}
