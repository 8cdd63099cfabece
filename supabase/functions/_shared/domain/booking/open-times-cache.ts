import { appointmentMinutes } from "./durations.ts";
import { openTimes } from "./open-times.ts";
import type { BookingRules, CalendarAppointment, OpenTimes, SlotRequest, TimeRange } from "./rules.ts";

/**
 * The open times of one function instance, kept between changes
 * (docs/decisions/072): the calendar read once per calendar version (the
 * number every change to appointments, holds, busy times, blocked days and
 * booking settings raises), and each answer per (appointment length, county)
 * until the version changes, a hold in it runs out or ANSWER_TTL_MS passes
 * (the slot rules read the clock: the notice period moves with it). The
 * caller's own hold is left out of its answer, which is then computed for it
 * alone. A hold or a booking still checks its time in the database under the
 * day's lock and the exclusion constraint, so an answer kept too long can
 * cost a 409 with fresh times, never a double booking.
 */

export interface CachedCalendar {
  rules: BookingRules;
  appointments: CalendarAppointment[];
  busy: TimeRange[];
}

export interface OpenTimesCacheLimits {
  /** How long a calendar read serves (its time window is a day wider than the horizon on each side). */
  calendarTtlMs: number;
  /** How long one answer serves at most. */
  answerTtlMs: number;
  /** Answers kept at most (the oldest goes first). */
  maxAnswers: number;
}

export const OPEN_TIMES_CACHE_LIMITS: OpenTimesCacheLimits = { calendarTtlMs: 60_000, answerTtlMs: 30_000, maxAnswers: 500 };

interface KeptAnswer {
  version: string;
  validUntil: number;
  times: OpenTimes;
}

export interface OpenTimesCache {
  /** The calendar of `version` when one is kept and still fresh at `now`. */
  calendar(version: string, now: number): CachedCalendar | undefined;
  /** Keeps the calendar read at `version` (answers of other versions are dropped). */
  remember(version: string, calendar: CachedCalendar, now: number): void;
  /** The open times for `request` from the kept calendar of `version`; null when the service has no appointment length. */
  openTimes(version: string, calendar: CachedCalendar, request: SlotRequest & { sessionId?: string | null }, now: number): OpenTimes | null;
}

export function createOpenTimesCache(limits: OpenTimesCacheLimits = OPEN_TIMES_CACHE_LIMITS): OpenTimesCache {
  let kept: { version: string; readAt: number; calendar: CachedCalendar } | undefined;
  const answers = new Map<string, KeptAnswer>();

  return {
    calendar(version, now) {
      if (!kept || kept.version !== version || now - kept.readAt >= limits.calendarTtlMs) return undefined;
      return kept.calendar;
    },

    remember(version, calendar, now) {
      if (kept?.version !== version) answers.clear();
      kept = { version, readAt: now, calendar };
    },

    openTimes(version, calendar, request, now) {
      const live = calendar.appointments.filter((a) => !a.held || a.expires == null || a.expires > now);
      const ownHold = request.sessionId ? live.some((a) => a.held && a.session === request.sessionId) : false;
      if (ownHold) {
        const others = live.filter((a) => !(a.held && a.session === request.sessionId));
        return openTimes(calendar.rules, calendar.busy, others, request, now);
      }
      const minutes = appointmentMinutes(calendar.rules.durations, request);
      if (minutes === null) return null;
      const key = `${minutes} ${request.county}`;
      const hit = answers.get(key);
      if (hit && hit.version === version && now < hit.validUntil) return hit.times;
      const times = openTimes(calendar.rules, calendar.busy, live, request, now);
      if (!times) return null;
      const firstHoldEnd = Math.min(...live.map((a) => (a.held && a.expires != null ? a.expires : Infinity)));
      answers.delete(key);
      answers.set(key, { version, validUntil: Math.min(now + limits.answerTtlMs, firstHoldEnd), times });
      if (answers.size > limits.maxAnswers) answers.delete(answers.keys().next().value!);
      return times;
    },
  };
}
