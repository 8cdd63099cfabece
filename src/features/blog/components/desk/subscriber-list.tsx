import type { BlogSubscriber } from "#schemas/owner-blog.ts";
import { LoadFailed } from "@/components/load-failed";
import { Button } from "@/components/ui/button";
import { toCsv } from "@/lib/csv";
import { formatNewYorkLongDate } from "@/lib/format-date";
import { saveFile } from "@/lib/save-file";
import { useBlogSubscribers } from "@/features/blog/api/list-blog-subscribers";
import { DESK_BLOG_MESSAGES } from "@/features/blog/components/desk/desk-blog-messages";

/** The list as CSV: address, subscribed (ISO), active; a header row first. */
export function subscribersCsv(subscribers: readonly BlogSubscriber[]): string {
  return toCsv([["email", "subscribed_at", "active"], ...subscribers.map((row) => [row.email, row.created_at, row.is_active ? "yes" : "no"])]);
}

/** The newsletter's subscribers, newest first, with their count and a CSV download (the owner's only). */
export function SubscriberList() {
  const subscribers = useBlogSubscribers();
  if (subscribers.isPending)
    return (
      <p role="status" className="py-8 text-center text-slate-700">
        Loading subscribers…
      </p>
    );
  if (subscribers.isError) return <LoadFailed message={DESK_BLOG_MESSAGES.subscribersFailed} onRetry={() => void subscribers.refetch()} />;
  const rows = subscribers.data;
  if (rows.length === 0) return <p className="py-8 text-center text-slate-700">{DESK_BLOG_MESSAGES.subscribersEmpty}</p>;
  const active = rows.filter((row) => row.is_active).length;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-800">
          {rows.length === 1 ? "1 subscriber" : `${rows.length} subscribers`}, {active} active
        </p>
        <Button variant="outline" size="sm" onClick={() => saveFile(new TextEncoder().encode(subscribersCsv(rows)), "newsletter-subscribers.csv", "text/csv;charset=utf-8")}>
          Download CSV
        </Button>
      </div>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label="Subscribers">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
            <span className="break-all font-medium text-slate-900">{row.email}</span>
            <span className="text-sm text-slate-700">
              {formatNewYorkLongDate(Date.parse(row.created_at))}
              {!row.is_active && " · unsubscribed"}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
