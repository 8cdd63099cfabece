import { cn } from "@/lib/cn";
import { FUNNEL_PERIODS, type FunnelPeriod } from "@/features/campaign-report/domain/funnel";

/** The period as buttons (aria-pressed): the last 4, 13, 26 or 52 weeks. */
export function PeriodPicker({ value, onChange }: { value: FunnelPeriod; onChange: (weeks: FunnelPeriod) => void }) {
  return (
    <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
      {FUNNEL_PERIODS.map((weeks) => (
        <button
          key={weeks}
          type="button"
          aria-pressed={weeks === value}
          onClick={() => onChange(weeks)}
          className={cn(
            "min-h-11 rounded-lg border px-3 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
            weeks === value ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600",
          )}
        >
          Last {weeks} weeks
        </button>
      ))}
    </div>
  );
}
