import type { OwnerBlogPost } from "#schemas/owner-blog.ts";
import { BUSINESS_TIME_ZONE, clockMinutes, localDate, localMinutes, zonedInstant } from "#shared/booking/time-zone.ts";

/**
 * Where a post stands for visitors (docs/decisions/070): a draft is never public; a published
 * post is public from published_at on (the database's policy says the same), so before then it
 * is scheduled.
 */
export type PublicationState = "draft" | "scheduled" | "published";

export function publicationState(post: Pick<OwnerBlogPost, "published" | "published_at">, now: number): PublicationState {
  if (!post.published || !post.published_at) return "draft";
  return Date.parse(post.published_at) > now ? "scheduled" : "published";
}

/** The instant (ISO) of a date ("2026-12-01") and clock time ("09:30") in New York, where the business is; null when either is not valid. */
export function scheduledInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const instant = zonedInstant(date, clockMinutes(time), BUSINESS_TIME_ZONE);
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/** The New York date and clock time of an instant, as the schedule fields show them. */
export function scheduleFields(instant: number): { date: string; time: string } {
  const minutes = localMinutes(instant, BUSINESS_TIME_ZONE);
  return { date: localDate(instant, BUSINESS_TIME_ZONE), time: `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}` };
}
