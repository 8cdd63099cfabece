import { propertyDetailItems, type PropertyFacts } from "@/features/showcases/domain/property-facts";
import { cn } from "@/lib/cn";

export interface PropertyDetailsCardProps {
  facts: PropertyFacts;
  /** The shrunken form once the page is scrolled past the hero: denser, no tax assessment line. */
  compact?: boolean;
  className?: string;
  headingId: string;
}

/** The property's facts: only items with a value; nothing at all when none has one. */
export function PropertyDetailsCard({ facts, compact = false, className, headingId }: PropertyDetailsCardProps) {
  const items = propertyDetailItems(facts, { compact });
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={cn("rounded-2xl border border-slate-200 bg-white shadow-sm", compact ? "p-4" : "p-5", className)}>
      <h2 id={headingId} className={cn("font-semibold text-slate-900", compact ? "text-sm" : "text-base")}>
        Property Details
      </h2>
      <dl className={cn("mt-3 grid grid-cols-2", compact ? "gap-x-3 gap-y-2" : "gap-x-4 gap-y-3")}>
        {items.map((item) => (
          <div key={item.key} className={item.key === "tax_assessment" ? "col-span-2" : undefined}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{item.label}</dt>
            <dd className={cn("font-semibold text-slate-900 tabular-nums", compact ? "text-sm" : "text-base")}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
