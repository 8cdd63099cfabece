import type { QuoteService } from "@/lib/quote-link";
import { cn } from "@/lib/cn";

const SERVICES: { id: QuoteService; name: string; detail: string }[] = [
  {
    id: "appraisal",
    name: "Appraisal",
    detail: "USPAP-compliant report from a licensed NJ appraiser, delivered in 3 business days.",
  },
  {
    id: "photography",
    name: "Photography",
    detail: "Listing photos, drone aerials, floor plans, virtual tours and video.",
  },
];

/** Step 1: Appraisal or Photography, as a radio group (arrow keys move between them). */
export function ServiceChoice({ value, onChange }: { value: QuoteService | null; onChange: (service: QuoteService) => void }) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">1. Choose a service</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {SERVICES.map((service) => {
          const checked = value === service.id;
          return (
            <label
              key={service.id}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                checked ? "border-brand-600 bg-brand-50" : "border-slate-300 hover:border-brand-400",
              )}
            >
              <input
                type="radio"
                name="quote-service"
                value={service.id}
                checked={checked}
                onChange={() => onChange(service.id)}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{service.name}</span>
                <span className="mt-1 block text-sm text-slate-600">{service.detail}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
