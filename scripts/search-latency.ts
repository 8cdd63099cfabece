/**
 * Address-suggestion latency through the gateway, as the quote modal asks:
 * POST /functions/v1/njpr-properties {filters:{address}, limit: 5}, from
 * `concurrency` clients at once, for a mix of what people type. Used by
 * `npm run bench:search` (dev and statewide size) and `npm run bench`.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { generateParcel } from "../supabase/local/parcels/generate-parcel.ts";
import type { ClientJob, ClientQuery, ClientResult } from "./search-latency-client.ts";

export interface TypedQuery {
  kind: string;
  text: string;
}

/** Abbreviation → the long form some people type. */
const LONG_FORMS: Record<string, string> = { Rd: "Road", St: "Street", Ave: "Avenue", Dr: "Drive", Ln: "Lane", Ct: "Court", Pl: "Place", Ter: "Terrace" };

/** A deterministic pseudo-random index sequence (no Math.random: runs compare). */
function* indexes(count: number, parcelCount: number): Generator<number> {
  let state = 0x9e3779b9;
  for (let i = 0; i < count; i++) {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    yield state % parcelCount;
  }
}

/**
 * What visitors type, taken from real rows: the house number and the first
 * letters of the street, more of it, the whole street, with town, "NJ" and
 * ZIP, the street type written out or half typed, in capitals, the street
 * alone, and words out of order with the municipality.
 */
export function realisticQueries(count: number, parcelCount: number): TypedQuery[] {
  const queries: TypedQuery[] = [];
  const shapes = [
    "number + 3 letters", "number + partial street", "full street", "street + town", "full address with NJ and ZIP",
    "street type written out", "street type half typed", "capitals + town", "street name only", "any order, municipality",
  ];
  let n = 0;
  for (const index of indexes(count, parcelCount)) {
    const parcel = generateParcel(index);
    const [number = "", ...rest] = parcel.prop_street.split(" ");
    const suffix = rest.at(-1) ?? "";
    const name = rest.slice(0, -1).join(" ") || rest.join(" ");
    const long = LONG_FORMS[suffix] ?? suffix;
    const kind = shapes[n++ % shapes.length]!;
    const text = {
      "number + 3 letters": `${number} ${name.slice(0, 3).toLowerCase()}`,
      "number + partial street": `${number} ${name.slice(0, Math.max(4, Math.ceil(name.length * 0.7))).toLowerCase()}`,
      "full street": parcel.prop_street,
      "street + town": `${parcel.prop_street} ${parcel.city}`,
      "full address with NJ and ZIP": `${parcel.prop_street}, ${parcel.city}, NJ ${parcel.zip}`,
      "street type written out": `${number} ${name} ${long}`,
      "street type half typed": `${number} ${name} ${long.slice(0, 3).toLowerCase()}`,
      "capitals + town": `${parcel.prop_street} ${parcel.city}`.toUpperCase(),
      "street name only": name.slice(0, Math.max(3, name.length - 1)).toLowerCase(),
      "any order, municipality": `${parcel.municipality} ${name.split(" ")[0] ?? name} ${number}`,
    }[kind]!;
    queries.push({ kind, text });
  }
  return queries;
}

/** How many queries, for other parcels than the measured ones, warm a stack up before a measurement. */
export const WARMUP_QUERIES = 500;

/** The bench's query mix: `count` measured queries and the warm-up queries before them. */
export function benchQueries(count: number, parcelCount: number): { warmupQueries: TypedQuery[]; queries: TypedQuery[] } {
  const all = realisticQueries(WARMUP_QUERIES + count, parcelCount);
  return { warmupQueries: all.slice(0, WARMUP_QUERIES), queries: all.slice(WARMUP_QUERIES) };
}

export interface LatencyFigures {
  requests: number;
  concurrency: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
  errors: number;
  emptyAnswers: number;
  byKind: { kind: string; p50: number; p95: number }[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * Sends every query once (after a short warm-up), `concurrency` at a time,
 * from a separate process (scripts/search-latency-client.ts): a load
 * generator in the bench's own process would share the event loop of the
 * local gateway it measures and queue its requests behind its own.
 */
export async function measureSearchLatency(options: {
  gatewayUrl: string;
  anonKey: string;
  queries: ClientQuery[];
  /** Sent first, untimed, at the same concurrency: connections, caches and plans warm up. */
  warmupQueries?: ClientQuery[];
  concurrency: number;
  limit?: number;
  /** The function asked (default njpr-properties); queries with a `body` send it (scripts/bench-booking.ts). */
  functionName?: string;
}): Promise<LatencyFigures> {
  const job: ClientJob = {
    url: `${options.gatewayUrl}/functions/v1/${options.functionName ?? "njpr-properties"}`,
    anonKey: options.anonKey,
    queries: options.queries,
    warmupQueries: options.warmupQueries ?? [],
    concurrency: options.concurrency,
    limit: options.limit ?? 5,
  };
  const child = fork(fileURLToPath(new URL("./search-latency-client.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const { samples, errors, emptyAnswers, seconds } = await new Promise<ClientResult>((resolve, reject) => {
    child.once("message", (message) => resolve(message as ClientResult));
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the search load client exited with code ${code} before answering`)));
    child.send(job);
  }).finally(() => {
    if (child.exitCode === null) child.kill();
  });

  const all = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const kinds = [...new Set(samples.map((sample) => sample.kind))];
  return {
    requests: samples.length,
    concurrency: options.concurrency,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    max: all.at(-1) ?? Number.NaN,
    perSecond: samples.length / seconds,
    errors,
    emptyAnswers,
    byKind: kinds.map((kind) => {
      const ms = samples.filter((sample) => sample.kind === kind).map((sample) => sample.ms).sort((a, b) => a - b);
      return { kind, p50: percentile(ms, 50), p95: percentile(ms, 95) };
    }),
  };
}

export function formatFigures(label: string, figures: LatencyFigures): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const lines = [
    `${label}: p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)}` +
      ` (${figures.requests} requests, ${figures.concurrency} concurrent clients, ${figures.perSecond.toFixed(0)}/s,` +
      ` ${figures.errors} errors, ${figures.emptyAnswers} empty answers)`,
    ...figures.byKind.map((row) => `    ${row.kind.padEnd(30)} p50 ${ms(row.p50).padStart(9)}   p95 ${ms(row.p95).padStart(9)}`),
  ];
  return lines.join("\n");
}
