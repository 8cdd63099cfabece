import { useEffect, useId, useState } from "react";
import { LEAD_STATUSES, REQUEST_SERVICES } from "@schemas/owner-desk.ts";
import { NJ_COUNTY_SLUGS } from "#shared/booking/nj-county-centroids.ts";
import { Button } from "@/components/ui/button";
import { titleFromSlug } from "@/lib/format";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { LEAD_STATUS_LABELS } from "@/features/owner-requests/domain/pipeline";
import { SERVICE_LABELS } from "@/features/owner-requests/domain/messages";
import { cleanSearch, SEARCH_MAX, type RequestFilters } from "@/features/owner-requests/domain/request-filters";

const CONTROL = "mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500";
const LABEL = "block text-sm font-semibold text-slate-800";

/** How long the search waits after the last key before it asks. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's filters: search (name, email, phone or address), status, service, county and the
 * days received. Every change replaces the URL's filters (onChange); the search waits for a
 * pause in typing. One column on a phone, a row on a desktop.
 */
export function RequestFiltersForm({ filters, onChange }: { filters: RequestFilters; onChange: (next: RequestFilters) => void }) {
  const id = useId();
  const [typed, setTyped] = useState(filters.q ?? "");
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    const q = cleanSearch(search) || undefined;
    if (q !== filters.q) onChange({ ...filters, q });
    // Only a new search changes the URL here; the other filters change it on their own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const set = <K extends keyof RequestFilters>(key: K, value: string) => onChange({ ...filters, [key]: value === "" ? undefined : value });
  const any = Object.values(filters).some(Boolean);

  return (
    <form role="search" aria-label="Filter requests" onSubmit={(event) => event.preventDefault()} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6">
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-q`} className={LABEL}>
          Search
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={typed}
          maxLength={SEARCH_MAX}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={`${id}-q-hint`}
          className={CONTROL}
          autoComplete="off"
        />
        <p id={`${id}-q-hint`} className="mt-1 text-sm text-slate-600">
          Name, email, phone or address
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={LABEL}>
          Status
        </label>
        <select id={`${id}-status`} value={filters.status ?? ""} onChange={(event) => set("status", event.target.value)} className={CONTROL}>
          <option value="">Any status</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-service`} className={LABEL}>
          Service
        </label>
        <select id={`${id}-service`} value={filters.service ?? ""} onChange={(event) => set("service", event.target.value)} className={CONTROL}>
          <option value="">Any service</option>
          {REQUEST_SERVICES.map((service) => (
            <option key={service} value={service}>
              {SERVICE_LABELS[service]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-county`} className={LABEL}>
          County
        </label>
        <select id={`${id}-county`} value={filters.county ?? ""} onChange={(event) => set("county", event.target.value)} className={CONTROL}>
          <option value="">Any county</option>
          {NJ_COUNTY_SLUGS.map((county) => (
            <option key={county} value={county}>
              {titleFromSlug(county)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="grid grid-cols-2 gap-2 sm:col-span-2 lg:col-span-1 lg:grid-cols-1">
        <legend className={LABEL}>Received</legend>
        <div>
          <label htmlFor={`${id}-from`} className="block text-sm text-slate-700">
            From
          </label>
          <input id={`${id}-from`} type="date" value={filters.from ?? ""} onChange={(event) => set("from", event.target.value)} className={CONTROL} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="block text-sm text-slate-700">
            To
          </label>
          <input id={`${id}-to`} type="date" value={filters.to ?? ""} onChange={(event) => set("to", event.target.value)} className={CONTROL} />
        </div>
      </fieldset>
      {any && (
        <div className="sm:col-span-2 lg:col-span-6">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setTyped("");
              onChange({});
            }}
          >
            Clear filters
          </Button>
        </div>
      )}
    </form>
  );
}
