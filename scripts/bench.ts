/**
 * `npm run bench`: the figures to compare across changes.
 *
 *  1. Bundle: first-load JS of the home route (gzip) and the largest route chunk.
 *  2. Lighthouse scores (performance, accessibility, best practices, SEO) per key
 *     route, against the production build served locally with a fresh local stack.
 *  3. Address-search latency (p50/p95) through the gateway at dev size
 *     (20,000 parcels, 20 concurrent clients; `npm run bench:search` adds the
 *     statewide figure).
 *  4. Visit logging under load: log-site-visit through the gateway at 200
 *     requests a second for 60 seconds, errors and stored rows counted
 *     (scripts/bench-load.ts; alone: `npm run bench:load`).
 *
 * Flags: --no-lighthouse, --no-search (with both: bundle figures only, no stack,
 * so no load figure either).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build, preview } from "vite";
import { startStack } from "../supabase/local/stack.ts";
import { findFreePortBlock } from "../supabase/local/processes.ts";
import { measureVisitLoad, printLoadFigures } from "./bench-load.ts";
import { benchQueries, formatFigures, measureSearchLatency } from "./search-latency.ts";

/** Dev size: what `npm run dev` loads. */
const SEARCH_PARCELS = 20_000;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const KEY_ROUTES = ["/", "/services", "/showcase", "/blog", "/faqs", "/contact", "/hunterdon", "/appraisals/purchase"];

function gzipKiB(outDir: string, file: string): number {
  return gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;
}

/** The chunk's own file plus everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function bundleFigures(outDir: string) {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("No entry chunk in the Vite manifest");
  const homeKey = Object.keys(manifest).find((key) => manifest[key]?.isDynamicEntry && /routes\/home/.test(key));
  const firstLoad = staticClosure(manifest, entryKey);
  if (homeKey) staticClosure(manifest, homeKey, firstLoad);
  const files = [...firstLoad].map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
  const homeFirstLoad = files.reduce((sum, file) => sum + gzipKiB(outDir, file), 0);

  const routeChunks = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith("src/app/routes/") && chunk.file.endsWith(".js"))
    .map(([key, chunk]) => ({ key, kib: gzipKiB(outDir, chunk.file) }))
    .sort((a, b) => b.kib - a.kib);
  return { homeFirstLoad, homeKey, routeChunks, files };
}

async function lighthouseScores(baseUrl: string) {
  const chromePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  if (!chromePath) throw new Error("No Chromium: set CHROMIUM_PATH or apt-get install chromium");
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const rows: { route: string; performance: number; accessibility: number; bestPractices: number; seo: number }[] = [];
  try {
    for (const route of KEY_ROUTES) {
      const result = await lighthouse(`${baseUrl}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        formFactor: "mobile",
      });
      const categories = result?.lhr.categories;
      const score = (id: string) => Math.round((categories?.[id]?.score ?? 0) * 100);
      rows.push({ route, performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo") });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

async function main() {
  const withLighthouse = !process.argv.includes("--no-lighthouse");
  const outDir = mkdtempSync(join(tmpdir(), "njpr-bench-"));
  const withSearch = !process.argv.includes("--no-search") && existsSync(new URL("../supabase/functions/njpr-properties/index.ts", import.meta.url));
  const stack = withLighthouse || withSearch ? await startStack({ ephemeral: true, parcels: withSearch ? SEARCH_PARCELS : 2000, log: false }) : undefined;
  try {
    process.env.VITE_SUPABASE_URL = stack?.urls.gateway ?? "http://127.0.0.1:54321";
    process.env.VITE_SUPABASE_ANON_KEY = stack?.keys.anon ?? "bench";
    await build({ logLevel: "warn", build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false } });

    const bundle = bundleFigures(outDir);
    console.log("\n== Bundle (gzip)");
    console.log(`home route first-load JS: ${bundle.homeFirstLoad.toFixed(1)} KiB (${bundle.files.length} files${bundle.homeKey ? "" : "; home route chunk not found"})`);
    const largest = bundle.routeChunks[0];
    if (largest) console.log(`largest route chunk:      ${largest.kib.toFixed(1)} KiB (${largest.key})`);

    if (withLighthouse) {
      const port = await findFreePortBlock(1);
      const server = await preview({ logLevel: "warn", build: { outDir }, preview: { port, strictPort: true, host: "127.0.0.1" } });
      try {
        console.log("\n== Lighthouse (mobile, local build + local stack)");
        console.table(await lighthouseScores(`http://127.0.0.1:${port}`));
      } finally {
        await server.close();
      }
    }

    console.log("\n== Address search through the gateway");
    if (withSearch && stack) {
      const figures = await measureSearchLatency({
        gatewayUrl: stack.urls.gateway,
        anonKey: stack.keys.anon,
        ...benchQueries(1000, SEARCH_PARCELS),
        concurrency: 20,
      });
      console.log(formatFigures(`suggestions at ${SEARCH_PARCELS.toLocaleString("en-US")} parcels`, figures));
      console.log("statewide size (3.5 million parcels): npm run bench:search");
    } else {
      console.log("skipped (--no-search)");
    }

    console.log("\n== Visit logging under load");
    if (stack) {
      printLoadFigures(
        await measureVisitLoad({ gatewayUrl: stack.urls.gateway, anonKey: stack.keys.anon, databaseUrl: stack.databaseUrl }),
      );
    } else {
      console.log("skipped (no stack with --no-lighthouse --no-search): run `npm run bench:load`");
    }
  } finally {
    await stack?.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
