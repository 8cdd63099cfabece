/**
 * Quote pricing (docs/product.md §1.3, §1.9): size tiers, the default prices of the
 * services of ./service-catalogue.ts, discount math, and the quote total. Pure TypeScript, no I/O:
 * the browser uses it to show a price and `send-contact-email` uses the same
 * code to recompute that price on the server, so the two can only differ when
 * the prices in service_pricing changed or the payload was tampered with.
 *
 * The app imports it as "#shared/pricing.ts"; functions by relative path.
 */

import { CUSTOM_PACKAGE_ID, MAX_CUSTOM_SELECTIONS } from "./custom-package.ts";
import {
  PHOTOGRAPHY_ADD_ONS,
  PHOTOGRAPHY_PACKAGES,
  STARTING_PRICED_SERVICES,
  type ServiceId,
  type StartingPricedServiceId,
} from "./service-catalogue.ts";

export const PRICE_TIERS = ["under_1500", "1500_to_2500", "over_2500"] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

/** Living areas under this many square feet are treated as missing data. */
export const MIN_PLAUSIBLE_LIVING_SQFT = 200;
/** The tier of a property whose living area is missing or implausible. */
export const UNKNOWN_SIZE_TIER: PriceTier = "1500_to_2500";
/** The photography price lookup assumes this size when the record has none. */
export const PHOTOGRAPHY_DEFAULT_SQFT = 1500;

/**
 * under 1500 → under_1500; 1500 to 2500 inclusive → 1500_to_2500; over 2500 →
 * over_2500; missing, not a number or under 200 → 1500_to_2500.
 */
export function tierForLivingSquareFeet(sqft: number | null | undefined): PriceTier {
  if (sqft === null || sqft === undefined || !Number.isFinite(sqft) || sqft < MIN_PLAUSIBLE_LIVING_SQFT) {
    return UNKNOWN_SIZE_TIER;
  }
  if (sqft < 1500) return "under_1500";
  if (sqft <= 2500) return "1500_to_2500";
  return "over_2500";
}

/** The tier the photography prices are read in. */
export function photographyTier(sqft: number | null | undefined): PriceTier {
  return tierForLivingSquareFeet(sqft ?? PHOTOGRAPHY_DEFAULT_SQFT);
}

/** Whether a living area can be priced by: a number of at least MIN_PLAUSIBLE_LIVING_SQFT. */
export function isLivingAreaKnown(sqft: number | null | undefined): sqft is number {
  return sqft !== null && sqft !== undefined && Number.isFinite(sqft) && sqft >= MIN_PLAUSIBLE_LIVING_SQFT;
}

/**
 * The tier a quote is priced in: by the living area when the record has one; else the size
 * tier the visitor chose (the state's MOD-IV records carry no living area, docs/decisions/062);
 * else the mid-size tier (appraisal) or 1,500 sq ft (photography).
 */
export function quoteTier(
  serviceType: "appraisal" | "photography",
  livingSqft: number | null | undefined,
  sizeTier?: PriceTier | null,
): PriceTier {
  if (!isLivingAreaKnown(livingSqft) && sizeTier) return sizeTier;
  return serviceType === "photography" ? photographyTier(livingSqft) : tierForLivingSquareFeet(livingSqft);
}

export const APPRAISAL_SERVICE_ID = "appraisal" satisfies ServiceId;

// The packages and add-ons are the catalogue's (./service-catalogue.ts).
export { PHOTOGRAPHY_ADD_ONS, PHOTOGRAPHY_PACKAGES };

// Defined in ./custom-package.ts (the quote link reads them without the pricing tables).
export { CUSTOM_PACKAGE_ID, MAX_CUSTOM_SELECTIONS };

/** The tier whose prices are advertised as "From $X": the smallest homes. */
export const STARTING_PRICE_TIER = "under_1500" satisfies PriceTier;

/**
 * The default "From $X" price of every service that has one: its STARTING_PRICE_TIER price in
 * the catalogue. Used when service_pricing cannot be read, and for an add-on missing a row.
 */
export const SERVICE_DEFAULT_PRICES = Object.fromEntries(
  STARTING_PRICED_SERVICES.map((service) => [service.id, service.prices[STARTING_PRICE_TIER]]),
) as Record<StartingPricedServiceId, number>;

/** The appraisal price when the lookup fails or finds nothing (silently). */
export const DEFAULT_APPRAISAL_PRICE = SERVICE_DEFAULT_PRICES[APPRAISAL_SERVICE_ID];

/** One row of service_pricing as read for pricing. */
export interface PriceRow {
  service_id: string;
  tier_name: string;
  price: number | string;
}

/** The price of `serviceId` in `tier`, or undefined when no usable row exists. */
export function findPrice(rows: readonly PriceRow[], serviceId: string, tier: PriceTier): number | undefined {
  for (const row of rows) {
    if (row.service_id !== serviceId || row.tier_name !== tier) continue;
    const price = Number(row.price);
    if (Number.isFinite(price) && price >= 0) return price;
  }
  return undefined;
}

export type DiscountType = "percentage" | "fixed_amount";

export interface DiscountTerms {
  type: DiscountType;
  value: number;
  /** The catalogue ids the code takes money off; null or absent: every service. */
  serviceIds?: readonly string[] | null;
}

