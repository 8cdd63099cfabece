import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LeadKind, LeadStatusChange, OwnerRequestRow } from "#schemas/owner-desk.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";
import { ownerRequestsKeys } from "@/features/owner-requests/api/list-owner-requests";

/** One request of the desk with its status history, newest change first; null when there is none. */
export interface OwnerRequestDetail {
  request: OwnerRequestRow;
  history: LeadStatusChange[];
}

export async function fetchOwnerRequest(kind: LeadKind, id: string): Promise<OwnerRequestDetail | null> {
  const [supabase, schemas] = await Promise.all([getSupabase(), import("#schemas/owner-desk.ts")]);
  const leadColumn = kind === "quote" ? "service_request_id" : "contact_message_id";
  const [request, history] = await Promise.all([
    supabase.from("owner_requests").select(schemas.OWNER_REQUEST_COLUMNS).eq("kind", kind).eq("id", id).maybeSingle(),
    supabase
      .from("lead_status_changes")
      .select(schemas.LEAD_STATUS_CHANGE_COLUMNS)
      .eq(leadColumn, id)
      .order("changed_at", { ascending: false })
      .limit(100),
  ]);
  if (request.error) throw new SupabaseRequestError(request.error, "Loading the request failed");
  if (history.error) throw new SupabaseRequestError(history.error, "Loading the request's history failed");
  if (request.data === null) return null;
  return {
    request: schemas.ownerRequestRowSchema.parse(request.data),
    history: schemas.leadStatusChangeSchema.array().parse(history.data),
  };
}

export const ownerRequestQueryOptions = (kind: LeadKind, id: string) =>
  queryOptions({
    queryKey: [...ownerRequestsKeys.all, "detail", kind, id] as const,
    queryFn: () => fetchOwnerRequest(kind, id),
  });

export function useOwnerRequest(kind: LeadKind, id: string) {
  return useQuery(ownerRequestQueryOptions(kind, id));
}
