import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ownerAppointmentAnswerSchema, ownerSlotTakenSchema, type OwnerAppointmentAnswer, type OwnerAppointmentRequest } from "#schemas/owner-appointments.ts";
import type { OpenTimes } from "#shared/booking/rules.ts";
import { deskKeys } from "./desk-calendar";
import { EdgeFunctionError } from "@/lib/edge-functions";
import { ownerAppointmentCall } from "./owner-request";

/** The owner-appointment function (docs/decisions/056): times, confirm, move, cancel. */
export async function ownerAppointment(request: OwnerAppointmentRequest): Promise<OwnerAppointmentAnswer> {
  return ownerAppointmentAnswerSchema.parse(await ownerAppointmentCall(request));
}

/** The fresh open times a 409 slot_taken brings, or null. */
export function freshTimesOf(error: unknown): OpenTimes | null {
  if (!(error instanceof EdgeFunctionError) || error.status !== 409) return null;
  const parsed = ownerSlotTakenSchema.safeParse(error.body);
  return parsed.success ? parsed.data.times : null;
}

const timesKey = (id: string) => [...deskKeys.all, "times", id] as const;

/** The open times to move an appointment to (loaded when the move dialog opens). */
export function useMoveTimes(id: string, enabled: boolean) {
  return useQuery({
    queryKey: timesKey(id),
    queryFn: async () => (await ownerAppointment({ action: "times", id })).times,
    enabled,
    staleTime: 0,
  });
}

/** Confirm, move or cancel; afterwards the week is read again. A 409 with fresh times replaces the times shown. */
export function useOwnerAppointmentChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ownerAppointment,
    onError: (error, request) => {
      const times = freshTimesOf(error);
      if (times) queryClient.setQueryData(timesKey(request.id), times);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKeys.calendars() }),
  });
}
