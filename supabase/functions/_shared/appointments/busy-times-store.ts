import { z } from "zod";
import { queryRows } from "../database.ts";
import type { BusyWindow, ImportedBusyTime } from "./ics-busy-times.ts";

/**
 * The calendar import's reads and writes (docs/decisions/051, migration
 * 20261127000800) over the functions' database pool.
 */

/** business_busy_times.source of the owner's calendar imported from BUSINESS_CALENDAR_ICS_URL. */
export const BUSINESS_CALENDAR_SOURCE = "ics:business-calendar";

const DAY_MS = 86_400_000;
/** Days imported beyond the booking horizon (booking_settings.horizon_days), so the horizon's last day is always covered. */
export const IMPORT_MARGIN_DAYS = 7;

/** From a day before `now` (a slot today still needs the allowance around it) to the horizon plus the margin. */
export async function importWindow(now: number): Promise<BusyWindow> {
  const [row] = await queryRows(
    z.object({ horizon_days: z.number().int() }),
    "select s.horizon_days from public.booking_settings as s where s.id",
    [],
  );
  const horizon = row?.horizon_days ?? 21;
  return { from: now - DAY_MS, to: now + (horizon + IMPORT_MARGIN_DAYS) * DAY_MS };
}

/** Replaces every busy time of `source` with `busy`, in one statement (one transaction); the count stored. */
export async function replaceBusyTimes(source: string, busy: readonly ImportedBusyTime[]): Promise<number> {
  const rows = busy.map((time) => ({ uid: time.uid, start: new Date(time.start).toISOString(), end: new Date(time.end).toISOString() }));
  const [row] = await queryRows(z.object({ stored: z.number().int() }), "select public.replace_business_busy_times($1, $2::jsonb) as stored", [
    source,
    JSON.stringify(rows),
  ]);
  return row?.stored ?? 0;
}

/** Records a failed import; its busy times stay. Never throws (the failure is logged either way). */
export async function recordImportFailure(source: string, message: string): Promise<void> {
  try {
    await queryRows(z.object({}), "select public.record_business_calendar_failure($1, $2)", [source, message]);
  } catch (error) {
    console.error("import-business-calendar: could not record the failure:", (error as Error).message);
  }
}
