/** One step of `npm test` and how it went. */
export interface StepTime {
  name: string;
  seconds: number;
  ok: boolean;
}

/**
 * The table `npm test` ends with: each step's wall time, in the order the
 * steps ended, then the whole run's. Steps run side by side, so their times
 * add up to more than the total.
 */
export function formatStepTimes(steps: StepTime[], totalSeconds: number): string {
  const width = Math.max(5, ...steps.map((step) => step.name.length));
  const line = (name: string, seconds: number, status: string) =>
    `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s  ${status}`;
  return [
    ...steps.map((step) => line(step.name, step.seconds, step.ok ? "ok" : "FAILED")),
    line("total", totalSeconds, steps.every((step) => step.ok) ? "" : "FAILED").trimEnd(),
  ].join("\n");
}
