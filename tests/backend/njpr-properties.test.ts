import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { PropertySearchResult } from "#schemas/county-record.ts";
import { anonHeaders, postAsAnon } from "./helpers/anon-requests.ts";

/**
 * njpr-properties over nj_parcels (no NJPR_API_KEY), through the gateway of
 * the fresh local stack: what people type finds the parcel, best matches
 * first. The proxy path: supabase/functions/njpr-properties/handler.test.ts
 * and tests/backend/njpr-properties-proxy.test.ts.
 */

const stack = inject("stack");
const url = `${stack.gatewayUrl}/functions/v1/njpr-properties`;
const db = new pg.Client({ connectionString: stack.databaseUrl });
const headers = anonHeaders({ contentType: null });

interface Parcel {
  gis_pin: string;
  prop_street: string;
  city: string;
  zip: string;
  municipality: string;
  county_name: string;
  house_number: number;
}

let parcel: Parcel;

async function search(address: string, limit = 5): Promise<PropertySearchResult[]> {
  const response = await postAsAnon(url, { filters: { address }, limit });
  expect(response.status).toBe(200);
  return (await response.json()) as PropertySearchResult[];
}

const pins = (results: PropertySearchResult[]) => results.map((result) => result.countyData.GIS_PIN);

beforeAll(async () => {
  await db.connect();
  // A house on a street with a suffix (Rd/St/Ave...), whose postal city differs from nothing in particular.
  const { rows } = await db.query<Parcel>(
    `select gis_pin, prop_street, city, zip, municipality, county_name, house_number
       from nj_parcels
      where house_number is not null and prop_street ~ ' (Rd|St|Ave|Dr|Ln|Ct)$'
      order by gis_pin
      offset 37 limit 1`,
  );
  parcel = rows[0]!;
  expect(parcel).toBeDefined();
});
afterAll(() => db.end());

/** "12 Oak Ridge Rd" → { number: "12", words: ["Oak", "Ridge"], suffix: "Rd" } */
function parts(street: string) {
  const [number, ...rest] = street.split(" ");
  return { number: number!, words: rest.slice(0, -1), suffix: rest.at(-1)! };
}

const LONG_SUFFIX: Record<string, string> = { Rd: "Road", St: "Street", Ave: "Avenue", Dr: "Drive", Ln: "Lane", Ct: "Court" };

describe("njpr-properties: POST address search over nj_parcels", () => {
  it("finds a parcel by house number and a partial street name, as the first match, in the site's shape", async () => {
    const { number, words } = parts(parcel.prop_street);
    const typed = `${number} ${words[0]!.toLowerCase().slice(0, 3)}`;
    const results = await search(typed, 25);
    expect(pins(results)).toContain(parcel.gis_pin);
    for (const result of results) expect(result.address.startsWith(`${number} `)).toBe(true);
    const found = results.find((result) => result.countyData.GIS_PIN === parcel.gis_pin)!;
    expect(found).toMatchObject({
      address: parcel.prop_street,
      city: parcel.city,
      state: "NJ",
      zip: parcel.zip,
      cityStateZip: `${parcel.city}, NJ ${parcel.zip}`,
    });
    expect(found.countyData).toMatchObject({ Prop_Mail_Street: parcel.prop_street, COUNTY_NAME: parcel.county_name });
    for (const key of ["Sq_Ft", "Sale_Price", "Sale_Date", "Yr_Built", "Acreage", "Recorded_Taxes", "Owners_Name", "Absentee", "Corporate_Owned", "Block", "Lot", "Qual", "Land_Assmnt_1", "Building_Assmnt_1", "Total_Assmnt_1"]) {
      expect(found.countyData).toHaveProperty(key);
    }
  });

  it("is case-insensitive and finds the exact address with the town first in the list", async () => {
    const upper = await search(`${parcel.prop_street.toUpperCase()} ${parcel.city.toUpperCase()}`);
    expect(pins(upper)[0]).toBe(parcel.gis_pin);
    const full = await search(`${parcel.prop_street}, ${parcel.city}, NJ ${parcel.zip}`);
    expect(pins(full)).toEqual([parcel.gis_pin]);
  });

  it("finds the address without the town, and with the street type written out or half typed", async () => {
    const { number, words, suffix } = parts(parcel.prop_street);
    expect(pins(await search(parcel.prop_street, 25))).toContain(parcel.gis_pin);
    const long = LONG_SUFFIX[suffix]!;
    expect(pins(await search(`${number} ${words.join(" ")} ${long} ${parcel.city}`))[0]).toBe(parcel.gis_pin);
    expect(pins(await search(`${number} ${words.join(" ")} ${long.slice(0, 3).toLowerCase()}`, 25))).toContain(parcel.gis_pin);
  });

  it("finds a street without a house number, ordered by house number", async () => {
    const { words, suffix } = parts(parcel.prop_street);
    const results = await search(`${words.join(" ")} ${suffix} ${parcel.city}`, 25);
    expect(results.length).toBeGreaterThan(0);
    const streetName = `${words.join(" ")} ${suffix}`;
    for (const result of results) {
      expect(result.address.endsWith(streetName)).toBe(true);
      expect(result.city).toBe(parcel.city);
    }
    const numbers = results.map((result) => Number.parseInt(result.address, 10));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it("finds words in any order, with the municipality instead of the postal city", async () => {
    const { number, words } = parts(parcel.prop_street);
    const results = await search(`${parcel.municipality} ${words[0]} ${number}`, 25);
    expect(pins(results)).toContain(parcel.gis_pin);
  });

  it("finds words in any order when a word before the last is only half typed (word starts, not whole words)", async () => {
    const { number, words } = parts(parcel.prop_street);
    const street = words[0]!;
    expect(street.length).toBeGreaterThan(3);
    const results = await search(`${street.slice(0, -1)} ${number} ${parcel.municipality}`, 25);
    expect(pins(results)).toContain(parcel.gis_pin);
  });

  it("answers at most `limit` results, and an empty list when nothing matches", async () => {
    const { words } = parts(parcel.prop_street);
    expect((await search(words[0]!, 3)).length).toBeLessThanOrEqual(3);
    expect(await search("zzqx nowhere lane", 5)).toEqual([]);
  });

  it("answers 400 naming the field for an address under 3 characters", async () => {
    const response = await postAsAnon(url, { filters: { address: "12" }, limit: 5 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Invalid request",
      details: [{ path: "filters.address", message: "must be at least 3 characters" }],
    });
  });

  it("is reached without an API key, as hosted (its JWT check is off; docs/decisions/043): the function's own checks answer", async () => {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(response.status).toBe(400);
  });
});

describe("njpr-properties: GET /njpr-properties/{pin}", () => {
  it("answers the county record of the PIN", async () => {
    const response = await fetch(`${url}/${encodeURIComponent(parcel.gis_pin)}`, { headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      GIS_PIN: parcel.gis_pin,
      Prop_Mail_Street: parcel.prop_street,
      P_City: parcel.city,
      P_State: "NJ",
      P_Zip: parcel.zip,
      COUNTY_NAME: parcel.county_name,
    });
  });

  it("answers 404 'Property not found' for a PIN with no record", async () => {
    const response = await fetch(`${url}/2199_1_1`, { headers });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Property not found" });
  });

  it("answers 400 for something that is not a PIN", async () => {
    const response = await fetch(`${url}/${encodeURIComponent("1;drop table x")}`, { headers });
    expect(response.status).toBe(400);
  });
});
