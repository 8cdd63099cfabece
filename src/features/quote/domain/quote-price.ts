import {
  applyDiscount,
  computeQuotePrice,
  findPrice,
  PHOTOGRAPHY_ADD_ONS,
  PHOTOGRAPHY_PACKAGES,
  quoteTier as sharedQuoteTier,
  SERVICE_DEFAULT_PRICES,
  type DiscountTerms,
  type PriceRow,
  type PriceTier,
  type QuotePrice,
} from "#shared/pricing.ts";
import type { AppliedDiscountCode } from "#schemas/service-request.ts";
import { formatNumber, formatPrice } from "@/lib/format";
import type { QuoteSelection } from "@/features/quote/domain/quote-selection";

/**
 * The price the modal shows, from the SAME pricing module `send-contact-email` recomputes
 * with (supabase/functions/_shared/domain/pricing.ts). The payload carries exactly these
 * figures, so what the visitor saw is what the business receives.
 */

/**
 * The tier the quote is priced in: by living area; without one, the size tier the visitor
 * chose (docs/decisions/062); else the mid-size tier for appraisals, 1500 sq ft for photography.
 */
export function quoteTier(service: QuoteSelection["service"], livingSqft: number | null | undefined, sizeTier?: PriceTier | null): PriceTier {
  return sharedQuoteTier(service === "photography" ? "photography" : "appraisal", livingSqft, sizeTier);
}

export function discountTerms(discount: AppliedDiscountCode | null | undefined): DiscountTerms | null {
  return discount ? { type: discount.type, value: discount.value, serviceIds: discount.serviceIds ?? null } : null;
}

/** The quote total of a selection, or null when a photography selection is not complete. */
export function priceSelection(
  selection: QuoteSelection,
  livingSqft: number | null | undefined,
  rows: readonly PriceRow[],
  discount: AppliedDiscountCode | null | undefined,
  sizeTier?: PriceTier | null,
): QuotePrice | null {
  if (!selection.service) return null;
  return computeQuotePrice(
    {
      serviceType: selection.service,
      livingSqft,
      sizeTier,
      packageId: selection.packageId,
      customServiceIds: selection.addOnIds,
      discount: discountTerms(discount),
    },
    rows,
  );
}

export interface PricedOption {
  id: string;
  name: string;
  /** The tier's price; null when it could not be read (packages have no default). */
  price: number | null;
  description: string | null;
}

interface DescribedRow extends PriceRow {
  description?: string | null;
}

function describe(rows: readonly DescribedRow[], id: string, tier: PriceTier): string | null {
  const row = rows.find((candidate) => candidate.service_id === id && candidate.tier_name === tier);
  return row?.description?.trim() || null;
}

/** The named packages with their price in `tier`. */
export function packageOptions(rows: readonly DescribedRow[], tier: PriceTier): PricedOption[] {
  return PHOTOGRAPHY_PACKAGES.map((pkg) => ({
    id: pkg.id,
    name: pkg.name,
    price: findPrice(rows, pkg.id, tier) ?? null,
    description: describe(rows, pkg.id, tier),
  }));
}

/** The add-ons with their price in `tier` (each falls back to its default). */
export function addOnOptions(rows: readonly DescribedRow[], tier: PriceTier): PricedOption[] {
  return PHOTOGRAPHY_ADD_ONS.map((addOn) => ({
    id: addOn.id,
    name: addOn.name,
    price: findPrice(rows, addOn.id, tier) ?? SERVICE_DEFAULT_PRICES[addOn.id],
    description: describe(rows, addOn.id, tier),
  }));
}

/** 'Discount applied: 10% off' / 'Discount applied: $50 off' (docs/product.md §1.8). */
export function discountAppliedMessage(discount: Pick<AppliedDiscountCode, "type" | "value">): string {
  return discount.type === "percentage"
    ? `Discount applied: ${formatNumber(discount.value, { maximumFractionDigits: 2 })}% off`
    : `Discount applied: ${formatPrice(discount.value)} off`;
}

/** How much the discount takes off `basePrice`. */
export function discountAmount(basePrice: number, discount: AppliedDiscountCode | null | undefined): number {
  if (!discount) return 0;
  return Math.max(0, basePrice - applyDiscount(basePrice, discountTerms(discount)));
}

// The quote's components and tests read the price format from here; it is the one en-US
// formatter of #shared/en-us-numbers.ts (no Intl formatter while the modal opens), the same
// one the lead mails use.
export { formatPrice };
