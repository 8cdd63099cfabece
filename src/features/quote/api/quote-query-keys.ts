import type { PriceTier } from "@domain/pricing.ts";

/** Query keys of the quote feature, general to specific. */
export const quoteQueryKeys = {
  all: ["quote"] as const,
  pricing: () => [...quoteQueryKeys.all, "service-pricing"] as const,
  pricingByTier: (tier: PriceTier) => [...quoteQueryKeys.pricing(), tier] as const,
  discounts: () => [...quoteQueryKeys.all, "discount-code"] as const,
  discount: (code: string) => [...quoteQueryKeys.discounts(), code] as const,
};
