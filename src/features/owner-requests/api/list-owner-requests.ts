import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { OwnerRequestRow } from "#schemas/owner-desk.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";
import {
  createdAtBounds,
  REQUESTS_PAGE_SIZE,
  requestsOrFilter,
  type RequestFilters,
  type RequestsCursor,
} from "@/features/owner-requests/domain/request-filters";

/**
 * The desk's requests (both lead tables, `owner_requests`), newest first, a page of
 * REQUESTS_PAGE_SIZE at a time after a keyset cursor (created_at, id), filtered as the URL
 * says. Read as the signed-in owner: RLS (public.is_owner()) decides.
 */
export interface OwnerRequestsPage {
  rows: OwnerRequestRow[];
  next: RequestsCursor | undefined;
}

export async function fetchOwnerRequestsPage(filters: RequestFilters, cursor: RequestsCursor | undefined): Promise<OwnerRequestsPage> {
  const [supabase, { ownerRequestRowSchema, OWNER_REQUEST_COLUMNS }] = await Promise.all([getSupabase(), import("#schemas/owner-desk.ts")]);
  let query = supabase.from("owner_requests").select(OWNER_REQUEST_COLUMNS);
  if (filters.status) query = query.eq("pipeline_status", filters.status);
  if (filters.service) query = query.eq("service", filters.service);
  if (filters.county) query = query.eq("county", filters.county);
  const bounds = createdAtBounds(filters);
  if (bounds.gte) query = query.gte("created_at", bounds.gte);
  if (bounds.lt) query = query.lt("created_at", bounds.lt);
  const or = requestsOrFilter(filters.q, cursor);
  if (or) query = query.or(or);
  const { data, error } = await query
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(REQUESTS_PAGE_SIZE);
  if (error) throw new SupabaseRequestError(error, "Loading the requests failed");
  const rows = ownerRequestRowSchema.array().parse(data);
  const last = rows.at(-1);
  return { rows, next: rows.length === REQUESTS_PAGE_SIZE && last ? { created_at: last.created_at, id: last.id } : undefined };
}

export const ownerRequestsKeys = {
  all: ["owner-requests"] as const,
  list: (filters: RequestFilters) => [...ownerRequestsKeys.all, "list", filters] as const,
};

export function ownerRequestsQueryOptions(filters: RequestFilters) {
  return infiniteQueryOptions({
    queryKey: ownerRequestsKeys.list(filters),
    queryFn: ({ pageParam }) => fetchOwnerRequestsPage(filters, pageParam),
    initialPageParam: undefined as RequestsCursor | undefined,
    getNextPageParam: (page) => page.next,
    // The list changes when the owner asks ("Show new requests") or changes a request.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOwnerRequests(filters: RequestFilters) {
  return useInfiniteQuery(ownerRequestsQueryOptions(filters));
}
