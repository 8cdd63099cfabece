import { useEffect, useId, useState, type ReactNode } from "react";
import { LEAD_STATUSES, REQUEST_SERVICES } from "#schemas/owner-desk.ts";
import { NJ_COUNTY_SLUGS } from "#shared/booking/nj-county-centroids.ts";
import { Hint, Label } from "@/components/forms/field";
import { Select, TextInput } from "@/components/forms/controls";
import { Button } from "@/components/ui/button";
import { titleFromSlug } from "@/lib/format";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { LEAD_STATUS_LABELS } from "@/features/owner-requests/domain/pipeline";
import { SERVICE_LABELS } from "@/features/owner-requests/domain/messages";
import { cleanSearch, SEARCH_MAX, type RequestFilters } from "@/features/owner-requests/domain/request-filters";

const LEGEND = "block text-sm font-semibold text-slate-800";

/** A filter: its label (no "(optional)": every filter is) above its control. */
function Filter({ id, label, children, className }: { id: string; label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1">{children}</div>
    </div>
  );
}

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
      <Filter id={`${id}-q`} label="Search" className="sm:col-span-2">
        <TextInput
          id={`${id}-q`}
          type="search"
          value={typed}
          maxLength={SEARCH_MAX}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          aria-describedby={`${id}-q-hint`}
        />
        <div className="mt-1 text-sm">
          <Hint id={`${id}-q-hint`}>Name, email, phone or address</Hint>
        </div>
      </Filter>
      <Filter id={`${id}-status`} label="Status">
        <Select id={`${id}-status`} value={filters.status ?? ""} onChange={(event) => set("status", event.target.value)}>
          <option value="">Any status</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Filter>
      <Filter id={`${id}-service`} label="Service">
        <Select id={`${id}-service`} value={filters.service ?? ""} onChange={(event) => set("service", event.target.value)}>
          <option value="">Any service</option>
          {REQUEST_SERVICES.map((service) => (
            <option key={service} value={service}>
              {SERVICE_LABELS[service]}
            </option>
          ))}
        </Select>
      </Filter>
      <Filter id={`${id}-county`} label="County">
        <Select id={`${id}-county`} value={filters.county ?? ""} onChange={(event) => set("county", event.target.value)}>
          <option value="">Any county</option>
          {NJ_COUNTY_SLUGS.map((county) => (
            <option key={county} value={county}>
              {titleFromSlug(county)}
            </option>
          ))}
        </Select>
      </Filter>
      <fieldset className="grid grid-cols-2 gap-2 sm:col-span-2 lg:col-span-1 lg:grid-cols-1">
        <legend className={LEGEND}>Received</legend>
        <Filter id={`${id}-from`} label="From">
          <TextInput id={`${id}-from`} type="date" value={filters.from ?? ""} onChange={(event) => set("from", event.target.value)} />
        </Filter>
        <Filter id={`${id}-to`} label="To">
          <TextInput id={`${id}-to`} type="date" value={filters.to ?? ""} onChange={(event) => set("to", event.target.value)} />
        </Filter>
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
