import { describe, expect, it } from "vitest";
import { PRICE_TIERS } from "#shared/pricing.ts";
import { SERVICES } from "#shared/service-catalogue.ts";
import { parseSeedServicePricing, SEED_SERVICE_PRICING } from "../msw/seed-service-pricing";

/**
 * supabase/seed.sql and the service catalogue list the same services at the same prices
 * (docs/decisions/048-service-catalogue-and-shared-alias.md): a fresh database, the page's
 * defaults and the quote's fallbacks all show one price.
 */
describe("service_pricing seed and the service catalogue", () => {
  it("seeds every catalogue service in every tier, and nothing else", () => {
    const seeded = SEED_SERVICE_PRICING.map((row) => `${row.service_id} ${row.tier_name}`);
    const catalogued = SERVICES.flatMap((service) => PRICE_TIERS.map((tier) => `${service.id} ${tier}`));
    expect([...seeded].sort()).toEqual([...catalogued].sort());
  });

  it.each(SERVICES.map((service) => [service.id, service] as const))("%s: seeded with the catalogue's name and prices", (id, service) => {
    const rows = SEED_SERVICE_PRICING.filter((row) => row.service_id === id);
    expect(rows.map((row) => row.service_name)).toEqual(PRICE_TIERS.map(() => service.name));
    expect(Object.fromEntries(rows.map((row) => [row.tier_name, row.price]))).toEqual(service.prices);
  });

  it("has no service twice", () => {
    expect(new Set(SERVICES.map((service) => service.id)).size).toBe(SERVICES.length);
  });
});

describe("reading the seed", () => {
  const sql = `
    insert into public.discount_codes (code) values ('A;B');
    insert into public.service_pricing (service_id, service_name, tier_name, price, description)
    select s.service_id, s.service_name, t.tier_name, t.price, s.description
    from (
      values
        ('x-test', 'Owner''s Pick', '-- not a comment; nor an end', 1, 2.50, 3), -- a comment
        ('y-test', 'Second', 'Two', 10.00, 20.00, 30.00)
    ) as s(service_id, service_name, description, small, middle, large)
    cross join lateral (values ('under_1500', s.small), ('over_2500', s.large)) as t(tier_name, price);
    insert into public.other (a) values (1);`;

  it("reads each service's row per tier, with quoted quotes, semicolons and dashes inside text", () => {
    expect(parseSeedServicePricing(sql)).toEqual([
      { service_id: "x-test", service_name: "Owner's Pick", description: "-- not a comment; nor an end", tier_name: "under_1500", price: 1 },
      { service_id: "x-test", service_name: "Owner's Pick", description: "-- not a comment; nor an end", tier_name: "over_2500", price: 3 },
      { service_id: "y-test", service_name: "Second", description: "Two", tier_name: "under_1500", price: 10 },
      { service_id: "y-test", service_name: "Second", description: "Two", tier_name: "over_2500", price: 30 },
    ]);
  });

  it("says what it missed when the seed is written another way", () => {
    expect(() => parseSeedServicePricing("select 1;")).toThrow("seed.sql: no insert into public.service_pricing");
    expect(() => parseSeedServicePricing(sql.replace("s.large", "s.huge"))).toThrow("seed.sql: service_pricing values have no column huge");
  });
});
