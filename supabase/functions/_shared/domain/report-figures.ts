/**
 * How the agent's report and weekly mail write their figures (docs/decisions/038), without zod or
 * Intl, shared by the report page (src/features/showcases/domain/report.ts) and the
 * weekly mail (../report-mail/weekly-mail.ts).
 */

/** "67%": a share of a whole, rounded; "0%" of nothing. */
export function percentText(part: number, whole: number): string {
  if (whole <= 0) return "0%";
  return `${Math.round((part / whole) * 100)}%`;
}

/** "1 min 15 s", "45 s", "—" when unknown. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return "—";
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "Nov 26" from "2026-11-26" (a calendar date, no time zone involved). */
export function shortDayText(isoDate: string): string {
  const [, month, day] = isoDate.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ""} ${day ?? ""}`.trim();
}

/** "Nov 20, 2026" from "2026-11-20". */
export function longDayText(isoDate: string): string {
  const [year] = isoDate.split("-");
  return `${shortDayText(isoDate)}, ${year ?? ""}`;
}

/** "2026-11-23" + 6 days → "2026-11-29" (calendar arithmetic in UTC, no time zone). */
export function addDays(isoDate: string, days: number): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** A figure against the week before: "+53%", "−20%", "no change", "new" (from zero). */
export function changeText(current: number, previous: number): string {
  if (current === previous) return "no change";
  if (previous === 0) return "new";
  const change = Math.round(((current - previous) / previous) * 100);
  if (change === 0) return current > previous ? "+<1%" : "−<1%";
  return change > 0 ? `+${change}%` : `−${Math.abs(change)}%`;
}
