import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ManageAnswer } from "#schemas/appointment-manage.ts";
import { EdgeFunctionError, invokeEdgeFunction } from "@/lib/edge-functions";

/**
 * The manage page's calls to manage-appointment (docs/decisions/050): view, reschedule,
 * cancel, by the link's token. Every 200 is the appointment after the call, parsed with
 * the function's own schema; refusals arrive as EdgeFunctionError (404 not_found, 409
 * too_late or slot_taken, 429).
 */

export type ManageAction = { action: "view" } | { action: "reschedule"; start: string } | { action: "cancel" };

export async function manageAppointment(token: string, action: ManageAction): Promise<ManageAnswer> {
  // The answer's schema (and zod) load with the call, not with the page (docs/decisions/036).
  const [answer, { manageAnswerSchema }] = await Promise.all([
    invokeEdgeFunction("manage-appointment", "", { body: { token, ...action } }),
    import("#schemas/appointment-manage.ts"),
  ]);
  return manageAnswerSchema.parse(answer);
}

const appointmentKey = (token: string) => ["appointment", token] as const;

export function useAppointment(token: string) {
  return useQuery({
    queryKey: appointmentKey(token),
    queryFn: () => manageAppointment(token, { action: "view" }),
    // A wrong link stays wrong; anything else is worth one more try.
    retry: (failures, error) => !(error instanceof EdgeFunctionError && error.status < 500) && failures < 1,
    refetchOnWindowFocus: false,
  });
}

/** Reschedule or cancel; the answer replaces the shown appointment. */
export function useChangeAppointment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ManageAction) => manageAppointment(token, action),
    onSuccess: (answer) => queryClient.setQueryData(appointmentKey(token), answer),
  });
}

/** The refusal's code ("not_found", "too_late", "slot_taken") and message, when the function sent them. */
export function refusalOf(error: unknown): { status: number; code: string | null; message: string | null } | null {
  if (!(error instanceof EdgeFunctionError)) return null;
  const body = (error.body ?? {}) as { code?: unknown; error?: unknown };
  return {
    status: error.status,
    code: typeof body.code === "string" ? body.code : null,
    message: typeof body.error === "string" ? body.error : null,
  };
}
