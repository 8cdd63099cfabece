import { useId } from "react";
import { Button } from "@/components/ui/button";
import type { QuoteDiscount } from "@/features/quote/components/use-quote-discount";
import { discountAppliedMessage } from "@/features/quote/domain/quote-price";

/** The discount code box: Apply is disabled while the code is empty or being checked. */
export function DiscountField({ discount }: { discount: QuoteDiscount }) {
  const inputId = useId();
  const messageId = useId();
  const empty = discount.code.trim() === "";
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        Discount code <span className="font-normal text-slate-500">(optional)</span>
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          type="text"
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
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-base uppercase text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500"
        />
        <Button variant="secondary" onClick={discount.apply} disabled={empty || discount.checking}>
          {discount.checking ? "Checking…" : "Apply"}
        </Button>
      </div>
      <div id={messageId} aria-live="polite" className="mt-1 min-h-5 text-sm">
        {discount.error && <p className="font-medium text-red-700">{discount.error}</p>}
        {discount.applied && (
          <p className="font-medium text-emerald-800">
            {discount.applied.code}: {discountAppliedMessage(discount.applied)}
            {discount.applied.description ? ` (${discount.applied.description})` : ""}
          </p>
        )}
      </div>
    </div>
  );
}
