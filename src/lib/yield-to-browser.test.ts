import { afterEach, describe, expect, it, vi } from "vitest";
import { yieldToBrowser } from "@/lib/yield-to-browser";

const withScheduler = globalThis as { scheduler?: unknown };

afterEach(() => {
  delete withScheduler.scheduler;
  vi.useRealTimers();
});

describe("yieldToBrowser", () => {
  it("uses scheduler.yield() where the browser has it", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    withScheduler.scheduler = { yield: yieldFn };
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it("otherwise resumes in a new task, after the timers already due", async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push("earlier task"), 0);
    const resumed = yieldToBrowser().then(() => order.push("resumed"));
    await Promise.resolve();
    expect(order).toEqual([]);
    await vi.runAllTimersAsync();
    await resumed;
    expect(order).toEqual(["earlier task", "resumed"]);
  });
});
