/** Query keys of the quote feature, general to specific. */
export const quoteQueryKeys = {
  all: ["quote"] as const,
  discounts: () => [...quoteQueryKeys.all, "discount-code"] as const,
  discount: (code: string) => [...quoteQueryKeys.discounts(), code] as const,
};
