/** The figures of several runs of one measurement: the median and the spread (lowest–highest). */
export interface RunSpread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** The median (the mean of the two middle values for an even count) and the min–max of the runs; NaN values are left out. */
export function spreadOf(values: readonly number[]): RunSpread {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, runs: 0 };
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, runs: sorted.length };
}

/**
 * A spread as one table cell: "85 (83–88)", or just "85" for a single run or when every run
 * gave the same figure. `format` writes each number (seconds, rounding).
 */
export function formatSpread(spread: RunSpread, format: (value: number) => string = (value) => String(Math.round(value))): string {
  if (spread.runs === 0) return "n/a";
  const median = format(spread.median);
  const min = format(spread.min);
  const max = format(spread.max);
  return spread.runs === 1 || min === max ? median : `${median} (${min}–${max})`;
}
