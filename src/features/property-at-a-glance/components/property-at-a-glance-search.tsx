import { useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import type { PropertySearchResult } from "#schemas/county-record.ts";
import { AT_A_GLANCE_LIMIT } from "#schemas/county-record-limits.ts";
import { buttonClasses } from "@/components/ui/button";
import { DisabledButtonWithTooltip } from "@/components/ui/disabled-button-with-tooltip";
import { MapPinIcon } from "@/components/ui/icons";
import { usePrimePropertyByPin } from "@/entities/property/api/get-property-by-pin";
import { isSearchableAddress, usePropertySearch } from "@/entities/property/api/search-properties";
import { CoverageBadge } from "@/entities/property/components/coverage-badge";
import { PropertySummaryDetails } from "@/entities/property/components/property-summary-details";
import { coverageForCounty } from "@/entities/property/domain/coverage";
import { toPropertySummary } from "@/entities/property/domain/property-summary";
import { cn } from "@/lib/cn";
import { buildQuoteSearch, type QuoteService } from "@/lib/quote-link";
import { useAdoptTypedValue } from "@/lib/use-adopt-typed-value";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { TextInput } from "@/components/forms";

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SUGGESTIONS_ERROR_MESSAGE = "Unable to load address suggestions";

export interface PropertyAtAGlanceSearchProps {
  /** The section heading, e.g. "Your Hunterdon County Property At A Glance". */
  title?: string;
  /** Text under the heading. */
  description?: string;
  /** How many results to show (the home page: 10). */
  limit?: number;
  /** Preset service of the quote each result links to. */
  service?: QuoteService;
  /** Heading level of the section title (2 on most pages). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * "Property at a glance": a labelled address search that lists the county tax records
 * found, each with a link that opens the quote modal on that property. Searches once the
 * visitor has typed more than 2 characters and paused; the list always belongs to the
 * latest query (older answers are cancelled or cached under their own query).
 */
export function PropertyAtAGlanceSearch({
  title = "Your Property At A Glance",
  description = "Look up any New Jersey property by address to see its county tax record: size, age, last sale, taxes and assessment.",
  limit = AT_A_GLANCE_LIMIT,
  service,
  headingLevel = 2,
  className,
}: PropertyAtAGlanceSearchProps) {
  const inputId = useId();
  const headingId = useId();
  const statusId = useId();
  const [address, setAddress] = useState("");
  const input = useRef<HTMLInputElement>(null);
  useAdoptTypedValue(input, address, setAddress);
  const debounced = useDebouncedValue(address, SEARCH_DEBOUNCE_MS);
  const searchable = isSearchableAddress(debounced);
  const search = usePropertySearch({ address: debounced, limit });
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const typing = address.trim() !== debounced.trim() && isSearchableAddress(address);
  const results = searchable && search.isSuccess ? search.data.slice(0, limit) : [];

  const showError = searchable && !typing && search.isError;
  let status: string;
  if (!isSearchableAddress(address)) status = "Type at least 3 characters of an address to search.";
  else if (typing || search.isFetching) status = "Searching…";
  else if (results.length === 0) status = `No properties found for “${debounced.trim()}”.`;
  else status = `${results.length} ${results.length === 1 ? "property" : "properties"} found.`;

  return (
    <section aria-labelledby={headingId} className={cn("mx-auto w-full max-w-5xl", className)}>
      <Heading id={headingId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </Heading>
      {description && <p className="mt-2 text-slate-600">{description}</p>}

      <form role="search" className="mt-5" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
          Property address
        </label>
        <div className="relative mt-1">
          <MapPinIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
          <TextInput
            ref={input}
            id={inputId}
            type="search"
            size="lg"
            withIcon
            inputMode="search"
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. 12 Oak Ridge Rd, Flemington"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            aria-describedby={statusId}
          />
        </div>
      </form>

      {showError ? (
        <p id={statusId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {SUGGESTIONS_ERROR_MESSAGE}
        </p>
      ) : (
        <p id={statusId} role="status" className="mt-2 text-sm text-slate-600">
          {status}
        </p>
      )}

      {results.length > 0 && (
        <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label="Properties found">
          {results.map((result, index) => (
            <PropertyResultCard key={`${result.countyData.GIS_PIN ?? "no-pin"}-${index}`} result={result} service={service} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PropertyResultCard({ result, service }: { result: PropertySearchResult; service: QuoteService | undefined }) {
  const location = useLocation();
  const primeProperty = usePrimePropertyByPin();
  const summary = toPropertySummary(result);
  const coverage = coverageForCounty(summary.county);
  const headingId = useId();
  const pin = summary.gisPin;

  return (
    <li aria-labelledby={headingId} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {summary.address || result.address}
        <span className="block text-sm font-normal text-slate-600">{summary.cityStateZip || result.cityStateZip}</span>
      </h3>
      <CoverageBadge coverage={coverage} className="mt-3 self-start" />
      <PropertySummaryDetails summary={summary} className="mt-4" />
      <div className="mt-5">
        {pin && coverage.status !== "not-covered" && (
          <Link
            to={{ pathname: location.pathname, search: buildQuoteSearch(location.search, { pin, service }), hash: location.hash }}
            preventScrollReset
            // The modal reads the property by pin: hand it the record we already have.
            onClick={() => primeProperty(pin, summary)}
            className={buttonClasses({ variant: "primary", size: "md" })}
          >
            Get a quote for this property<span className="sr-only">: {summary.fullAddress}</span>
          </Link>
        )}
        {coverage.status === "not-covered" && (
          <DisabledButtonWithTooltip tooltip={coverage.message}>
            Get a quote for this property<span className="sr-only">: {summary.fullAddress}</span>
          </DisabledButtonWithTooltip>
        )}
      </div>
    </li>
  );
}