/** Rounds to whole cents. */
export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** A percentage takes value% off; a fixed amount subtracts the value; never below 0. */
export function applyDiscount(basePrice: number, discount: DiscountTerms | null | undefined): number {
  if (!discount) return roundToCents(basePrice);
  const discounted =
    discount.type === "percentage" ? basePrice - (basePrice * discount.value) / 100 : basePrice - discount.value;
  return roundToCents(Math.max(0, discounted));
}

export interface QuotePriceInput {
  serviceType: "appraisal" | "photography";
  livingSqft: number | null | undefined;
  /** The size tier the visitor chose; used only when livingSqft is unknown (quoteTier). */
  sizeTier?: PriceTier | null;
  /** Photography: a package id from PHOTOGRAPHY_PACKAGES or "custom". */
  packageId?: string | null;
  /** Photography with package "custom": add-on ids (unknown ids are ignored, at most 10). */
  customServiceIds?: readonly string[] | null;
  discount?: DiscountTerms | null;
}

export interface CustomServicePrice {
  id: string;
  name: string;
  price: number;
}

export interface QuotePrice {
  tier: PriceTier;
  basePrice: number;
  finalPrice: number;
  /** False when a discount was given but is for none of the quoted services (finalPrice is then basePrice). */
  discountApplies: boolean;
  /** The priced add-ons of a custom package, else null. */
  customServices: CustomServicePrice[] | null;
}

/**
 * The final price of quoted services priced `items`: a code for some services only takes its
 * percentage off those services' part of the price, or its amount up to that part
 * (docs/decisions/071); a code for every service works on the whole base price as
 * applyDiscount does. `applies` is false when the code is for none of the items.
 */
export function discountedTotal(
  items: readonly { id: string; price: number }[],
  discount: DiscountTerms | null | undefined,
): { finalPrice: number; applies: boolean } {
  const basePrice = roundToCents(items.reduce((sum, item) => sum + item.price, 0));
  if (!discount) return { finalPrice: basePrice, applies: true };
  if (!discount.serviceIds) return { finalPrice: applyDiscount(basePrice, discount), applies: true };
  const covered = new Set(discount.serviceIds);
  const eligible = items.filter((item) => covered.has(item.id));
  if (eligible.length === 0) return { finalPrice: basePrice, applies: false };
  const part = eligible.reduce((sum, item) => sum + item.price, 0);
  const off = part - applyDiscount(part, { type: discount.type, value: discount.value });
  return { finalPrice: roundToCents(Math.max(0, basePrice - off)), applies: true };
}

/**
 * The catalogue ids a quote is priced from: the appraisal, the named package, or the chosen
 * add-ons of a custom package (the ids a code's services are matched against).
 */
export function quotedServiceIds(input: Pick<QuotePriceInput, "serviceType" | "packageId" | "customServiceIds">): string[] {
  if (input.serviceType === "appraisal") return [APPRAISAL_SERVICE_ID];
  if (input.packageId === CUSTOM_PACKAGE_ID) {
    const chosen = new Set((input.customServiceIds ?? []).slice(0, MAX_CUSTOM_SELECTIONS));
    return PHOTOGRAPHY_ADD_ONS.filter((addOn) => chosen.has(addOn.id)).map((addOn) => addOn.id);
  }
  const named = PHOTOGRAPHY_PACKAGES.find((pkg) => pkg.id === input.packageId);
  return named ? [named.id] : [];
}

/**
 * The quote total from the loaded prices. Appraisal: the tier's price, else
 * 450. Photography: the package's price in the photography tier, or the sum of
 * the chosen add-ons (each falling back to its default). Returns null when a
 * photography quote cannot be priced: no package chosen, a custom package
 * without add-ons, or a named package with no price row. The discount follows
 * discountedTotal.
 */
export function computeQuotePrice(input: QuotePriceInput, rows: readonly PriceRow[]): QuotePrice | null {
  if (input.serviceType === "appraisal") {
    const tier = quoteTier("appraisal", input.livingSqft, input.sizeTier);
    const basePrice = findPrice(rows, APPRAISAL_SERVICE_ID, tier) ?? DEFAULT_APPRAISAL_PRICE;
    const { finalPrice, applies } = discountedTotal([{ id: APPRAISAL_SERVICE_ID, price: basePrice }], input.discount);
    return { tier, basePrice, finalPrice, discountApplies: applies, customServices: null };
  }

  const tier = quoteTier("photography", input.livingSqft, input.sizeTier);
  if (input.packageId === CUSTOM_PACKAGE_ID) {
    const chosen = new Set((input.customServiceIds ?? []).slice(0, MAX_CUSTOM_SELECTIONS));
    const customServices = PHOTOGRAPHY_ADD_ONS.filter((addOn) => chosen.has(addOn.id)).map((addOn) => ({
      id: addOn.id,
      name: addOn.name,
      price: findPrice(rows, addOn.id, tier) ?? SERVICE_DEFAULT_PRICES[addOn.id],
    }));
    if (customServices.length === 0) return null;
    const basePrice = roundToCents(customServices.reduce((sum, service) => sum + service.price, 0));
    const { finalPrice, applies } = discountedTotal(customServices, input.discount);
    return { tier, basePrice, finalPrice, discountApplies: applies, customServices };
  }

  const named = PHOTOGRAPHY_PACKAGES.find((pkg) => pkg.id === input.packageId);
  const basePrice = named ? findPrice(rows, named.id, tier) : undefined;
  if (basePrice === undefined || !named) return null;
  const { finalPrice, applies } = discountedTotal([{ id: named.id, price: basePrice }], input.discount);
  return { tier, basePrice, finalPrice, discountApplies: applies, customServices: null };
}
