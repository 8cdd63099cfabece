import { SERVICE_DEFAULT_PRICES } from "#shared/pricing.ts";
import { formatPrice } from "@/lib/format";

/** The services whose 'From $X' price the site shows (#shared/service-catalogue.ts), with their default (#shared/pricing.ts). */
export type PricedServiceId = keyof typeof SERVICE_DEFAULT_PRICES;
export type StartingPrices = Record<PricedServiceId, number>;

export const PRICED_SERVICE_IDS = Object.keys(SERVICE_DEFAULT_PRICES) as PricedServiceId[];

export interface StartingPriceRow {
  service_id: string;
  price: number | string | null;
}

/**
 * Each priced service's lowest loaded price, for the services that have one. Rows for other
 * services and prices that are not positive numbers are ignored.
 */
export function lowestLoadedPrices(rows: readonly StartingPriceRow[] | null | undefined): Partial<StartingPrices> {
  const loaded: Partial<StartingPrices> = {};
  for (const row of rows ?? []) {
    if (!(PRICED_SERVICE_IDS as string[]).includes(row.service_id)) continue;
    const price = Number(row.price);
    if (row.price === null || !Number.isFinite(price) || price <= 0) continue;
    const id = row.service_id as PricedServiceId;
    const current = loaded[id];
    if (current === undefined || price < current) loaded[id] = price;
  }
  return loaded;
}

/** Each service's lowest loaded price, else its default. */
export function startingPricesFrom(rows: readonly StartingPriceRow[] | null | undefined): StartingPrices {
  return { ...SERVICE_DEFAULT_PRICES, ...lowestLoadedPrices(rows) };
}

/** "$450", "$1,200", "$99.50": a "From $X" price reads like every quoted price (lib/format.ts). */
export const formatStartingPrice = formatPrice;
