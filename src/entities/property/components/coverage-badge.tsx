import { CheckIcon } from "@/components/ui/icons";
import type { Coverage } from "@/entities/property/domain/coverage";
import { cn } from "@/lib/cn";

/** "We've Got You Covered!" for a covered county; nothing otherwise (the disabled buttons say why). */
export function CoverageBadge({ coverage, className }: { coverage: Coverage; className?: string }) {
  if (coverage.status !== "covered") return null;
  return (
    <p
      className={cn(
        "inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200",
        className,
      )}
    >
      <CheckIcon className="h-4 w-4" />
      {coverage.message}
    </p>
  );
}
