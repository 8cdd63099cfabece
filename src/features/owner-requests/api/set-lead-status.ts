import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeadKind, LeadStatus } from "#schemas/owner-desk.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";
import { ownerRequestsKeys } from "@/features/owner-requests/api/list-owner-requests";

export interface SetLeadStatusInput {
  kind: LeadKind;
  id: string;
  status: LeadStatus;
  /** Lost only. */
  reason: string;
  /** The status the owner saw: the server refuses (409) when it has changed since. */
  expected: LeadStatus;
}

/** owner_set_lead_status: the change, its history row and its audit row in one transaction. */
export async function setLeadStatus(input: SetLeadStatusInput) {
  const [supabase, { leadStatusResultSchema }] = await Promise.all([getSupabase(), import("#schemas/owner-desk.ts")]);
  const { data, error } = await supabase.rpc("owner_set_lead_status", {
    p_kind: input.kind,
    p_id: input.id,
    p_status: input.status,
    p_reason: input.status === "lost" ? input.reason : undefined,
    p_expected: input.expected,
  });
  if (error) throw new SupabaseRequestError(error, "Changing the status failed");
  return leadStatusResultSchema.parse(data);
}

/** Sets the status; every desk read of requests is refetched after it, success or not. */
export function useSetLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeadStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerRequestsKeys.all }),
  });
}
