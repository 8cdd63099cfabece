import { z } from "zod";
import { BUSINESS_CALENDAR_SOURCE, importWindow, recordImportFailure, replaceBusyTimes } from "../_shared/appointments/busy-times-store.ts";
import { busyTimesFromIcs, CalendarParseError } from "../_shared/appointments/ics-busy-times.ts";
import { CalendarFetchError, fetchCalendarText } from "../_shared/appointments/ics-fetch.ts";
import { readEnv } from "../_shared/env.ts";
import { json, withErrorHandling } from "../_shared/http.ts";
import { requireSecretKey } from "../_shared/service-role.ts";
import { readJsonBody } from "../_shared/validation.ts";

/**
 * POST /import-business-calendar: the scheduled job that closes booking slots
 * with the owner's calendar (docs/decisions/051). Run every 5 minutes by
 * Supabase Cron (migration 20261127000800) or the local stack's timer, only
 * with a secret key (401 otherwise). Body: `{}`.
 *
 * Fetches the calendar's secret iCal address (function secret
 * BUSINESS_CALENDAR_ICS_URL; timeout BUSINESS_CALENDAR_TIMEOUT_MS, default
 * 10 s; size cap BUSINESS_CALENDAR_MAX_BYTES, default 2 MB), expands its
 * events over the booking horizon plus a week, and replaces the source's
 * business_busy_times in one transaction. 200 {ok, configured, busyTimes,
 * events}; without the secret 200 {ok: true, configured: false} and nothing
 * changes. A failed fetch or parse keeps the previous import: 502 {error},
 * logged and recorded in business_calendar_imports.
 */

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

const bodySchema = z.object({}).strict();

function positiveIntegerEnv(name: string, fallback: number): number {
  const value = Number(readEnv(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const handler = withErrorHandling(["POST"], async (req) => {
  requireSecretKey(req);
  await readJsonBody(req, bodySchema);
  const address = readEnv("BUSINESS_CALENDAR_ICS_URL");
  if (!address) return json({ ok: true, configured: false });

  let busy: ReturnType<typeof busyTimesFromIcs>;
  try {
    const text = await fetchCalendarText(address, {
      timeoutMs: positiveIntegerEnv("BUSINESS_CALENDAR_TIMEOUT_MS", DEFAULT_TIMEOUT_MS),
      maxBytes: positiveIntegerEnv("BUSINESS_CALENDAR_MAX_BYTES", DEFAULT_MAX_BYTES),
    });
    const window = await importWindow(Date.now());
    try {
      busy = busyTimesFromIcs(text, window);
    } catch (error) {
      // Whatever the parser or the expansion trips on, the file is what could not be read.
      throw error instanceof CalendarParseError ? error : new CalendarParseError((error as Error).message.slice(0, 300));
    }
  } catch (error) {
    if (!(error instanceof CalendarFetchError || error instanceof CalendarParseError)) throw error;
    const message = error instanceof CalendarParseError ? `the calendar could not be read: ${error.message}` : error.message;
    console.error(`import-business-calendar: ${message}; the previous import is kept`);
    await recordImportFailure(BUSINESS_CALENDAR_SOURCE, message);
    return json({ ok: false, configured: true, error: `${message}; the previous import is kept` }, 502);
  }
  const stored = await replaceBusyTimes(BUSINESS_CALENDAR_SOURCE, busy.busy);
  return json({ ok: true, configured: true, events: busy.events, busyTimes: stored });
});
