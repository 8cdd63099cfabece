import { RadioCards } from "@/components/forms/radio-cards";
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
        <RadioCards name="quote-service" options={SERVICES} value={value} onChange={onChange} cardClassName="rounded-xl p-4 transition-colors">
          {(service) => (
            <span>
              <span className="block font-semibold text-slate-900">{service.name}</span>
              <span className="mt-1 block text-sm text-slate-600">{service.detail}</span>
            </span>
          )}
        </RadioCards>
      </div>
    </fieldset>
  );
}
