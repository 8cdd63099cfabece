import { describe, expect, it } from "vitest";
import { formatSpread, spreadOf } from "../../scripts/bench-stats.ts";

describe("spreadOf", () => {
  it("gives the middle run of an odd count, whatever the order, with the lowest and highest", () => {
    expect(spreadOf([470, 270, 310])).toEqual({ median: 310, min: 270, max: 470, runs: 3 });
  });

  it("averages the two middle runs of an even count", () => {
    expect(spreadOf([0.02, 0, 0.04, 0.01])).toEqual({ median: 0.015, min: 0, max: 0.04, runs: 4 });
  });

  it("leaves out runs without a figure, and says so when none had one", () => {
    expect(spreadOf([85, Number.NaN, 91])).toEqual({ median: 88, min: 85, max: 91, runs: 2 });
    expect(spreadOf([Number.NaN]).runs).toBe(0);
    expect(spreadOf([]).median).toBeNaN();
  });

  it("does not reorder the caller's array", () => {
    const values = [3, 1, 2];
    spreadOf(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("formatSpread", () => {
  it("writes the median with the range after it", () => {
    expect(formatSpread(spreadOf([85, 83, 88]))).toBe("85 (83–88)");
    expect(formatSpread(spreadOf([2412, 2705, 2550]), (ms) => (ms / 1000).toFixed(2))).toBe("2.55 (2.41–2.71)");
  });

  it("writes one figure for one run, equal runs, or a range that rounds to one figure", () => {
    expect(formatSpread(spreadOf([97]))).toBe("97");
    expect(formatSpread(spreadOf([0, 0, 0]), (value) => value.toFixed(3))).toBe("0.000");
    expect(formatSpread(spreadOf([10.2, 10.4]))).toBe("10");
    expect(formatSpread(spreadOf([]))).toBe("n/a");
  });
});
