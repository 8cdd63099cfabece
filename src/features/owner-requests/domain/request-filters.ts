import { LEAD_STATUSES, REQUEST_SERVICES, type LeadStatus, type RequestService } from "#schemas/owner-desk.ts";
import { addDays, BUSINESS_TIME_ZONE, zonedInstant } from "#shared/booking/time-zone.ts";
import { NJ_COUNTY_SLUGS, type NjCountySlug } from "#shared/booking/nj-county-centroids.ts";

/**
 * The Requests page's filters as they live in the URL (?status=&service=&county=&from=&to=&q=),
 * and what they become in the PostgREST query of `owner_requests`. Pure; the fetcher applies it.
 */
export interface RequestFilters {
  status?: LeadStatus;
  service?: RequestService;
  county?: NjCountySlug;
  /** Business-local dates (America/New_York), "YYYY-MM-DD", both included. */
  from?: string;
  to?: string;
  /** Name, email, phone or address, as typed. */
  q?: string;
}

export const REQUESTS_PAGE_SIZE = 25;
export const SEARCH_MAX = 100;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string | null): value is string => value !== null && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.includes(value as T) ? (value as T) : undefined;
}

/** The filters of a URL's search parameters; unknown or malformed values are left out. */
export function filtersFromSearch(search: URLSearchParams): RequestFilters {
  const q = cleanSearch(search.get("q") ?? "");
  const from = search.get("from");
  const to = search.get("to");
  return {
    status: oneOf(LEAD_STATUSES, search.get("status")),
    service: oneOf(REQUEST_SERVICES, search.get("service")),
    county: oneOf(NJ_COUNTY_SLUGS, search.get("county")),
    from: isDate(from) ? from : undefined,
    to: isDate(to) ? to : undefined,
    q: q === "" ? undefined : q,
  };
}

/** The search parameters of a set of filters (empty ones left out), in a fixed order. */
export function searchFromFilters(filters: RequestFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ["status", "service", "county", "from", "to", "q"] as const) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  return search;
}

/**
 * A search as the query may use it: at most SEARCH_MAX characters, without the characters
 * PostgREST's filter grammar or LIKE give a meaning (, ( ) " \ * % _), spaces collapsed.
 */
export function cleanSearch(typed: string): string {
  return typed
    .replace(/[,()"\\*%_]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SEARCH_MAX)
    .trim();
}

/** A value in PostgREST's filter grammar: double-quoted (the cleaned search has no quote or backslash). */
const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/** Where the next page starts: after the last row shown (newest first, then id). */
export interface RequestsCursor {
  created_at: string;
  id: string;
}

/** The `or` filter of a page: the search over name, email, phone and address, and the cursor. */
export function requestsOrFilter(q: string | undefined, cursor: RequestsCursor | undefined): string | undefined {
  const groups: string[] = [];
  if (q) {
    const like = quoted(`*${q}*`);
    const terms = ["full_name", "email", "property_address"].map((column) => `${column}.ilike.${like}`);
    const digits = q.replace(/\D/g, "");
    // A phone typed with or without punctuation: "(908) 555" finds 9085550134.
    if (digits.length >= 3 && /^[\d\s().+-]+$/.test(q)) terms.push(`phone_digits.like.${quoted(`*${digits}*`)}`);
    groups.push(`or(${terms.join(",")})`);
  }
  if (cursor) {
    const at = quoted(cursor.created_at);
    groups.push(`or(created_at.lt.${at},and(created_at.eq.${at},id.lt.${quoted(cursor.id)}))`);
  }
  if (groups.length === 0) return undefined;
  // One `or` parameter holding the groups, ANDed (PostgREST's nested logical operators).
  return groups.length === 1 ? groups[0]!.slice(3, -1) : `and(${groups.join(",")})`;
}

/** The instants bounding the date filter: from the start of `from` to before the day after `to`, business time. */
export function createdAtBounds(filters: Pick<RequestFilters, "from" | "to">): { gte?: string; lt?: string } {
  return {
    gte: filters.from ? new Date(zonedInstant(filters.from, 0, BUSINESS_TIME_ZONE)).toISOString() : undefined,
    lt: filters.to ? new Date(zonedInstant(addDays(filters.to, 1), 0, BUSINESS_TIME_ZONE)).toISOString() : undefined,
  };
}
