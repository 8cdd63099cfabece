/**
 * `npm run bench:search`: address-suggestion latency (p50/p95) through the
 * gateway at 20 concurrent clients, for a mix of realistic partial addresses,
 * on a fresh local stack at dev size (20,000 parcels) and at statewide size
 * (3.5 million; loading takes several minutes), after an untimed warm-up
 * pass over 500 other addresses. Aim: p95 at most 30 ms at every size, statewide included,
 * judged PASS or FAIL.
 *
 * Flags: --parcels N (statewide size, default 3500000), --dev-parcels N
 * (default 20000), --requests N per size (default 2000), --concurrency N
 * (default 20), --dev-only.
 */
import { parseArgs } from "node:util";
import { startStack } from "../supabase/local/stack.ts";
import { benchQueries, formatFigures, measureSearchLatency } from "./search-latency.ts";

const { values } = parseArgs({
  options: {
    parcels: { type: "string", default: "3500000" },
    "dev-parcels": { type: "string", default: "20000" },
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "20" },
    "dev-only": { type: "boolean", default: false },
  },
});

function whole(name: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`--${name} wants a whole number, got "${value}"`);
  return number;
}

/** The p95 a visitor's suggestions may take through the gateway, with 20 callers. */
const SEARCH_P95_AIM_MS = 30;

async function measureAt(parcels: number, requests: number, concurrency: number): Promise<void> {
  console.log(`\n== ${parcels.toLocaleString("en-US")} parcels: starting a fresh local stack (loading the parcels)...`);
  const stack = await startStack({ ephemeral: true, parcels, log: "quiet" });
  try {
    console.log(`stack ready in ${(stack.setup.startMs / 1000).toFixed(0)} s`);
    const figures = await measureSearchLatency({
      gatewayUrl: stack.urls.gateway,
      anonKey: stack.keys.anon,
      ...benchQueries(requests, parcels),
      concurrency,
    });
    console.log(formatFigures(`suggestions at ${parcels.toLocaleString("en-US")} parcels`, figures));
    console.log(figures.p95 <= SEARCH_P95_AIM_MS ? `PASS: p95 within the aim of ${SEARCH_P95_AIM_MS} ms` : `FAIL: p95 over the aim of ${SEARCH_P95_AIM_MS} ms`);
  } finally {
    await stack.stop();
  }
}

async function main(): Promise<void> {
  const requests = whole("requests", values.requests);
  const concurrency = whole("concurrency", values.concurrency);
  await measureAt(whole("dev-parcels", values["dev-parcels"]), requests, concurrency);
  if (!values["dev-only"]) await measureAt(whole("parcels", values.parcels), requests, concurrency);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
