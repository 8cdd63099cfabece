/**
 * `npm run bench:load`: log-site-visit under load through the local gateway.
 *
 * Sends site visits at a fixed rate (default 200 a second for 60 seconds) on an
 * open loop (a request leaves on schedule whether or not earlier ones have
 * answered), spread over many sessions and visitor addresses so each stays
 * within its rate limit (30 a minute per session, 600 per address; each
 * visitor connects from a loopback address of its own, 127.77.x.y, which the
 * gateway reports as the caller's, supabase/local/loopback-fetch.ts). Prints the answers by status, latency percentiles, the rate
 * achieved and the rows stored (counted in Postgres before and after).
 *
 * Flags: --rate N (requests a second), --seconds N. Starts a fresh local stack
 * on free ports; `npm run bench` runs the same measurement on its stack.
 */
import { Agent, request } from "node:http";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startStack } from "../supabase/local/stack.ts";

export interface LoadOptions {
  gatewayUrl: string;
  anonKey: string;
  databaseUrl: string;
  rate?: number;
  seconds?: number;
  /** Requests each simulated session sends over the run (must stay under 30 a minute). */
  perSession?: number;
  /** Distinct visitor addresses (each must stay under 600 a minute). */
  addresses?: number;
  /** Connections the load generator keeps open to the gateway (as a fleet of browsers would, many). */
  sockets?: number;
}

export interface LoadFigures {
  sent: number;
  byStatus: Record<string, number>;
  errors: number;
  stored: number;
  seconds: number;
  achievedRate: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  sessions: number;
  addresses: number;
}

/** Keep-alive connections to the gateway, at most `sockets` at once (requests beyond wait for one). */
function postJson(agent: Agent, url: URL, localAddress: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, localAddress, hostname: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { ...headers, "Content-Length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function measureVisitLoad(options: LoadOptions): Promise<LoadFigures> {
  const rate = options.rate ?? 200;
  const seconds = options.seconds ?? 60;
  const total = rate * seconds;
  const perSession = options.perSession ?? 10;
  const sessions = Math.ceil(total / perSession);
  const addresses = options.addresses ?? 100;
  const runId = Date.now();
  const sessionId = (n: number) => `sv_${runId}_bench${n.toString(36).padStart(6, "0")}`;
  const url = new URL(`${options.gatewayUrl}/functions/v1/log-site-visit`);
  const agent = new Agent({ keepAlive: true, maxSockets: options.sockets ?? 64 });

  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  const count = async () =>
    Number((await db.query<{ n: string }>("select count(*) as n from site_visits where session_id like $1", [`sv_${runId}_bench%`])).rows[0]?.n);

  try {
    const before = await count();
    const byStatus: Record<string, number> = {};
    const latencies: number[] = [];
    const pending: Promise<void>[] = [];

    const send = async (index: number) => {
      // Request i belongs to session i % sessions, so each session's requests spread over the run.
      const session = index % sessions;
      const address = `127.77.${Math.floor((session % addresses) / 250)}.${(session % addresses) % 250 + 1}`;
      const started = performance.now();
      let status: string;
      try {
        const answer = await postJson(
          agent,
          url,
          address,
          {
            apikey: options.anonKey,
            Authorization: `Bearer ${options.anonKey}`,
            "Content-Type": "application/json",
          },
          JSON.stringify({
            page_path: `/appraisals/purchase?utm_source=bench&utm_campaign=load-${index % 7}`,
            referrer: "https://www.google.com/",
            session_id: sessionId(session),
            time_on_page_seconds: 3,
            previous_page: "/",
            utm_source: "bench",
            utm_medium: "cpc",
            utm_campaign: `load-${index % 7}`,
            screen_resolution: "1920x1080",
            viewport_size: "1280x720",
            language: "en-US",
          }),
        );
        status = String(answer);
      } catch (error) {
        status = `network: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
      }
      latencies.push(performance.now() - started);
      byStatus[status] = (byStatus[status] ?? 0) + 1;
    };

    const started = performance.now();
    const tickMs = 50;
    const perTick = rate * (tickMs / 1000);
    let sent = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + perTick);
        while (sent < due) pending.push(send(sent++));
        if (sent >= total) resolve();
        else setTimeout(tick, tickMs);
      };
      tick();
    });
    const sendingSeconds = (performance.now() - started) / 1000;
    await Promise.all(pending);
    const elapsed = (performance.now() - started) / 1000;

    // Inserts are committed before the answer.
    const stored = (await count()) - before;
    latencies.sort((a, b) => a - b);
    const errors = Object.entries(byStatus)
      .filter(([status]) => status !== "201")
      .reduce((sum, [, n]) => sum + n, 0);
    return {
      sent,
      byStatus,
      errors,
      stored,
      seconds: elapsed,
      achievedRate: sent / sendingSeconds,
      latencyMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? 0,
      },
      sessions,
      addresses,
    };
  } finally {
    agent.destroy();
    await db.end();
  }
}

export function printLoadFigures(figures: LoadFigures): void {
  const round = (n: number) => Math.round(n * 10) / 10;
  console.log(
    `log-site-visit via the gateway: ${figures.sent} requests at ${round(figures.achievedRate)}/s ` +
      `(${figures.sessions} sessions, ${figures.addresses} addresses), all answered in ${round(figures.seconds)} s`,
  );
  console.log(`answers: ${Object.entries(figures.byStatus).map(([status, n]) => `${status} × ${n}`).join(", ")}`);
  console.log(`errors: ${figures.errors}; rows stored: ${figures.stored} of ${figures.sent}`);
  console.log(
    `latency ms: p50 ${round(figures.latencyMs.p50)}, p95 ${round(figures.latencyMs.p95)}, p99 ${round(figures.latencyMs.p99)}, max ${round(figures.latencyMs.max)}`,
  );
}

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function main() {
  const stack = await startStack({ ephemeral: true, parcels: 2000, log: false });
  try {
    console.log("\n== Visit logging under load");
    const figures = await measureVisitLoad({
      gatewayUrl: stack.urls.gateway,
      anonKey: stack.keys.anon,
      databaseUrl: stack.databaseUrl,
      rate: flag("rate", 200),
      seconds: flag("seconds", 60),
    });
    printLoadFigures(figures);
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
