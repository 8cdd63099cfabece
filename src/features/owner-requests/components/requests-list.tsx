import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { useNewRequestCount } from "@/features/owner-requests/api/count-new-requests";
import { ownerRequestsKeys, useOwnerRequests } from "@/features/owner-requests/api/list-owner-requests";
import { RequestCard } from "@/features/owner-requests/components/request-card";
import { REQUESTS_MESSAGES } from "@/features/owner-requests/domain/messages";
import type { RequestFilters } from "@/features/owner-requests/domain/request-filters";

/**
 * The requests, newest first, a page at a time ("Show more"), with loading, empty and error
 * states. While it is open it asks every 30 seconds (tab visible) whether requests arrived
 * after the newest one shown, and says so: "2 new requests", a button that shows them
 * (docs/decisions/055). The count is announced politely to a screen reader.
 */
export function RequestsList({ filters }: { filters: RequestFilters }) {
  const queryClient = useQueryClient();
  const list = useOwnerRequests(filters);
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const newestShown = list.data ? (list.data.pages[0]?.rows[0]?.created_at ?? null) : null;
  const fresh = useNewRequestCount(newestShown, list.isSuccess);
  const newCount = fresh.data ?? 0;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const filtered = Object.values(filters).some(Boolean);

  useEffect(() => {
    if (newCount > 0) document.title = `(${newCount}) ${document.title.replace(/^\(\d+\) /, "")}`;
    else document.title = document.title.replace(/^\(\d+\) /, "");
  }, [newCount]);

  const showNew = async () => {
    await queryClient.resetQueries({ queryKey: ownerRequestsKeys.all });
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby="requests-list-heading" className="mt-4">
      <h2 id="requests-list-heading" ref={headingRef} tabIndex={-1} className="sr-only">
        Request list
      </h2>
      <div aria-live="polite" className="empty:hidden">
        {newCount > 0 && (
          <div className="sticky top-24 z-30 mb-3 flex items-center justify-between gap-3 rounded-lg bg-brand-700 px-4 py-3 text-white shadow">
            <p className="font-semibold">{newCount === 1 ? REQUESTS_MESSAGES.newOne : REQUESTS_MESSAGES.newMany(newCount)}</p>
            <Button variant="inverse" size="sm" onClick={() => void showNew()}>
              {REQUESTS_MESSAGES.showNew}
            </Button>
          </div>
        )}
      </div>
      {list.isPending ? (
        <p role="status" className="py-8 text-center text-slate-700">
          {REQUESTS_MESSAGES.loading}
        </p>
      ) : list.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{REQUESTS_MESSAGES.loadFailed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="py-8 text-center text-slate-700">{filtered ? REQUESTS_MESSAGES.emptyFiltered : REQUESTS_MESSAGES.empty}</p>
      ) : (
        <>
          <ul className="grid gap-3">
            {rows.map((row) => (
              <li key={`${row.kind}-${row.id}`}>
                <RequestCard row={row} />
              </li>
            ))}
          </ul>
          <div className="mt-4 text-center">
            {list.hasNextPage ? (
              <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? REQUESTS_MESSAGES.loading : REQUESTS_MESSAGES.loadMore}
              </Button>
            ) : (
              <p className="text-sm text-slate-600">{REQUESTS_MESSAGES.noMore}</p>
            )}
            {list.isFetchNextPageError && (
              <p role="alert" className="mt-2 text-sm text-red-800">
                {REQUESTS_MESSAGES.loadFailed}
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
