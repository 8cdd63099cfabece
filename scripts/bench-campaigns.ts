/**
 * `npm run bench:campaigns` (also part of `npm run bench`): the campaign report
 * (docs/decisions/063-campaign-funnel.md) through the local gateway over a year of data at a
 * busy site's scale: 100,000 campaign landings (12 campaigns, 4 sources, 3 media, 60,000
 * sessions, 5,000 addresses), 1,000,000 site visits, 40,000 quote steps, 5,000 requests
 * (a third with a discount code, 2% flagged as spam) and 2,000 booked appointments (one in
 * ten cancelled), all seeded with generate_series in a few statements. Measured: the desk's
 * report of the last 52 weeks (every campaign, code and week, signed in as an owner at aal2)
 * and a marketer's report of two campaigns, sequentially after a warm-up, p50/p95. Aim: p95
 * at most 300 ms.
 *
 * Flags: --requests N (default 100 of each). Starts a fresh local stack on free ports.
 */
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { SignJWT } from "jose";
import pg from "pg";
import { LOCAL_JWT_SECRET } from "../supabase/local/ports.ts";
import { startStack } from "../supabase/local/stack.ts";

export const CAMPAIGN_BENCH_SCALE = { landings: 100_000, siteVisits: 1_000_000, requests: 5_000 } as const;

/** Seeds the year (the stack is a throwaway). Answers a marketer link's key and an owner's aal2 token. */
export async function seedCampaignBench(databaseUrl: string): Promise<{ key: string; ownerToken: string }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // 100,000 landings over 365 days: session n lands once or twice (60,000 sessions).
    await db.query(`
      insert into public.campaign_visits (created_at, utm_campaign, utm_source, utm_medium, session_id, ip_hash, landing_path)
      select now() - (random() * interval '365 days'),
             (array['Spring Mailing', 'summer open house', 'Fall-Flyer', 'winter refi', 'realtor-newsletter', 'lender-webinar',
                    'holiday card', 'google brand', 'google generic', 'facebook retarget', 'zillow', 'yard signs'])[1 + n % 12],
             (array['newsletter', 'postcard', 'facebook', 'google'])[1 + n % 4],
             (array['email', 'print', 'cpc'])[1 + n % 3],
             'sv_1760000000000_' || lpad((n % 60000)::text, 8, '0'),
             md5('address ' || (n % 5000)),
             '/?utm_campaign=x'
        from generate_series(1, ${CAMPAIGN_BENCH_SCALE.landings}) as n`);
    await db.query(`
      insert into public.site_visits (created_at, page_path, session_id, time_on_page_seconds, utm_campaign)
      select now() - (random() * interval '365 days'), '/services', 'sv_1760000000000_' || lpad((n % 300000)::text, 8, '0'), 30,
             case when n % 10 = 0 then 'spring mailing' end
        from generate_series(1, ${CAMPAIGN_BENCH_SCALE.siteVisits}) as n`);
    // Quote steps: 25,000 sessions opened the quote, 15,000 saw a price (each credited at insert).
    await db.query(`
      insert into public.quote_steps (created_at, session_id, step)
      select v.created_at + interval '2 minutes', v.session_id, s.step
        from (select distinct on (session_id) session_id, created_at from public.campaign_visits order by session_id, created_at) as v
        cross join (values ('opened', 25000), ('priced', 15000)) as s (step, upto)
       where substr(v.session_id, 18)::int < s.upto`);
    await db.query(`
      insert into public.service_requests (created_at, first_name, last_name, email, phone, service_type, server_base_price, server_final_price,
                                           discount_code, discount_status, suspected_spam, session_id)
      select now() - (random() * interval '360 days'), 'Bench', 'Visitor', 'bench' || n || '@example.com', '9085550134', 'appraisal',
             450, case when n % 3 = 0 then 405 else 450 end,
             case when n % 3 = 0 then jsonb_build_object('code', (array['SPRING10', 'SAVE50', 'FALL15'])[1 + n % 3], 'type', 'percentage', 'value', 10) end,
             case when n % 3 = 0 then 'applied' else 'none' end,
             n % 50 = 0,
             'sv_1760000000000_' || lpad((n * 5)::text, 8, '0')
        from generate_series(1, ${CAMPAIGN_BENCH_SCALE.requests}) as n`);
    // 2,000 booked appointments, each on a calendar of its own (no overlap to check), one in ten cancelled.
    await db.query(`
      insert into public.appointments (calendar, status, during, service_type, service_id, duration_minutes, county, service_request_id, booked_at, cancelled_at)
      select 'bench-' || r.n, case when r.n % 10 = 0 then 'cancelled' else 'booked' end,
             tstzrange(r.created_at + interval '7 days', r.created_at + interval '7 days 1 hour'), 'appraisal', 'appraisal', 60, 'hunterdon',
             r.id, r.created_at, case when r.n % 10 = 0 then r.created_at + interval '1 day' end
        from (select id, created_at, row_number() over (order by created_at) as n from public.service_requests where first_name = 'Bench') as r
       where r.n <= 2000`);
    await db.query("analyze public.campaign_visits, public.site_visits, public.quote_steps, public.service_requests, public.appointments");
    const key = (
      await db.query<{ report_key: string }>(
        "insert into public.campaign_report_links (label, campaigns) values ('Bench', '{spring mailing,fall-flyer}') returning report_key",
      )
    ).rows[0]!.report_key;
    const ownerId = randomUUID();
    await db.query("insert into auth.users (id, email, aud, role) values ($1, 'bench-owner@example.com', 'authenticated', 'authenticated')", [ownerId]);
    await db.query("insert into public.owners (user_id, email) values ($1, 'bench-owner@example.com')", [ownerId]);
    const now = Math.floor(Date.now() / 1000);
    const ownerToken = await new SignJWT({ sub: ownerId, role: "authenticated", aud: "authenticated", email: "bench-owner@example.com", aal: "aal2", session_id: randomUUID(), iat: now, exp: now + 3600 })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
    return { key, ownerToken };
  } finally {
    await db.end();
  }
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function timeCalls(count: number, call: () => Promise<Response>): Promise<{ p50: number; p95: number; failures: number }> {
  const times: number[] = [];
  let failures = 0;
  for (let index = 0; index < count + 5; index += 1) {
    const started = performance.now();
    const response = await call();
    const body = await response.text();
    if (!response.ok || body === "null") failures += 1;
    if (index >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), failures };
}

