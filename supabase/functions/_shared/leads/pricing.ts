import {
  computeQuotePrice,
  quotedServiceIds,
  roundToCents,
  type DiscountTerms,
  type PriceRow,
  type PriceTier,
} from "../domain/pricing.ts";
import { readLivingSqft } from "../domain/record-numbers.ts";
import { propertyPin } from "../domain/property-data.ts";
import { unwrapCountyRecord } from "../domain/unwrap-county-record.ts";
import type { CountyRecord } from "../schemas/county-record.ts";
import { discountFromAnswer, type DiscountCodeAnswer } from "../schemas/discount-code-check.ts";
import type { ServiceRequest } from "../schemas/service-request.ts";
import type { DISCOUNT_STATUSES, LIVING_SQFT_SOURCES } from "../schemas/stored-lead.ts";

/**
 * The server's price for a service request (docs/product.md §1.9; the same
 * domain code the browser uses): the living area looked up by the
 * property's PIN where possible, the prices read from service_pricing as
 * they are now (no cache: a price the owner saved applies to the next
 * request), and the discount only when the code is usable now for the
 * quoted services (redeem_discount_code records the request's use of it,
 * docs/decisions/071). The browser's figures are kept beside it and a
 * difference is flagged.
 */

export type LivingSqftSource = (typeof LIVING_SQFT_SOURCES)[number];
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export interface PricingSources {
  /** The county record of a PIN, null when there is none; may throw when the source is down. */
  findRecord(pin: string): Promise<CountyRecord | null>;
  /** service_pricing rows; may throw (then the defaults apply, as in the browser). */
  loadPrices(): Promise<PriceRow[]>;
  /**
   * Whether the code is usable for these catalogue services now, recording the request's use
   * when it is (redeem_discount_code); may throw.
   */
  checkCode(code: string, serviceIds: readonly string[]): Promise<DiscountCodeAnswer>;
}

export interface ServerQuote {
  pin: string | null;
  livingSqft: number | null;
  livingSqftSource: LivingSqftSource;
  tier: PriceTier | null;
  /** Null when the request cannot be priced (a photography request without a package). */
  basePrice: number | null;
  finalPrice: number | null;
  discountStatus: DiscountStatus;
  /** The terms applied, as validated now (never the browser's). */
  discount: DiscountTerms | null;
  priceMismatch: boolean;
}

/** Cents-exact comparison; a missing browser figure where the server has one counts as different. */
export function pricesDiffer(client: number | null | undefined, server: number | null): boolean {
  if (server === null) return client !== null && client !== undefined;
  if (client === null || client === undefined) return true;
  return Math.abs(roundToCents(client) - server) >= 0.005;
}

export async function priceServiceRequest(request: ServiceRequest, sources: PricingSources): Promise<ServerQuote> {
  const pin = propertyPin(request.propertyData);

  let livingSqft: number | null = null;
  let livingSqftSource: LivingSqftSource = "unknown";
  if (pin) {
    try {
      const record = await sources.findRecord(pin);
      const sqft = record ? readLivingSqft(record.Sq_Ft) : null;
      if (sqft !== null) {
        livingSqft = sqft;
        livingSqftSource = "county_record";
      }
    } catch (error) {
      console.error(`send-contact-email: property lookup for ${pin} failed, using the request's size:`, (error as Error).message);
    }
  }
  if (livingSqftSource === "unknown") {
    const record = unwrapCountyRecord(request.propertyData);
    const sqft = readLivingSqft(record.Sq_Ft ?? request.propertyData?.livingSqft);
    if (sqft !== null) {
      livingSqft = sqft;
      livingSqftSource = "request";
    }
  }

  let rows: PriceRow[] = [];
  try {
    rows = await sources.loadPrices();
  } catch (error) {
    console.error("send-contact-email: service_pricing could not be read, using the defaults:", (error as Error).message);
  }

  let discountStatus: DiscountStatus = "none";
  let discount: DiscountTerms | null = null;
  if (request.discountCode) {
    try {
      const serviceIds = quotedServiceIds({
        serviceType: request.serviceType,
        packageId: request.selectedPhotographyPackage ?? null,
        customServiceIds: request.customServices?.map((service) => service.id) ?? null,
      });
      const answer = await sources.checkCode(request.discountCode.code, serviceIds);
      // The browser's rule (schemas/discount-code-check.ts): a value <= 0 is no discount.
      const terms = discountFromAnswer(answer);
      if (terms) {
        discount = terms;
        discountStatus = "applied";
      } else {
        discountStatus = "refused";
      }
    } catch (error) {
      console.error("send-contact-email: discount code check failed, pricing without it:", (error as Error).message);
      discountStatus = "unchecked";
    }
  }

  const quote = computeQuotePrice(
    {
      serviceType: request.serviceType,
      livingSqft,
      // Neither the record nor the request knows the living area: the tier the visitor chose.
      sizeTier: livingSqftSource === "unknown" ? (request.tier ?? null) : null,
      packageId: request.selectedPhotographyPackage ?? null,
      customServiceIds: request.customServices?.map((service) => service.id) ?? null,
      discount,
    },
    rows,
  );
  const basePrice = quote?.basePrice ?? null;
  const finalPrice = quote?.finalPrice ?? null;
  return {
    pin,
    livingSqft,
    livingSqftSource,
    tier: quote?.tier ?? null,
    basePrice,
    finalPrice,
    discountStatus,
    discount,
    priceMismatch: pricesDiffer(request.basePrice, basePrice) || pricesDiffer(request.finalPrice, finalPrice),
  };
}
