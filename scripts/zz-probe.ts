import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { startStack } from "../supabase/local/stack.ts";
import { measureBookingLatency } from "./bench-booking.ts";
import { formatFigures } from "./search-latency.ts";
function cpu(): Map<string, number> {
  const out = execSync("ps -eo pid=,comm=,args=").toString().trim().split("\n");
  const m = new Map<string, number>();
  for (const line of out) {
    const [pid, comm, ...rest] = line.trim().split(/\s+/);
    let key = comm!;
    if (comm === "deno") key = "deno:" + (rest.join(" ").match(/functions\/([a-z-]+)/)?.[1] ?? "?");
    try {
      const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      const t = (Number(f[11]) + Number(f[12])) / 100;
      m.set(key, (m.get(key) ?? 0) + t);
    } catch {}
  }
  return m;
}
const stack = await startStack({ ephemeral: true, parcels: 100, log: false });
try {
  const before = cpu();
  const fig = await measureBookingLatency({ gatewayUrl: stack.urls.gateway, anonKey: stack.keys.anon, databaseUrl: stack.databaseUrl, requests: Number(process.env.N ?? 2000), concurrency: Number(process.env.C ?? 20) });
  const after = cpu();
  console.log(formatFigures("open times", fig));
  const rows = [...after].map(([k, v]) => [k, v - (before.get(k) ?? 0)] as const).filter(([, d]) => d > 0.05).sort((a, b) => b[1] - a[1]);
  for (const [k, d] of rows) console.log(k.padEnd(30), d.toFixed(2), "s", ((d * 1000) / 2200).toFixed(2), "ms/req");
} finally { await stack.stop(); }
