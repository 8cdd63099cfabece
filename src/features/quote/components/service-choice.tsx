import { RadioCard } from "@/features/quote/components/radio-card";
import type { QuoteService } from "@/lib/quote-link";

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
        {SERVICES.map((service) => (
          <RadioCard
            key={service.id}
            name="quote-service"
            value={service.id}
            checked={value === service.id}
            onSelect={() => onChange(service.id)}
            className="rounded-xl p-4 transition-colors"
          >
            <span>
              <span className="block font-semibold text-slate-900">{service.name}</span>
              <span className="mt-1 block text-sm text-slate-600">{service.detail}</span>
            </span>
          </RadioCard>
        ))}
      </div>
    </fieldset>
  );
}
