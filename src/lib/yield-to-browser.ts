/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input
 * in between (docs/decisions/036: no task longer than a phone can take while the page starts).
 * `scheduler.yield()` resumes ahead of other queued tasks where the browser has it; elsewhere a
 * zero-delay timeout ends the task all the same.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
