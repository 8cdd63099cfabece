import { ErrorText, RadioGroup, type RadioOption } from "@/components/forms";
import type { PriceTier } from "#shared/pricing.ts";

const OPTIONS: readonly RadioOption<PriceTier>[] = [
  { value: "under_1500", label: "Under 1,500 sq ft" },
  { value: "1500_to_2500", label: "1,500 to 2,500 sq ft" },
  { value: "over_2500", label: "Over 2,500 sq ft" },
];

export interface SizeTierChoiceProps {
  value: PriceTier | null;
  onChange: (tier: PriceTier) => void;
  error: string | undefined;
}

/**
 * The home's size, asked when the county record has no living area (the state's MOD-IV tax
 * records carry none, docs/decisions/062): the price depends on it, so it is asked, not guessed.
 */
export function SizeTierChoice({ value, onChange, error }: SizeTierChoiceProps) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4" aria-describedby="quote-size-hint">
      <RadioGroup
        name="quote-size-tier"
        legend="How large is the home (living area)?"
        options={OPTIONS}
        value={value}
        onChange={onChange}
        layoutClassName="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-5"
      />
      <p id="quote-size-hint" className="mt-2 text-xs text-slate-600">
        The county's tax record does not list this home's living area, and the price depends on it. Choose the closest
        size; we confirm it with you before the visit.
      </p>
      {error && (
        <ErrorText id="quote-size-error" announce className="mt-2 text-sm">
          {error}
        </ErrorText>
      )}
    </div>
  );
}
