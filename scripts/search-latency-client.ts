/**
 * The load generator of measureSearchLatency(), run as its own process so
 * that its work does not queue on the event loop of the gateway it measures
 * (the local stack runs in the bench's process). Keep-alive HTTP/1.1 over
 * node:http, `concurrency` requests in flight: an untimed pass over the
 * warm-up queries (other parcels than the measured ones), then each measured
 * query once; the samples go back over IPC.
 */
import { Agent, request } from "node:http";
import { loopbackFor } from "../supabase/local/loopback-fetch.ts";

/** One request: the typed address (njpr-properties), or, with `body`, that JSON body as it is (other functions). */
export interface ClientQuery {
  kind: string;
  text: string;
  body?: unknown;
  /** The visitor to be: the request connects from its loopback twin (supabase/local/loopback-fetch.ts), which the gateway reports as the caller. */
  address?: string;
}

export interface ClientJob {
  url: string;
  anonKey: string;
  queries: ClientQuery[];
  warmupQueries: ClientQuery[];
  concurrency: number;
  limit: number;
}

export interface ClientResult {
  samples: { kind: string; ms: number }[];
  errors: number;
  emptyAnswers: number;
  seconds: number;
}

const TIMEOUT_MS = 10_000;

/** An empty answer: no suggestions, or no open days. */
const isEmpty = (parsed: unknown) =>
  (Array.isArray(parsed) && parsed.length === 0) ||
  (typeof parsed === "object" && parsed !== null && "days" in parsed && Array.isArray(parsed.days) && parsed.days.length === 0);

function ask(job: ClientJob, agent: Agent, query: ClientQuery): Promise<{ ok: boolean; empty: boolean }> {
  const body = JSON.stringify(query.body ?? { filters: { address: query.text }, limit: job.limit });
  const target = new URL(job.url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        agent,
        ...(query.address ? { localAddress: loopbackFor(query.address) } : {}),
        timeout: TIMEOUT_MS,
        headers: {
          apikey: job.anonKey,
          authorization: `Bearer ${job.anonKey}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const ok = (answer.statusCode ?? 500) < 400;
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
            resolve({ ok, empty: isEmpty(parsed) });
          } catch {
            resolve({ ok: false, empty: false });
          }
        });
        answer.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

async function runPass(job: ClientJob, agent: Agent, queries: ClientJob["queries"]): Promise<Omit<ClientResult, "seconds">> {
  const samples: { kind: string; ms: number }[] = [];
  let errors = 0;
  let emptyAnswers = 0;
  let next = 0;
  const client = async () => {
    while (next < queries.length) {
      const query = queries[next++]!;
      const t0 = performance.now();
      try {
        const result = await ask(job, agent, query);
        if (!result.ok) errors++;
        else if (result.empty) emptyAnswers++;
      } catch {
        errors++;
      }
      samples.push({ kind: query.kind, ms: performance.now() - t0 });
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, client));
  return { samples, errors, emptyAnswers };
}

export async function runClients(job: ClientJob): Promise<ClientResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
  try {
    await runPass(job, agent, job.warmupQueries);
    const started = performance.now();
    const pass = await runPass(job, agent, job.queries);
    return { ...pass, seconds: (performance.now() - started) / 1000 };
  } finally {
    agent.destroy();
  }
}

// Run as a child process: one job in, one result out.
if (process.send) {
  process.once("message", (job: ClientJob) => {
    runClients(job).then(
      (result) => process.send!(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
