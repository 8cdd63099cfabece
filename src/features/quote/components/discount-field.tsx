import { useId } from "react";
import { Button } from "@/components/ui/button";
import type { QuoteDiscount } from "@/features/quote/components/use-quote-discount";
import { discountAppliedMessage } from "@/features/quote/domain/quote-price";
import { Label, TextInput } from "@/components/forms";

/**
 * The discount code box: Apply is disabled while the code is empty or being checked. A valid
 * code for none of the chosen services (`notForService`, docs/decisions/071) says so instead of
 * 'Discount applied'.
 */
export function DiscountField({ discount, notForService = false }: { discount: QuoteDiscount; notForService?: boolean }) {
  const inputId = useId();
  const messageId = useId();
  const empty = discount.code.trim() === "";
  return (
    <div>
      <Label htmlFor={inputId} marker="optional">
        Discount code
      </Label>
      <div className="mt-1 flex gap-2">
        <TextInput
          id={inputId}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={discount.code}
          aria-invalid={discount.error ? true : undefined}
          aria-describedby={messageId}
          onChange={(event) => discount.edit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              // Enter applies the code rather than sending the form.
              event.preventDefault();
              if (!empty && !discount.checking) discount.apply();
            }
          }}
          className="min-w-0 flex-1 uppercase"
        />
        <Button variant="secondary" onClick={discount.apply} disabled={empty || discount.checking}>
          {discount.checking ? "Checking…" : "Apply"}
        </Button>
      </div>
      <div id={messageId} aria-live="polite" className="mt-1 min-h-5 text-sm">
        {discount.error && <p className="font-medium text-red-700">{discount.error}</p>}
        {discount.applied && notForService && <p className="font-medium text-slate-700">{`${discount.applied.code} does not apply to this service.`}</p>}
        {discount.applied && !notForService && (
          <p className="font-medium text-emerald-800">
            {discount.applied.code}: {discountAppliedMessage(discount.applied)}
            {discount.applied.description ? ` (${discount.applied.description})` : ""}
          </p>
        )}
      </div>
    </div>
  );
}
