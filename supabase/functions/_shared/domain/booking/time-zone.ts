/**
 * Local dates and wall-clock times in a named time zone (the business's:
 * America/New_York), DST-correct through the platform's Intl time-zone data
 * (browsers, Node and Deno all ship it). Local dates are "YYYY-MM-DD"
 * strings; instants are epoch milliseconds. Pure, no I/O.
 */

export const BUSINESS_TIME_ZONE = "America/New_York";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const QUARTER_HOUR_MS = 15 * MINUTE_MS;
/** Offsets by zone and quarter hour: zones change their offset only on quarter hours. */
const offsetCache = new Map<string, Map<number, number>>();

function measuredOffsetMs(instant: number, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The zone's offset from UTC at `instant`, in milliseconds (New York: -5 h in winter, -4 h in summer). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  let offsets = offsetCache.get(timeZone);
  if (!offsets) {
    offsets = new Map();
    offsetCache.set(timeZone, offsets);
  }
  const bucket = Math.floor(instant / QUARTER_HOUR_MS);
  let offset = offsets.get(bucket);
  if (offset === undefined) {
    if (offsets.size > 50_000) offsets.clear();
    offset = measuredOffsetMs(bucket * QUARTER_HOUR_MS, timeZone);
    offsets.set(bucket, offset);
  }
  return offset;
}

/** The local date ("YYYY-MM-DD") at `instant`. */
export function localDate(instant: number, timeZone: string): string {
  return new Date(instant + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 10);
}

/** Minutes since local midnight at `instant` (9:30 → 570). */
export function localMinutes(instant: number, timeZone: string): number {
  const local = instant + zoneOffsetMs(instant, timeZone);
  return Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

function dateParts(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a date (YYYY-MM-DD): ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * The instant of local wall-clock time `minutes` after midnight of `date` in
 * the zone. A time that does not exist (skipped by a spring-forward change)
 * comes out shifted by the change; one that exists twice, as its first instant.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const [year, month, day] = dateParts(date);
  const asUtc = Date.UTC(year, month - 1, day) + minutes * MINUTE_MS;
  // The offset at the guess, then at the answer: right on both sides of a DST change.
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  const second = asUtc - zoneOffsetMs(first, timeZone);
  return Math.min(first, second);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a local date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  const [year, month, day] = dateParts(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** "09:00" → 540. */
export function clockMinutes(clock: string): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(clock);
  if (!match) throw new Error(`Not a time of day (HH:MM): ${clock}`);
  return Number(match[1]) * 60 + Number(match[2]);
}
