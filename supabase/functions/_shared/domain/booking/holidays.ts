import { addDays, isoWeekday } from "./time-zone.ts";

/**
 * US federal holidays (5 U.S.C. 6103) as observed: a holiday on a Saturday
 * is observed the Friday before, on a Sunday the Monday after (so New Year's
 * Day 2028, a Saturday, is observed Friday, December 31, 2027). The business
 * takes no appointments on a holiday's own date nor on the day it is
 * observed (closingHoliday; docs/decisions/060): a holiday on a Saturday
 * closes that Saturday, if the hours open it, and the Friday before; one on a
 * Sunday closes the Sunday and the Monday after. Pure.
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

/** The federal holidays whose actual date falls in `year`: the actual date ("YYYY-MM-DD") and the name. */
function actualHolidays(year: number): [string, string][] {
  return [
    [ymd(year, 1, 1), "New Year's Day"],
    [nthWeekday(year, 1, 1, 3), "Birthday of Martin Luther King, Jr."],
    [nthWeekday(year, 2, 1, 3), "Washington's Birthday"],
    [nthWeekday(year, 5, 1, -1), "Memorial Day"],
    ...(year >= 2021 ? [[ymd(year, 6, 19), "Juneteenth National Independence Day"] as [string, string]] : []),
    [ymd(year, 7, 4), "Independence Day"],
    [nthWeekday(year, 9, 1, 1), "Labor Day"],
    [nthWeekday(year, 10, 1, 2), "Columbus Day"],
    [ymd(year, 11, 11), "Veterans Day"],
    [nthWeekday(year, 11, 4, 4), "Thanksgiving Day"],
    [ymd(year, 12, 25), "Christmas Day"],
  ];
}

/** The observed federal holidays whose actual date falls in `year`, by date. */
export function federalHolidays(year: number): Map<string, string> {
  return new Map(actualHolidays(year).map(([date, name]) => [observed(date), name]));
}

/** The dates each holiday of `year` closes (its own date and its observed one), by date. */
function closingDates(year: number): { observed: Map<string, string>; closed: Map<string, string> } {
  const closed = new Map<string, string>();
  for (const [date, name] of actualHolidays(year)) {
    closed.set(date, name);
    closed.set(observed(date), name);
  }
  return { observed: federalHolidays(year), closed };
}

const cache = new Map<number, ReturnType<typeof closingDates>>();

function lookUp(date: string, which: "observed" | "closed"): string | undefined {
  const year = Number(date.slice(0, 4));
  // Next year's New Year's Day may be observed on December 31.
  for (const candidate of [year, year + 1]) {
    let dates = cache.get(candidate);
    if (!dates) {
      dates = closingDates(candidate);
      cache.set(candidate, dates);
    }
    const name = dates[which].get(date);
    if (name) return name;
  }
  return undefined;
}

/** The holiday observed on `date` ("YYYY-MM-DD"), or undefined. */
export function observedHoliday(date: string): string | undefined {
  return lookUp(date, "observed");
}

/** The holiday that closes `date`: one falling on it or observed on it; undefined on any other day. */
export function closingHoliday(date: string): string | undefined {
  return lookUp(date, "closed");
}
