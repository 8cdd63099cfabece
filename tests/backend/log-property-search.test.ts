import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { postAsAnon } from "./helpers/anon-requests.ts";

const stack = inject("stack");
const url = `${stack.gatewayUrl}/functions/v1/log-property-search`;
const db = new pg.Client({ connectionString: stack.databaseUrl });

const record = {
  Prop_Mail_Street: "12 Oak Ridge Rd",
  P_City: "Flemington",
  P_Zip: "08822",
  GIS_PIN: "1009_12_3.01",
  COUNTY_NAME: "Hunterdon",
  Sq_Ft: 1850,
};

function send(body: unknown, address = "198.51.100.10") {
  return postAsAnon(url, body, { address });
}

async function total() {
  const { rows } = await db.query<{ n: string }>("select count(*) as n from property_searches");
  return Number(rows[0]!.n);
}

beforeAll(() => db.connect());
afterAll(() => db.end());

describe("log-property-search", () => {
  it("stores a search with the PIN, address and county pulled from the record", async () => {
    const response = await send({ propertyData: { address: "12 Oak Ridge Rd", countyData: record }, serviceRequested: false, sessionId: "lps-search-1" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const { rows } = await db.query("select * from property_searches where session_id = 'lps-search-1'");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ service_requested: false, gis_pin: "1009_12_3.01", address: "12 Oak Ridge Rd", county: "Hunterdon" });
    expect(rows[0].property_data).toMatchObject({ countyData: { Sq_Ft: 1850 } });
  });

  it("stores a bare county record after a request (serviceRequested true)", async () => {
    const response = await send({ propertyData: record, serviceRequested: true, sessionId: "lps-request-1" });
    expect(response.status).toBe(201);
    const { rows } = await db.query("select * from property_searches where session_id = 'lps-request-1'");
    expect(rows[0]).toMatchObject({ service_requested: true, gis_pin: "1009_12_3.01", address: "12 Oak Ridge Rd" });
  });

  it.each([
    ["no propertyData", { serviceRequested: false }, "propertyData"],
    ["serviceRequested as text", { propertyData: record, serviceRequested: "yes" }, "serviceRequested"],
    ["propertyData that is a list", { propertyData: [record], serviceRequested: false }, "propertyData"],
    ["an oversized record", { propertyData: { blob: "x".repeat(17_000) }, serviceRequested: false }, "propertyData"],
  ])("answers 400 naming the field for %s, and stores nothing", async (_label, body, field) => {
    const before = await total();
    const response = await send(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { details: { path: string }[] };
    expect(answer.details.map((detail) => detail.path)).toContain(field);
    expect(await total()).toBe(before);
  });

  it("answers 400 for a body that is not JSON and 405 for GET, storing nothing", async () => {
    const before = await total();
    expect((await send("{nope")).status).toBe(400);
    expect((await fetch(url, { headers: { apikey: stack.publishableKey } })).status).toBe(405);
    expect(await total()).toBe(before);
  });

  it("lets one session log 60 searches a minute; a flood gets 429 and stores nothing more", async () => {
    // Keep the flood inside one rate-limit window (one minute).
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));
    const statuses: number[] = [];
    for (let i = 0; i < 75; i += 1) {
      const response = await send({ propertyData: record, serviceRequested: false, sessionId: "lps-flood-1" }, "198.51.100.77");
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const { rows } = await db.query("select count(*)::int as n from property_searches where session_id = 'lps-flood-1'");
    expect(rows[0].n).toBe(60);
  }, 90_000);
});
