/**
 * `npm run bench:booking`: the open-times answer (POST /functions/v1/booking-times)
 * through the local gateway, p50/p95, with 500 booked appointments in the
 * calendar (two a business day, 9:00 and 13:00, back from 30 days ahead, so
 * the next three weeks are half full and the rest lies in the past) and 20
 * concurrent clients asking for a mix of services, sizes and counties, each
 * request from one of 200 visitor addresses (connecting from 127.77.x.y, which
 * the gateway reports as the caller; each stays within its limit of 60 a
 * minute), after an untimed warm-up pass. Aim: p95 under 50 ms
 * (docs/decisions/046). The load generator is scripts/search-latency-client.ts,
 * in its own process.
 *
 * Flags: --requests N (default 2000), --concurrency N (default 20). Starts a
 * fresh local stack on free ports; `npm run bench` runs the same measurement
 * on its stack.
 */
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { startStack } from "../supabase/local/stack.ts";
import { COVERED_COUNTY_SLUGS } from "../supabase/functions/_shared/domain/covered-counties.ts";
import { addDays, isoWeekday, localDate, zonedInstant } from "../supabase/functions/_shared/domain/booking/time-zone.ts";
import { PHOTOGRAPHY_PACKAGES, PRICE_TIERS } from "../supabase/functions/_shared/domain/pricing.ts";
import { formatFigures, measureSearchLatency, type LatencyFigures } from "./search-latency.ts";
import type { ClientQuery } from "./search-latency-client.ts";

export const BENCH_APPOINTMENTS = 500;
const TIME_ZONE = "America/New_York";

/** Books `count` appointments straight into the database (the bench's calendar; the stack is a throwaway). */
export async function bookBenchAppointments(databaseUrl: string, count = BENCH_APPOINTMENTS): Promise<void> {
  const starts: string[] = [];
  const counties: string[] = [];
  for (let date = addDays(localDate(Date.now(), TIME_ZONE), 30); starts.length < count; date = addDays(date, -1)) {
    if (isoWeekday(date) > 5) continue;
    for (const hour of [9, 13]) {
      if (starts.length === count) break;
      starts.push(new Date(zonedInstant(date, hour * 60, TIME_ZONE)).toISOString());
      counties.push(COVERED_COUNTY_SLUGS[starts.length % COVERED_COUNTY_SLUGS.length]!);
    }
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into public.appointments
         (status, during, blocked, service_type, service_id, duration_minutes, county, manage_token_hash, booked_at)
       select 'booked', tstzrange(s, s + interval '60 minutes'), tstzrange(s, s + interval '75 minutes'), 'appraisal', 'appraisal', 60,
              c, encode(sha256(convert_to(s::text, 'UTF8')), 'hex'), now()
         from unnest($1::timestamptz[], $2::text[]) as t (s, c)`,
      [starts, counties],
    );
  } finally {
    await db.end();
  }
}

/** What visitors ask: every service, size and covered county in turn (a county the business does not serve is a 400). */
export function bookingQueries(count: number, offset = 0): ClientQuery[] {
  const services = [
    { kind: "appraisal", body: { serviceType: "appraisal" } },
    ...PHOTOGRAPHY_PACKAGES.map((pkg) => ({ kind: pkg.id, body: { serviceType: "photography", selectedPhotographyPackage: pkg.id } })),
    {
      kind: "custom package",
      body: { serviceType: "photography", selectedPhotographyPackage: "custom", selectedAddOns: ["professional-photography", "floor-plans"] },
    },
  ];
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    const service = services[n % services.length]!;
    const county = COVERED_COUNTY_SLUGS[(n * 7) % COVERED_COUNTY_SLUGS.length]!;
    return {
      kind: service.kind,
      text: county,
      body: { ...service.body, tier: PRICE_TIERS[n % PRICE_TIERS.length], county },
      address: `10.77.${Math.floor((n % 200) / 100)}.${n % 100}`,
    };
  });
}

export async function measureBookingLatency(options: {
  gatewayUrl: string;
  anonKey: string;
  databaseUrl: string;
  requests?: number;
  concurrency?: number;
}): Promise<LatencyFigures> {
  await bookBenchAppointments(options.databaseUrl);
  const requests = options.requests ?? 2000;
  return measureSearchLatency({
    gatewayUrl: options.gatewayUrl,
    anonKey: options.anonKey,
    functionName: "booking-times",
    warmupQueries: bookingQueries(200, requests),
    queries: bookingQueries(requests),
    concurrency: options.concurrency ?? 20,
  });
}

export function printBookingFigures(figures: LatencyFigures): void {
  console.log(formatFigures(`open times with ${BENCH_APPOINTMENTS} booked appointments`, figures));
  // An answer that is an error is no open time: a run with errors measured nothing and says so.
  if (figures.errors > 0) console.log(`FAIL: ${figures.errors} of the answers were errors, so the figures do not measure open times`);
  else console.log(figures.p95 <= 50 ? "PASS: p95 within the aim of 50 ms" : "FAIL: p95 over the aim of 50 ms");
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { requests: { type: "string", default: "2000" }, concurrency: { type: "string", default: "20" } } });
  const stack = await startStack({ ephemeral: true, parcels: 100, log: false });
  try {
    console.log("\n== Open times (booking-times) through the gateway");
    printBookingFigures(
      await measureBookingLatency({
        gatewayUrl: stack.urls.gateway,
        anonKey: stack.keys.anon,
        databaseUrl: stack.databaseUrl,
        requests: Number(values.requests),
        concurrency: Number(values.concurrency),
      }),
    );
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
