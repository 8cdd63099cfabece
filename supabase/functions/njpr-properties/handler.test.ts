import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toSearchResult } from "../_shared/county-records.ts";
import { handler } from "./handler.ts";

/**
 * The proxy path (NJPR_API_KEY set) against a stand-in records API on
 * 127.0.0.1, and the request handling that needs no database. The nj_parcels
 * path runs against the local stack in tests/backend/njpr-properties.test.ts.
 */

const record = {
  Prop_Mail_Street: "12 Oak Ridge Rd",
  P_City: "Flemington",
  P_State: "NJ",
  P_Zip: "08822",
  Sq_Ft: 1850,
  GIS_PIN: "1009_12_3.01",
  COUNTY_NAME: "Hunterdon",
  Owners_Name: "SMITH, JOHN & MARY",
  Total_Assmnt_1: 400000,
};

type Reply = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let reply: Reply;
const seen: { method: string; url: string; apiKey: string | undefined; body: string }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", apiKey: req.headers["x-api-key"] as string | undefined, body });
      reply(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/properties`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sendJson = (status: number, value: unknown): Reply => (_req, res) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
};

const saved = { ...process.env };
beforeEach(() => {
  seen.length = 0;
  process.env.NJPR_API_KEY = "stand-in-key";
  process.env.NJPR_API_URL = baseUrl;
  // Room for a loaded CI machine: the stand-in answers in a few ms when idle, but took over 300 ms once.
  process.env.NJPR_API_TIMEOUT_MS = "5000";
});
afterEach(() => {
  for (const key of ["NJPR_API_KEY", "NJPR_API_URL", "NJPR_API_TIMEOUT_MS"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

const search = (body: unknown) =>
  handler(
    new Request("http://localhost/njpr-properties", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
const byPin = (pin: string) => handler(new Request(`http://localhost/functions/v1/njpr-properties/${pin}`));

describe("njpr-properties through the county-records API (NJPR_API_KEY set)", () => {
  it("forwards the search with the key and answers results in the site's shape", async () => {
    reply = sendJson(200, [record, { countyData: { ...record, GIS_PIN: "1009_12_7", Prop_Mail_Street: "40 Oak Ridge Rd" } }]);
    const response = await search({ filters: { address: "  12 oak ridge " }, limit: 5 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { address: "12 Oak Ridge Rd", city: "Flemington", state: "NJ", zip: "08822", cityStateZip: "Flemington, NJ 08822", countyData: record },
      expect.objectContaining({ address: "40 Oak Ridge Rd", countyData: expect.objectContaining({ GIS_PIN: "1009_12_7" }) }),
    ]);
    expect(seen).toEqual([
      { method: "POST", url: "/v1/properties", apiKey: "stand-in-key", body: JSON.stringify({ filters: { address: "12 oak ridge" }, limit: 5 }) },
    ]);
  });

  it("reads lists wrapped under data/results/properties and never answers more than the limit", async () => {
    reply = sendJson(200, { results: [record, record, record] });
    const response = await search({ filters: { address: "oak ridge" }, limit: 2 });
    expect(await response.json()).toHaveLength(2);
  });

  it("looks a PIN up with GET {NJPR_API_URL}/{pin} and answers the bare record", async () => {
    reply = sendJson(200, { countyData: record });
    const response = await byPin("1009_12_3.01");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(record);
    expect(seen[0]).toMatchObject({ method: "GET", url: "/v1/properties/1009_12_3.01", apiKey: "stand-in-key" });
  });

  it("answers 404 'Property not found' when the API has no such PIN", async () => {
    reply = sendJson(404, { message: "no such parcel" });
    const response = await byPin("1009_99_1");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Property not found" });
  });

  it("answers 504 with a clear message when the API does not answer in time", async () => {
    process.env.NJPR_API_TIMEOUT_MS = "300";
    reply = (_req, res) => setTimeout(() => sendJson(200, [record])(_req, res, ""), 1_500);
    const response = await search({ filters: { address: "12 oak ridge" }, limit: 5 });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: "The county records service did not answer in time. Please try again." });
  });

  it.each([
    ["an error status", sendJson(500, { error: "boom" }), 502, "The county records service answered with an error (HTTP 500). Please try again later."],
    ["a refused key", sendJson(401, { error: "bad key" }), 502, "The county records service refused our credentials. Please try again later."],
    ["rate limiting", sendJson(429, {}), 503, "The county records service is busy. Please try again in a moment."],
    ["an answer that is not JSON", ((_req, res) => res.end("<html>oops</html>")) as Reply, 502, "The county records service answered something that is not JSON"],
    ["JSON of another shape", sendJson(200, { hello: "world" }), 502, "The county records service answered in an unexpected format"],
  ])("answers %s from the API as a clear error", async (_label, upstream, status, message) => {
    reply = upstream;
    const response = await search({ filters: { address: "12 oak ridge" }, limit: 5 });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: message });
  });

  it("answers 502 when the API cannot be reached", async () => {
    process.env.NJPR_API_URL = "http://127.0.0.1:9/v1/properties";
    const response = await byPin("1009_12_3.01");
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: "The county records service cannot be reached. Please try again later." });
  });

  it("answers 500 naming the missing setting when NJPR_API_URL is not set", async () => {
    delete process.env.NJPR_API_URL;
    const response = await byPin("1009_12_3.01");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "The county records service is not configured (NJPR_API_URL is missing)" });
  });
});

describe("njpr-properties request checks (no data source touched)", () => {
  it.each([
    [{ filters: { address: "ab" } }, "filters.address"],
    [{ filters: {} }, "filters.address"],
    [{ filters: { address: "12 oak" }, limit: 0 }, "limit"],
    [{ filters: { address: "12 oak" }, limit: 26 }, "limit"],
  ])("answers 400 naming the field for %j", async (body, field) => {
    const response = await search(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { details: { path: string }[] };
    expect(answer.details.map((detail) => detail.path)).toContain(field);
    expect(seen).toHaveLength(0);
  });

  it("refuses a malformed PIN and a GET without one", async () => {
    expect((await byPin("..%2F..%2Fetc")).status).toBe(400);
    expect((await handler(new Request("http://localhost/njpr-properties"))).status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it("answers 405 to other methods", async () => {
    const response = await handler(new Request("http://localhost/njpr-properties", { method: "DELETE" }));
    expect(response.status).toBe(405);
  });
});

describe("toSearchResult", () => {
  it("defaults the state to NJ and builds cityStateZip", () => {
    expect(toSearchResult({ Prop_Mail_Street: "5 Maple Ave", P_City: "Hackensack", P_Zip: "07601" })).toMatchObject({
      address: "5 Maple Ave",
      state: "NJ",
      cityStateZip: "Hackensack, NJ 07601",
    });
    expect(toSearchResult({ Prop_Mail_Street: "Rte 31", P_City: null, P_Zip: null }).cityStateZip).toBe("NJ");
  });
});
