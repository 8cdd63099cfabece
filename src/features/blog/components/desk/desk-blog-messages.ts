
/** Every text of the desk's blog that docs/product.md fixes ("The owner's desk": Blog), shown exactly as written. */
export const DESK_BLOG_MESSAGES = {
  listFailed: "The posts could not be loaded. Check the connection and try again.",
  empty: "No posts yet. Write the first one.",
  postMissing: "This post does not exist (or was removed).",
  saved: "Post saved",
  published: "Post published",
  scheduled: "Post scheduled",
  unpublished: "Post taken off the site",
  scheduleInvalid: "Pick a date and a time in the future.",
  previewEmpty: "The preview appears here as you write.",
  subscribersFailed: "The subscribers could not be loaded. Check the connection and try again.",
  subscribersEmpty: "Nobody has subscribed yet.",
} as const;
