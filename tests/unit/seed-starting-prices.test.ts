import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { SERVICE_DEFAULT_PRICES } from "#shared/pricing.ts";

/**
 * The seed's under_1500 prices and the one defaults table must agree, so a visitor sees
 * the same 'From $X' whether or not service_pricing could be read.
 */
describe("seeded under_1500 prices", () => {
  const seed = readFileSync(resolve(process.cwd(), "supabase/seed.sql"), "utf8");
  // Rows of the service_pricing values list: ('<id>', '<name>', '<description>', under_1500, 1500_to_2500, over_2500)
  const rows = new Map(
    [...seed.matchAll(/\(\s*'([a-z0-9-]+)',\s*'[^']*',\s*'(?:[^']|'')*',\s*([\d.]+),\s*([\d.]+),\s*([\d.]+)\)/g)].map((match) => [
      match[1]!,
      Number(match[2]),
    ]),
  );

  it.each(Object.entries(SERVICE_DEFAULT_PRICES))("%s: seed under_1500 equals the default %d", (serviceId, price) => {
    expect(rows.get(serviceId)).toBe(price);
  });
});