export async function measureCampaignReport(options: { gatewayUrl: string; publishableKey: string; databaseUrl: string; requests?: number }) {
  const seedStarted = performance.now();
  const { key, ownerToken } = await seedCampaignBench(options.databaseUrl);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 363 * 86_400_000).toISOString().slice(0, 10);
  const requests = options.requests ?? 100;
  const post = (fn: string, token: string, body: unknown) =>
    fetch(`${options.gatewayUrl}/rest/v1/rpc/${fn}`, {
      method: "POST",
      headers: { apikey: options.publishableKey, Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const desk = await timeCalls(requests, () => post("owner_campaign_report", ownerToken, { p_from: yearAgo, p_to: today }));
  const marketer = await timeCalls(requests, () => post("marketer_campaign_report", options.publishableKey, { p_key: key, p_from: yearAgo, p_to: today }));
  return { seedSeconds, requests, desk, marketer };
}

export function printCampaignFigures(figures: Awaited<ReturnType<typeof measureCampaignReport>>): void {
  const { landings, siteVisits, requests } = CAMPAIGN_BENCH_SCALE;
  console.log(`seeded ${landings.toLocaleString("en-US")} landings, ${siteVisits.toLocaleString("en-US")} site visits, ${requests.toLocaleString("en-US")} requests in ${figures.seedSeconds.toFixed(1)} s`);
  for (const [label, row] of [
    ["desk report, 52 weeks, every campaign", figures.desk],
    ["marketer report, 52 weeks, 2 campaigns", figures.marketer],
  ] as const) {
    console.log(
      `${label.padEnd(40)} p50 ${row.p50.toFixed(1)} ms  p95 ${row.p95.toFixed(1)} ms  (${figures.requests} calls${row.failures ? `, ${row.failures} failed` : ""})  aim p95 ≤ 300 ms: ${row.p95 <= 300 && row.failures === 0 ? "within" : "OVER"}`,
    );
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { requests: { type: "string", default: "100" } } });
  const stack = await startStack({ ephemeral: true, parcels: 100, log: false });
  try {
    console.log("\n== Campaign report through the gateway (a year of data)");
    printCampaignFigures(
      await measureCampaignReport({ gatewayUrl: stack.urls.gateway, publishableKey: stack.keys.publishable, databaseUrl: stack.databaseUrl, requests: Number(values.requests) }),
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
