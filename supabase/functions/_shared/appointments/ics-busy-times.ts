import ICAL from "ical.js";
import { BUSINESS_TIME_ZONE, zonedInstant } from "../domain/booking/time-zone.ts";

/**
 * The busy times of an iCalendar file (the owner's calendar) inside a window,
 * for business_busy_times (docs/decisions/051). Pure: text in, intervals out.
 *
 *  - Recurring events are expanded by ical.js (RRULE, RDATE, EXDATE); an
 *    occurrence moved or cancelled by an override (RECURRENCE-ID) is left
 *    out of the series and the override counts on its own.
 *  - Times in a TZID are read with the file's VTIMEZONE (ical.js); a TZID the
 *    file does not define is read with the platform's zone data when it is an
 *    IANA name, else as New York time, as are floating times.
 *  - All-day events (DATE values) are busy from midnight to midnight New
 *    York time, DTEND exclusive (a day when there is none).
 *  - Free events are skipped: TRANSP:TRANSPARENT, Outlook's
 *    X-MICROSOFT-CDO-BUSYSTATUS:FREE, and STATUS:CANCELLED.
 *  - Each interval is clipped to the window; its uid is the event's UID and
 *    the occurrence's start (unique per source; the same event twice counts once).
 * A file that is not an iCalendar (a login page, an empty answer) throws:
 * the caller keeps the previous import.
 */

export interface BusyWindow {
  /** Epoch ms: intervals ending at or before it are left out. */
  from: number;
  /** Epoch ms: intervals starting at or after it are left out. */
  to: number;
}

export interface ImportedBusyTime {
  /** Unique within the import (business_busy_times.uid, ≤ 500 characters). */
  uid: string;
  start: number;
  end: number;
}

export interface BusyTimesResult {
  busy: ImportedBusyTime[];
  /** VEVENTs in the file, for the job's answer. */
  events: number;
}

/**
 * Occurrences a single recurring event may step through before the window
 * ends: a daily event begun 50 years ago fits; a rule repeating every minute
 * is an error (ical.js steps from DTSTART, some 5-70 µs an occurrence).
 */
export const MAX_OCCURRENCES_PER_EVENT = 20_000;

export class CalendarParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CalendarParseError";
  }
}

const knownZones = new Map<string, boolean>();
/** Whether the platform's Intl knows the zone (an IANA name such as America/Chicago). */
function isIanaZone(tzid: string): boolean {
  let known = knownZones.get(tzid);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tzid });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(tzid, known);
  }
  return known;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const dateOf = (time: ICAL.Time) => `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;

/**
 * The instant of an iCalendar time. `tzid`: the TZID parameter of the
 * property it came from (an occurrence has its DTSTART's).
 */
export function instantOf(time: ICAL.Time, tzid: string | undefined): number {
  if (time.isDate) return zonedInstant(dateOf(time), 0, BUSINESS_TIME_ZONE);
  const zone = time.zone;
  const resolved = zone !== undefined && zone !== null && zone.tzid !== "floating";
  if (resolved) return time.toUnixTime() * 1000;
  const timeZone = tzid && isIanaZone(tzid) ? tzid : BUSINESS_TIME_ZONE;
  return zonedInstant(dateOf(time), time.hour * 60 + time.minute + time.second / 60, timeZone);
}

function isFree(event: ICAL.Component): boolean {
  const transparency = String(event.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(event.getFirstPropertyValue("status") ?? "").toUpperCase();
  const outlookStatus = String(event.getFirstPropertyValue("x-microsoft-cdo-busystatus") ?? "").toUpperCase();
  return transparency === "TRANSPARENT" || status === "CANCELLED" || outlookStatus === "FREE";
}

const MAX_UID = 500;
/** The stored uid: the event's UID (cut to fit) and the start of the occurrence ("<UID>#2026-12-01T15:00:00.000Z"). */
function busyUid(uid: string, start: number): string {
  const suffix = `#${new Date(start).toISOString()}`;
  return `${uid.slice(0, MAX_UID - suffix.length)}${suffix}`;
}

function tzidOf(component: ICAL.Component, property: string): string | undefined {
  const value = component.getFirstProperty(property)?.getParameter("tzid");
  return typeof value === "string" ? value : undefined;
}

/** The event's UID, or one made of its start and summary when it has none (a malformed file). */
function uidOf(event: ICAL.Event): string {
  const uid = event.uid;
  if (typeof uid === "string" && uid.trim() !== "") return uid.trim();
  return `no-uid:${event.startDate?.toString() ?? ""}:${event.summary ?? ""}`;
}

const DAY_MS = 86_400_000;

