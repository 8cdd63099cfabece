/**
 * en-US dates written out by hand, exactly as Intl.DateTimeFormat("en-US") writes them
 * ("May 14, 2019", "January 2025"): the first Intl formatter a page creates loads the
 * browser's locale data, a long task while the page hydrates (lib/format.ts says more).
 * Dates Intl must write (invalid, or before 2007 in New York) still go to Intl.
 */

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** "May 14, 2019" (month names cut to 3 letters as en-US "short" does) from a calendar date. */
function writeDate(year: number, monthIndex: number, day: number, month: "long" | "short"): string {
  const name = MONTHS[monthIndex] ?? "";
  return `${month === "long" ? name : name.slice(0, 3)} ${day}, ${year}`;
}

/** "May 14, 2019": the UTC calendar date of `time` (ms), as Intl's en-US short date in UTC. */
export function formatUtcShortDate(time: number): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return intlDate(time, { timeZone: "UTC", month: "short" });
  return writeDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), "short");
}

/** "January 2025": the UTC month of `time` (ms), as Intl's en-US long month and year in UTC. */
export function formatUtcMonthYear(time: number): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" }).format(time);
  return `${MONTHS[date.getUTCMonth()] ?? ""} ${date.getUTCFullYear()}`;
}

const HOUR_MS = 60 * 60 * 1000;

/** The UTC time of the `nth` Sunday (1-based) of a month, at `hourUtc`. */
function nthSundayUtc(year: number, monthIndex: number, nth: number, hourUtc: number): number {
  const firstDay = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  const day = 1 + ((7 - firstDay) % 7) + (nth - 1) * 7;
  return Date.UTC(year, monthIndex, day, hourUtc);
}

/**
 * "January 14, 2025": the calendar date of `time` (ms) in New York, as Intl's en-US long date
 * in America/New_York. US Eastern time since 2007: UTC-4 from the second Sunday of March at
 * 2:00 (7:00 UTC) to the first Sunday of November at 2:00 (6:00 UTC), else UTC-5. Earlier
 * years, with other rules, go to Intl.
 */
export function formatNewYorkLongDate(time: number): string {
  const year = new Date(time).getUTCFullYear();
  if (!Number.isFinite(time) || year < 2007) return intlDate(time, { timeZone: "America/New_York", month: "long" });
  const daylight = time >= nthSundayUtc(year, 2, 2, 7) && time < nthSundayUtc(year, 10, 1, 6);
  const local = new Date(time - (daylight ? 4 : 5) * HOUR_MS);
  return writeDate(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), "long");
}

function intlDate(time: number, { timeZone, month }: { timeZone: string; month: "long" | "short" }): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month, day: "numeric", timeZone }).format(time);
}
