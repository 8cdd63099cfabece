import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { getPropertyByPin } from "@/entities/property/api/get-property-by-pin";
import { logPropertySearch } from "@/entities/property/api/log-property-search";
import { propertySearchQueryOptions, searchProperties } from "@/entities/property/api/search-properties";
import { EdgeFunctionError } from "@/lib/edge-functions";
import { testParcels } from "#tests/msw/fixtures/parcels.ts";
import { functionUrl } from "#tests/msw/handlers.ts";
import { server } from "#tests/msw/server.ts";

describe("property api", () => {
  it("searches with filters.address and limit, sending the anon key", async () => {
    let seen: { body: unknown; apikey: string | null; auth: string | null } | undefined;
    server.use(
      http.post(functionUrl("njpr-properties"), async ({ request }) => {
        seen = { body: await request.json(), apikey: request.headers.get("apikey"), auth: request.headers.get("authorization") };
        return HttpResponse.json([]);
      }),
    );
    await expect(searchProperties({ address: "  12 Oak ", limit: 5 })).resolves.toEqual([]);
    expect(seen).toEqual({ body: { filters: { address: "12 Oak" }, limit: 5 }, apikey: "sb_publishable_test", auth: null });
  });

  it("keys searches by the normalised address, so case and spacing share one entry", () => {
    expect(propertySearchQueryOptions({ address: " 12  OAK Ridge", limit: 5 }).queryKey).toEqual(
      propertySearchQueryOptions({ address: "12 oak ridge", limit: 5 }).queryKey,
    );
    expect(propertySearchQueryOptions({ address: "12" }).enabled).toBe(false);
    expect(propertySearchQueryOptions({ address: "123" }).enabled).toBe(true);
  });

  it("loads a record by pin, nested under countyData or not", async () => {
    await expect(getPropertyByPin("1009_12_3.01")).resolves.toEqual(testParcels.flemington);
    server.use(http.get(`${functionUrl("njpr-properties")}/:pin`, () => HttpResponse.json({ countyData: testParcels.capeMay })));
    await expect(getPropertyByPin("0502_1049_3")).resolves.toEqual(testParcels.capeMay);
  });

  it("fails on an unknown pin, an empty answer or a malformed pin (without calling the function)", async () => {
    await expect(getPropertyByPin("9999_1_1")).rejects.toBeInstanceOf(EdgeFunctionError);
    await expect(getPropertyByPin("9999_1_1")).rejects.toMatchObject({ status: 404 });
    server.use(http.get(`${functionUrl("njpr-properties")}/:pin`, () => HttpResponse.json({})));
    await expect(getPropertyByPin("1009_12_3.01")).rejects.toThrow(/no county record/);
    await expect(getPropertyByPin("../rest/v1/x")).rejects.toThrow(/Not a GIS PIN/);
  });

  it("logs a search and ignores a failing log", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(functionUrl("log-property-search"), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ error: "down" }, { status: 500 });
      }),
    );
    await expect(logPropertySearch({ propertyData: { GIS_PIN: "1009_12_3.01" }, serviceRequested: false })).resolves.toBeUndefined();
    expect(bodies).toEqual([{ propertyData: { GIS_PIN: "1009_12_3.01" }, serviceRequested: false }]);
    server.use(http.post(functionUrl("log-property-search"), () => HttpResponse.error()));
    await expect(logPropertySearch({ propertyData: {}, serviceRequested: true })).resolves.toBeUndefined();
  });
});