/**
 * A later start for stepping through a daily or weekly series: the original
 * DTSTART moved by whole periods (INTERVAL days or weeks, so the phase is
 * kept; wall-clock time kept across DST) to at least one period before the
 * window, so a series begun years ago is not walked from its beginning
 * (ical.js: up to 70 µs an occurrence). Not for COUNT or BYSETPOS rules,
 * which count from the first occurrence, nor for several RRULEs; undefined
 * then (step from DTSTART). Occurrences before the window are clipped away,
 * and EXDATEs are matched by instant (see above), not by ical.js's order.
 */
function fastForwardStart(event: ICAL.Event, window: BusyWindow): ICAL.Time | undefined {
  const rules = event.component.getAllProperties("rrule");
  if (rules.length !== 1 || event.component.hasProperty("rdate")) return undefined;
  const rule = rules[0]!.getFirstValue() as ICAL.Recur;
  if (rule.count || (rule.parts as Record<string, unknown>)["BYSETPOS"]) return undefined;
  const periodDays = (rule.interval || 1) * (rule.freq === "WEEKLY" ? 7 : rule.freq === "DAILY" ? 1 : 0);
  if (periodDays === 0) return undefined;
  const start = event.startDate;
  const behind = Math.floor((window.from - start.toUnixTime() * 1000) / DAY_MS) - 2 * periodDays;
  const periods = Math.floor(behind / periodDays);
  if (periods <= 0) return undefined;
  const later = start.clone();
  later.adjust(periods * periodDays, 0, 0, 0);
  return later;
}

/** busyTimesFromIcs(text, window): the busy intervals of the file inside the window (see above). */
export function busyTimesFromIcs(text: string, window: BusyWindow): BusyTimesResult {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw new CalendarParseError(`not an iCalendar file (${(error as Error).message.slice(0, 200)})`);
  }
  if (root.name !== "vcalendar") throw new CalendarParseError(`not an iCalendar file (it holds a ${root.name})`);

  const components = root.getAllSubcomponents("vevent");
  const masters: ICAL.Event[] = [];
  const overrides: ICAL.Event[] = [];
  for (const component of components) {
    // Overrides are related by hand below: ical.js's own relating scans every VEVENT per event (quadratic).
    const event = new ICAL.Event(component, { exceptions: [] });
    if (!event.startDate) continue;
    if (event.isRecurrenceException()) overrides.push(event);
    else masters.push(event);
  }

  const byUid = new Map<string, ImportedBusyTime>();
  const add = (uid: string, start: number, end: number) => {
    const clippedStart = Math.max(start, window.from);
    const clippedEnd = Math.min(end, window.to);
    if (!(clippedEnd > clippedStart)) return;
    const key = busyUid(uid, start);
    if (!byUid.has(key)) byUid.set(key, { uid: key, start: clippedStart, end: clippedEnd });
  };

  // Overrides replace the occurrence their RECURRENCE-ID names (moved, or cancelled).
  const replaced = new Map<string, Set<number>>();
  for (const override of overrides) {
    const uid = uidOf(override);
    const set = replaced.get(uid) ?? new Set<number>();
    set.add(instantOf(override.recurrenceId, tzidOf(override.component, "recurrence-id")));
    replaced.set(uid, set);
    if (isFree(override.component)) continue;
    const tzid = tzidOf(override.component, "dtstart");
    const start = instantOf(override.startDate, tzid);
    add(uid, start, instantOf(override.endDate, tzidOf(override.component, "dtend") ?? tzid));
  }

  for (const event of masters) {
    if (isFree(event.component)) continue;
    const uid = uidOf(event);
    const tzid = tzidOf(event.component, "dtstart");
    if (!event.isRecurring()) {
      const start = instantOf(event.startDate, tzid);
      add(uid, start, instantOf(event.endDate, tzidOf(event.component, "dtend") ?? tzid));
      continue;
    }
    // EXDATEs again by instant: ical.js matches them only in step with the occurrences.
    const skip = new Set(replaced.get(uid));
    for (const property of event.component.getAllProperties("exdate")) {
      const tzid = property.getParameter("tzid");
      for (const value of property.getValues()) {
        if (value instanceof ICAL.Time) skip.add(instantOf(value, typeof tzid === "string" ? tzid : undefined));
      }
    }
    const duration = event.duration;
    const iterator = event.iterator(fastForwardStart(event, window));
    for (let count = 0; ; count++) {
      if (count >= MAX_OCCURRENCES_PER_EVENT) {
        throw new CalendarParseError(`the repeating event ${uid.slice(0, 100)} repeats more than ${MAX_OCCURRENCES_PER_EVENT} times before the booking window ends`);
      }
      const next = iterator.next();
      if (!next) break;
      const start = instantOf(next, tzid);
      if (start >= window.to) break;
      if (skip.has(start)) continue;
      const endTime = next.clone();
      endTime.addDuration(duration);
      add(uid, start, instantOf(endTime, tzid));
    }
  }

  const busy = [...byUid.values()].sort((a, b) => a.start - b.start || a.uid.localeCompare(b.uid));
  return { busy, events: components.length };
}
