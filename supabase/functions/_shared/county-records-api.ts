import { readEnv } from "./env.ts";
import { HttpError } from "./http.ts";
import { countyRecordSchema, type CountyRecord } from "./schemas/county-record.ts";

/**
 * The hosted county-records API, used instead of nj_parcels when
 * NJPR_API_KEY is set (docs/decisions/006-parcel-address-search.md):
 *
 *   GET  {NJPR_API_URL}/{pin}                                  one record
 *   POST {NJPR_API_URL}  {"filters":{"address":…},"limit":n}   matching records
 *
 * with the key in the `x-api-key` header, at most NJPR_API_TIMEOUT_MS
 * (default 8000) per call. Records may come bare or nested under
 * `countyData`, and lists bare or under `data`, `results` or `properties`.
 * Its failures become clear errors: no answer in time → 504; unreachable, a
 * refused key, an error status or an unreadable answer → 502; 429 → 503.
 */

export const DEFAULT_API_TIMEOUT_MS = 8_000;

export interface CountyRecordsApiConfig {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

/** The API settings, or null when NJPR_API_KEY is not set (read nj_parcels instead). */
export function countyRecordsApiConfig(): CountyRecordsApiConfig | null {
  const apiKey = readEnv("NJPR_API_KEY");
  if (!apiKey) return null;
  const baseUrl = readEnv("NJPR_API_URL");
  if (!baseUrl) {
    console.error("njpr-properties: NJPR_API_KEY is set but NJPR_API_URL is not");
    throw new HttpError(500, "The county records service is not configured (NJPR_API_URL is missing)");
  }
  const timeout = Number(readEnv("NJPR_API_TIMEOUT_MS") ?? DEFAULT_API_TIMEOUT_MS);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ""),
    apiKey,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_API_TIMEOUT_MS,
  };
}

const SERVICE = "The county records service";

/** Calls the API; answers the parsed JSON, or null for a 404. */
async function call(config: CountyRecordsApiConfig, path: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}${path}`, {
      ...init,
      headers: { accept: "application/json", "x-api-key": config.apiKey, ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new HttpError(504, `${SERVICE} did not answer in time. Please try again.`);
    }
    console.error("njpr-properties: records API unreachable:", (error as Error).message);
    throw new HttpError(502, `${SERVICE} cannot be reached. Please try again later.`);
  }

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new HttpError(504, `${SERVICE} did not answer in time. Please try again.`);
    }
    throw new HttpError(502, `${SERVICE} broke off its answer. Please try again.`);
  }
  if (response.status === 404) return null;
  if (response.status === 401 || response.status === 403) {
    console.error(`njpr-properties: records API refused the key (HTTP ${response.status})`);
    throw new HttpError(502, `${SERVICE} refused our credentials. Please try again later.`);
  }
  if (response.status === 429) throw new HttpError(503, `${SERVICE} is busy. Please try again in a moment.`);
  if (!response.ok) {
    console.error(`njpr-properties: records API answered HTTP ${response.status}: ${text.slice(0, 200)}`);
    throw new HttpError(502, `${SERVICE} answered with an error (HTTP ${response.status}). Please try again later.`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(502, `${SERVICE} answered something that is not JSON`);
  }
}

function unexpected(): HttpError {
  return new HttpError(502, `${SERVICE} answered in an unexpected format`);
}

/** A record, bare or nested under countyData; null when the value is not one. */
function readRecord(value: unknown): CountyRecord | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const nested = (value as { countyData?: unknown }).countyData;
  const parsed = countyRecordSchema.safeParse(nested && typeof nested === "object" ? nested : value);
  if (!parsed.success) return null;
  const record = parsed.data;
  // Something to show: an address or a PIN.
  return record.Prop_Mail_Street || record.GIS_PIN ? record : null;
}

function readList(answer: unknown): unknown[] | null {
  if (Array.isArray(answer)) return answer;
  if (answer && typeof answer === "object") {
    for (const key of ["data", "results", "properties"] as const) {
      const list = (answer as Record<string, unknown>)[key];
      if (Array.isArray(list)) return list;
    }
  }
  return null;
}

export async function searchApiRecords(config: CountyRecordsApiConfig, address: string, limit: number): Promise<CountyRecord[]> {
  const answer = await call(config, "", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ filters: { address }, limit }),
  });
  if (answer === null) return [];
  const list = readList(answer);
  if (!list) throw unexpected();
  return list.map(readRecord).filter((record): record is CountyRecord => record !== null).slice(0, limit);
}

export async function findApiRecord(config: CountyRecordsApiConfig, pin: string): Promise<CountyRecord | null> {
  const answer = await call(config, `/${encodeURIComponent(pin)}`, { method: "GET" });
  if (answer === null) return null;
  // Some answers wrap the record in a list or under `data`.
  const list = readList(answer);
  if (list && list.length === 0) return null;
  const wrapped = answer && typeof answer === "object" && !Array.isArray(answer) ? (answer as { data?: unknown }).data : undefined;
  const record = readRecord(list ? list[0] : answer) ?? readRecord(wrapped);
  if (!record) throw unexpected();
  return record;
}
