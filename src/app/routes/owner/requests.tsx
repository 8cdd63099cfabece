import { useSearchParams } from "react-router-dom";
import { RequestFiltersForm } from "@/features/owner-requests/components/request-filters";
import { RequestsList } from "@/features/owner-requests/components/requests-list";
import { REQUESTS_MESSAGES } from "@/features/owner-requests/domain/messages";
import { filtersFromSearch, searchFromFilters } from "@/features/owner-requests/domain/request-filters";

/**
 * /owner/requests: the leads (quote requests and contact messages), newest first, filtered by
 * the URL (?status=&service=&county=&from=&to=&q=), so a filtered list can be bookmarked and
 * the back button undoes a filter (docs/product.md, "The owner's desk").
 */
export function OwnerRequestsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{REQUESTS_MESSAGES.heading}</h1>
      <div className="mt-3">
        <RequestFiltersForm filters={filters} onChange={(next) => setSearch(searchFromFilters(next), { replace: true })} />
      </div>
      <RequestsList filters={filters} />
    </>
  );
}
