import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ownerBookingRulesSchema, type BookingRulesInput, type OwnerBookingRules } from "@schemas/owner-appointments.ts";
import { deskKeys } from "./desk-calendar";
import { ownerRpc, type OwnerAccess } from "./owner-request";

/** The booking rules, blocked days and hours (owner_booking_rules; docs/decisions/056). */
export async function fetchBookingRules(access: OwnerAccess): Promise<OwnerBookingRules> {
  return ownerBookingRulesSchema.parse(await ownerRpc(access, "owner_booking_rules", {}));
}

export const bookingRulesQuery = (access: OwnerAccess) => queryOptions({ queryKey: deskKeys.rules(), queryFn: () => fetchBookingRules(access) });

export function useBookingRules(access: OwnerAccess) {
  return useQuery(bookingRulesQuery(access));
}

/** Every change here changes the open times and the week: both are read again. */
function useDeskChange<T>(access: OwnerAccess, run: (access: OwnerAccess, input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => run(access, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}

export const useSaveBookingRules = (access: OwnerAccess) =>
  useDeskChange(access, (a, rules: BookingRulesInput) => ownerRpc(a, "owner_save_booking_rules", { p_rules: rules }));

export const useBlockDay = (access: OwnerAccess) =>
  useDeskChange(access, (a, input: { day: string; reason: string }) => ownerRpc(a, "owner_block_day", { p_day: input.day, p_reason: input.reason || null }));

export const useUnblockDay = (access: OwnerAccess) => useDeskChange(access, (a, day: string) => ownerRpc(a, "owner_unblock_day", { p_day: day }));

export const useBlockHours = (access: OwnerAccess) =>
  useDeskChange(access, (a, input: { start: string; end: string; reason: string }) =>
    ownerRpc(a, "owner_block_hours", { p_start: input.start, p_end: input.end, p_reason: input.reason || null }),
  );

export const useUnblockHours = (access: OwnerAccess) => useDeskChange(access, (a, id: string) => ownerRpc(a, "owner_unblock_hours", { p_id: id }));
