import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ownerBookingRulesSchema, type BookingRulesInput, type OwnerBookingRules } from "#schemas/owner-appointments.ts";
import { deskKeys } from "./desk-calendar";
import { ownerRpc } from "./owner-request";

/** The booking rules, blocked days and hours (owner_booking_rules; docs/decisions/056). */
export async function fetchBookingRules(): Promise<OwnerBookingRules> {
  return ownerBookingRulesSchema.parse(await ownerRpc("owner_booking_rules", {}));
}

export const bookingRulesQuery = () => queryOptions({ queryKey: deskKeys.rules(), queryFn: fetchBookingRules });

export function useBookingRules() {
  return useQuery(bookingRulesQuery());
}

/** Every change here changes the open times and the week: both are read again. */
function useDeskChange<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}

export const useSaveBookingRules = () =>
  useDeskChange((rules: BookingRulesInput) => ownerRpc("owner_save_booking_rules", { p_rules: rules }));

export const useBlockDay = () =>
  useDeskChange((input: { day: string; reason: string }) => ownerRpc("owner_block_day", { p_day: input.day, p_reason: input.reason || null }));

export const useUnblockDay = () => useDeskChange((day: string) => ownerRpc("owner_unblock_day", { p_day: day }));

export const useBlockHours = () =>
  useDeskChange((input: { start: string; end: string; reason: string }) =>
    ownerRpc("owner_block_hours", { p_start: input.start, p_end: input.end, p_reason: input.reason || null }),
  );

export const useUnblockHours = () => useDeskChange((id: string) => ownerRpc("owner_unblock_hours", { p_id: id }));
