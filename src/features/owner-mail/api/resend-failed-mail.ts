import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeadKind } from "#schemas/owner-desk.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";
import { failedMailKey } from "@/features/owner-mail/api/list-failed-mail";

/** A failed mail to send again: a lead's (by its kind and id) or an appointment mail (by its id). */
export type ResendTarget = { type: "lead"; kind: LeadKind; id: string } | { type: "appointment"; id: string };

/**
 * "Send again" (owner_resend_lead_mail, owner_resend_appointment_mail): the mail is due now and
 * the send-due-mail job sends it within 5 minutes (docs/decisions/055); no key beyond the
 * owner's session reaches the browser.
 */
export async function resendFailedMail(target: ResendTarget): Promise<void> {
  const supabase = await getSupabase();
  const { error } =
    target.type === "lead"
      ? await supabase.rpc("owner_resend_lead_mail", { p_kind: target.kind, p_id: target.id })
      : await supabase.rpc("owner_resend_appointment_mail", { p_id: target.id });
  if (error) throw new SupabaseRequestError(error, "Sending again failed");
}

export function useResendFailedMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendFailedMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedMailKey }),
  });
}
