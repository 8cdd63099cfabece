import { queryOptions, useQuery } from "@tanstack/react-query";
import { deskCalendarSchema, type DeskCalendar } from "#schemas/owner-appointments.ts";
import { weekRange } from "../domain/week-layout";
import { ownerRpc } from "./owner-request";

/** The desk calendar of one week (owner_desk_calendar; docs/decisions/056). */
export async function fetchDeskCalendar(weekStart: string): Promise<DeskCalendar> {
  const { from, to } = weekRange(weekStart);
  return deskCalendarSchema.parse(await ownerRpc("owner_desk_calendar", { p_from: from, p_to: to }));
}

export const deskKeys = {
  all: ["owner-desk"] as const,
  calendars: () => [...deskKeys.all, "calendar"] as const,
  calendar: (weekStart: string) => [...deskKeys.calendars(), weekStart] as const,
  rules: () => [...deskKeys.all, "rules"] as const,
};

export const deskCalendarQuery = (weekStart: string) =>
  queryOptions({ queryKey: deskKeys.calendar(weekStart), queryFn: () => fetchDeskCalendar(weekStart), staleTime: 30_000 });

export function useDeskCalendar(weekStart: string) {
  return useQuery({ ...deskCalendarQuery(weekStart), placeholderData: (previous) => previous });
}
