import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeadKind } from "#schemas/owner-desk.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";
import { ownerRequestsKeys } from "@/features/owner-requests/api/list-owner-requests";

export interface SetLeadNotesInput {
  kind: LeadKind;
  id: string;
  notes: string;
  /** notes_updated_at as loaded: the server refuses (409) when the notes changed since. */
  expectedUpdatedAt: string | null;
}

/** owner_set_lead_notes: replaces the notes and records the change. */
export async function setLeadNotes(input: SetLeadNotesInput) {
  const [supabase, { leadNotesResultSchema }] = await Promise.all([getSupabase(), import("#schemas/owner-desk.ts")]);
  const { data, error } = await supabase.rpc("owner_set_lead_notes", {
    p_kind: input.kind,
    p_id: input.id,
    p_notes: input.notes,
    // Omitted: null, "never written".
    p_expected_updated_at: input.expectedUpdatedAt ?? undefined,
  });
  if (error) throw new SupabaseRequestError(error, "Saving the notes failed");
  return leadNotesResultSchema.parse(data);
}

export function useSetLeadNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeadNotes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerRequestsKeys.all }),
  });
}
