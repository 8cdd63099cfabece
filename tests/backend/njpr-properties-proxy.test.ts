import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFunctionCopy, type FunctionCopy } from "./helpers/function-copy.ts";

/**
 * njpr-properties with NJPR_API_KEY set, run by Deno exactly as the stack
 * runs it, against a stand-in county-records API on 127.0.0.1: it forwards
 * with the key and answers the site's shape; the API's failures come back as
 * clear errors (docs/decisions/006: 504 on timeout; 502 for a refused key, an
 * error status or an answer that is not JSON; 503 when rate limited; 404 for
 * a PIN it does not know).
 */

const record = {
  Prop_Mail_Street: "12 Oak Ridge Rd",
  P_City: "Flemington",
  P_State: "NJ",
  P_Zip: "08822",
  Sq_Ft: 1850,
  GIS_PIN: "1009_12_3.01",
  COUNTY_NAME: "Hunterdon",
};

let server: Server;
let fn: FunctionCopy;
let fnUrl: string;
const received: { method?: string; url?: string; key?: string }[] = [];

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** What a proxy or maintenance page in front of the API answers: 200, but HTML. */
function notJson(res: ServerResponse) {
  res.writeHead(200, { "content-type": "text/html" });
  res.end("<html><body>Scheduled maintenance</body></html>");
}

function search(address: string) {
  return fetch(fnUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ filters: { address }, limit: 5 }),
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push({ method: req.method, url: req.url, key: req.headers["x-api-key"] as string });
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      if (req.url === "/records/1009_12_3.01") return answer(res, 200, record);
      if (req.url === "/records/0000_slow_1") return void setTimeout(() => answer(res, 200, record), 3_000);
      if (req.url === "/records/0000_broken_1") return answer(res, 500, { error: "database on fire" });
      if (req.url === "/records/0000_unauthorized_1") return answer(res, 401, { error: "invalid api key" });
      if (req.url === "/records/0000_forbidden_1") return answer(res, 403, { error: "key not allowed" });
      if (req.url === "/records/0000_busy_1") return answer(res, 429, { error: "too many requests" });
      if (req.url === "/records/0000_html_1") return notJson(res);
      if (req.url === "/records/0000_empty_1") return answer(res, 200, { data: [] });
      if (req.url?.startsWith("/records/")) return answer(res, 404, { error: "not found" });
      if (body.includes("busy street")) return answer(res, 429, { error: "too many requests" });
      if (body.includes("html street")) return notJson(res);
      return answer(res, 200, { data: [record] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const apiPort = (server.address() as AddressInfo).port;

  fn = await startFunctionCopy("njpr-properties", {
    env: { NJPR_API_KEY: "stand-in-key", NJPR_API_URL: `http://127.0.0.1:${apiPort}/records`, NJPR_API_TIMEOUT_MS: "1000" },
  });
  fnUrl = fn.url;
});

afterAll(async () => {
  await fn?.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("njpr-properties proxying the county-records API (Deno)", () => {
  it("searches through the API with the x-api-key header and answers the site's shape", async () => {
    const response = await fetch(fnUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ filters: { address: "12 oak" }, limit: 5 }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { address: "12 Oak Ridge Rd", city: "Flemington", state: "NJ", zip: "08822", cityStateZip: "Flemington, NJ 08822", countyData: record },
    ]);
    expect(received.at(-1)).toEqual({ method: "POST", url: "/records", key: "stand-in-key" });
  });

  it("looks a PIN up through the API; a PIN it does not know is 'Property not found'", async () => {
    const found = await fetch(`${fnUrl}/1009_12_3.01`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual(record);
    const missing = await fetch(`${fnUrl}/1009_99_9`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Property not found" });
  });

  it("answers 504 when the API does not answer in time", async () => {
    const response = await fetch(`${fnUrl}/0000_slow_1`);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: "The county records service did not answer in time. Please try again." });
  });

  it("answers 502 when the API fails", async () => {
    const response = await fetch(`${fnUrl}/0000_broken_1`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: "The county records service answered with an error (HTTP 500). Please try again later.",
    });
  });

  it.each(["0000_unauthorized_1", "0000_forbidden_1"])("answers 502 when the API refuses the key (%s: 401 / 403)", async (pin) => {
    const response = await fetch(`${fnUrl}/${pin}`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: "The county records service refused our credentials. Please try again later." });
  });

  it("answers 503 when the API rate-limits us (429), for a lookup and a search", async () => {
    for (const response of [await fetch(`${fnUrl}/0000_busy_1`), await search("busy street")]) {
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: "The county records service is busy. Please try again in a moment." });
    }
  });

  it("answers 502 when the API answers something that is not JSON, for a lookup and a search", async () => {
    for (const response of [await fetch(`${fnUrl}/0000_html_1`), await search("html street")]) {
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: "The county records service answered something that is not JSON" });
    }
  });

  it("answers 404 'Property not found' when the API answers an empty list for the PIN", async () => {
    const response = await fetch(`${fnUrl}/0000_empty_1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Property not found" });
  });
});
