import { addDays, isoWeekday } from "./time-zone.ts";

/**
 * US federal holidays (5 U.S.C. 6103) as observed: a holiday on a Saturday
 * is observed the Friday before, on a Sunday the Monday after (so New Year's
 * Day 2028, a Saturday, is observed Friday, December 31, 2027). The business
 * takes no appointments on an observed holiday. Pure.
 */

const pad = (value: number) => String(value).padStart(2, "0");
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The `nth` (1-based) ISO `weekday` of a month; nth = -1: the last one. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = ymd(year, month, 1);
    const shift = (weekday - isoWeekday(first) + 7) % 7;
    return addDays(first, shift + (nth - 1) * 7);
  }
  const last = addDays(month === 12 ? ymd(year + 1, 1, 1) : ymd(year, month + 1, 1), -1);
  return addDays(last, -((isoWeekday(last) - weekday + 7) % 7));
}

/** A fixed-date holiday moved to the weekday it is observed on. */
function observed(date: string): string {
  const weekday = isoWeekday(date);
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 7) return addDays(date, 1);
  return date;
}

/** The observed federal holidays whose actual date falls in `year`, by date. */
export function federalHolidays(year: number): Map<string, string> {
  const holidays: [string, string][] = [
    [observed(ymd(year, 1, 1)), "New Year's Day"],
    [nthWeekday(year, 1, 1, 3), "Birthday of Martin Luther King, Jr."],
    [nthWeekday(year, 2, 1, 3), "Washington's Birthday"],
    [nthWeekday(year, 5, 1, -1), "Memorial Day"],
    ...(year >= 2021 ? [[observed(ymd(year, 6, 19)), "Juneteenth National Independence Day"] as [string, string]] : []),
    [observed(ymd(year, 7, 4)), "Independence Day"],
    [nthWeekday(year, 9, 1, 1), "Labor Day"],
    [nthWeekday(year, 10, 1, 2), "Columbus Day"],
    [observed(ymd(year, 11, 11)), "Veterans Day"],
    [nthWeekday(year, 11, 4, 4), "Thanksgiving Day"],
    [observed(ymd(year, 12, 25)), "Christmas Day"],
  ];
  return new Map(holidays);
}

const cache = new Map<number, Map<string, string>>();

/** The holiday observed on `date` ("YYYY-MM-DD"), or undefined. */
export function observedHoliday(date: string): string | undefined {
  const year = Number(date.slice(0, 4));
  // Next year's New Year's Day may be observed on December 31.
  for (const candidate of [year, year + 1]) {
    let holidays = cache.get(candidate);
    if (!holidays) {
      holidays = federalHolidays(candidate);
      cache.set(candidate, holidays);
    }
    const name = holidays.get(date);
    if (name) return name;
  }
  return undefined;
}
