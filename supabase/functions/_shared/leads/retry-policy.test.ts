import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  afterFailedAttempt,
  cronEvery,
  MAX_MAIL_ATTEMPTS,
  RETRY_EVERY_MINUTES,
  retryDelayMinutes,
  retrySchedule,
} from "./retry-policy.ts";

const at = new Date("2026-11-26T10:00:00.000Z");
const minutesAfter = (date: Date | null, from: Date) => (date === null ? null : (date.getTime() - from.getTime()) / 60_000);

describe("lead mail retry: backoff and cap", () => {
  it("doubles the wait from 5 minutes after each failed attempt, at most 6 hours", () => {
    expect(retrySchedule()).toEqual([5, 10, 20, 40, 80, 160, 320, 360, 360]);
    expect(retryDelayMinutes(1)).toBe(5);
    expect(retryDelayMinutes(50)).toBe(360);
  });

  it("gives up after 10 attempts, about 22.6 hours after the first", () => {
    expect(MAX_MAIL_ATTEMPTS).toBe(10);
    expect(retrySchedule().reduce((sum, minutes) => sum + minutes, 0)).toBe(1355);
  });

  it("schedules the next attempt after each failure below the cap, then marks the lead failed", () => {
    expect(afterFailedAttempt(1, at)).toEqual({ status: "retry", nextAttemptAt: new Date("2026-11-26T10:05:00.000Z") });
    const ninth = afterFailedAttempt(9, at);
    expect(ninth.status).toBe("retry");
    expect(minutesAfter(ninth.nextAttemptAt, at)).toBe(360);
    expect(afterFailedAttempt(10, at)).toEqual({ status: "failed", nextAttemptAt: null });
    // A lead requeued by hand after it failed gets one more attempt, then fails again.
    expect(afterFailedAttempt(11, at)).toEqual({ status: "failed", nextAttemptAt: null });
  });

  it("refuses attempt counts that cannot happen", () => {
    expect(() => retryDelayMinutes(0)).toThrow(RangeError);
    expect(() => retryDelayMinutes(1.5)).toThrow(RangeError);
  });
});

describe("lead mail retry: the schedule", () => {
  it("is written as cron expressions", () => {
    expect(cronEvery(5)).toBe("*/5 * * * *");
    expect(cronEvery(1)).toBe("* * * * *");
    expect(() => cronEvery(7)).toThrow(RangeError);
  });

  it("is the one the hosted migration installs", () => {
    const migration = readFileSync(new URL("../../../migrations/20261129001600_schedule_send_due_mail.sql", import.meta.url), "utf8");
    expect(migration).toContain(`cron.schedule('send-due-mail', '${cronEvery(RETRY_EVERY_MINUTES)}',`);
  });
});
