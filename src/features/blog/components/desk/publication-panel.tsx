import { useState } from "react";
import type { OwnerBlogPost } from "#schemas/owner-blog.ts";
import { ErrorText, Label, TextInput } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatAppointment } from "@/entities/appointment/domain/appointment-time";
import { SiteRebuildNotice } from "@/entities/site-build/components/site-rebuild-notice";
import { DESK_BLOG_MESSAGES } from "@/features/blog/components/desk/desk-blog-messages";
import { publicationState, scheduledInstant, scheduleFields } from "@/features/blog/domain/publication";

const HOUR_MS = 60 * 60 * 1000;

/** The post's state in words: a draft, scheduled for a New York time, or published since one. */
export function PublicationStatus({ post }: { post: Pick<OwnerBlogPost, "published" | "published_at"> }) {
  const state = publicationState(post, Date.now());
  if (state === "draft") return <span>Draft: not on the site</span>;
  if (state === "scheduled") return <span>Scheduled: public from {formatAppointment(post.published_at!)}</span>;
  return <span>Published {formatAppointment(post.published_at!)}</span>;
}

/**
 * Publish now, at a New York date and time, or take off the site. Publishing a post with unsaved
 * changes saves them first (the editor's onPublish). The rebuild notice sits here, where the owner
 * just acted.
 */
export function PublicationPanel({
  post,
  busy,
  onPublish,
  onUnpublish,
}: {
  post: OwnerBlogPost | null;
  busy: boolean;
  onPublish: (at: string | undefined) => void;
  onUnpublish: () => void;
}) {
  const state = post ? publicationState(post, Date.now()) : "draft";
  const initial = scheduleFields(post?.published_at && state === "scheduled" ? Date.parse(post.published_at) : Date.now() + 24 * HOUR_MS);
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(state === "scheduled" ? initial.time : "09:00");
  const [scheduleError, setScheduleError] = useState<string | null>(null);

  function schedule() {
    const at = scheduledInstant(date, time);
    if (!at || Date.parse(at) <= Date.now()) {
      setScheduleError(DESK_BLOG_MESSAGES.scheduleInvalid);
      return;
    }
    setScheduleError(null);
    onPublish(at);
  }

  return (
    <aside aria-labelledby="publication-heading" className="space-y-4 self-start rounded-lg border border-slate-200 bg-white p-4 lg:sticky lg:top-32">
      <h2 id="publication-heading" className="text-lg font-semibold text-slate-900">
        Publication
      </h2>
      <p className="text-sm text-slate-800" data-testid="publication-status">
        {post ? <PublicationStatus post={post} /> : "Draft: not saved yet"}
      </p>
      {post && state === "published" && (
        <a href={paths.blogPost(post.slug)} target="_blank" rel="noopener noreferrer" className="inline-block text-sm font-semibold text-brand-700 underline">
          View on the site
        </a>
      )}
      <SiteRebuildNotice />
      {state !== "published" && (
        <Button className="w-full" disabled={busy} onClick={() => onPublish(undefined)}>
          Publish now
        </Button>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">{state === "scheduled" ? "Move to another time" : "Publish at a set time"}</legend>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <Label htmlFor="schedule-date">Date</Label>
            <TextInput id="schedule-date" type="date" value={date} onChange={(event) => setDate(event.target.value)} aria-describedby="schedule-note schedule-error" />
          </div>
          <div>
            <Label htmlFor="schedule-time">Time</Label>
            <TextInput id="schedule-time" type="time" step={300} value={time} onChange={(event) => setTime(event.target.value)} aria-describedby="schedule-note schedule-error" />
          </div>
        </div>
        <p id="schedule-note" className="text-xs text-slate-600">
          Eastern Time (New York). The post appears on the blog at that time by itself.
        </p>
        {scheduleError && (
          <ErrorText id="schedule-error" announce>
            {scheduleError}
          </ErrorText>
        )}
        <Button variant="outline" className="w-full" disabled={busy} onClick={schedule}>
          {state === "scheduled" ? "Move the schedule" : "Schedule"}
        </Button>
      </fieldset>
      {post && state !== "draft" && (
        <Button variant="ghost" className="w-full text-red-800" disabled={busy} onClick={onUnpublish}>
          Unpublish
        </Button>
      )}
    </aside>
  );
}
