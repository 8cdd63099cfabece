import { CUSTOM_PACKAGE_ID, type PriceTier, type QuotePrice } from "#shared/pricing.ts";
import type { AppliedDiscountCode } from "#schemas/service-request.ts";
import { formatPrice } from "@/features/quote/domain/quote-price";

const TIER_LABELS: Record<PriceTier, string> = {
  under_1500: "homes under 1,500 sq ft",
  "1500_to_2500": "homes of 1,500 to 2,500 sq ft",
  over_2500: "homes over 2,500 sq ft",
};

export interface PriceSummaryProps {
  service: "appraisal" | "photography";
  price: QuotePrice | null;
  /** The photography package chosen (a package id, "custom", or null). */
  packageId: string | null;
  discount: AppliedDiscountCode | null;
  loading: boolean;
  /** The record has no living area: the price is in the size tier the visitor chose (or none yet). */
  sizeRequired: boolean;
}

/** The instant price: base, discount and the total that will be sent with the request. */
export function PriceSummary({ service, price, packageId, discount, loading, sizeRequired }: PriceSummaryProps) {
  if (loading) {
    return (
      <p role="status" className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
        Calculating your price…
      </p>
    );
  }
  if (!price && sizeRequired) {
    return <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">Choose the home's size to see your price.</p>;
  }
  if (!price) {
    if (service !== "photography") return null;
    // No price yet: no package, custom without a service, or a package with no price row.
    const text =
      packageId === null
        ? "Choose a package to see your price."
        : packageId === CUSTOM_PACKAGE_ID
          ? "Choose at least one service to see your price."
          : "Price confirmed by email. You can still send the request.";
    return <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{text}</p>;
  }
  // A code for some services only takes money off their part of the price (docs/decisions/071).
  const saved = Math.max(0, price.basePrice - price.finalPrice);
  return (
    <section aria-labelledby="quote-price-heading" className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <h3 id="quote-price-heading" className="text-sm font-semibold uppercase tracking-wide text-brand-800">
        Your instant quote
      </h3>
      <dl className="mt-2 space-y-1 text-sm">
        {price.customServices?.map((item) => (
          <div key={item.id} className="flex justify-between gap-3">
            <dt className="text-slate-700">{item.name}</dt>
            <dd className="font-medium text-slate-900">{formatPrice(item.price)}</dd>
          </div>
        ))}
        {discount && price.discountApplies && (
          <>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-700">Price</dt>
              <dd className="font-medium text-slate-900" data-testid="quote-base-price">
                {formatPrice(price.basePrice)}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-700">Discount ({discount.code})</dt>
              <dd className="font-medium text-emerald-800">−{formatPrice(saved)}</dd>
            </div>
          </>
        )}
        <div className="flex items-baseline justify-between gap-3 border-t border-brand-100 pt-2">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="text-2xl font-bold text-brand-900" data-testid="quote-final-price">
            {formatPrice(price.finalPrice)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {service === "appraisal" ? "Appraisal" : "Photography"} pricing for {TIER_LABELS[price.tier]}
        {sizeRequired ? " (the size you chose)" : ""}. Confirmed
        with your invoice; no payment is taken now.
      </p>
    </section>
  );
}
