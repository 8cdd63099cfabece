/**
 * `npm run bench`: the figures to compare across changes.
 *
 *  1. Bundle: first-load JS of the home route (gzip) judged against its budget, what fills it
 *     (by package, from the build's own module list), and the largest route chunk.
 *  2. Lighthouse per key route (mobile): scores (performance, accessibility, best
 *     practices, SEO) and the paint figures (FCP, LCP, TBT, CLS), against the
 *     prerendered build (`buildSite`, scripts/prerender/build-site.ts) served by
 *     `vite preview` as a static host would, with a fresh local stack. The budgets
 *     (docs/decisions/036: a fast first paint on phones) are printed beside the figures with
 *     PASS/FAIL; the bench reports them, it does not fail on them.
 *  3. Address-search latency (p50/p95) through the gateway at dev size
 *     (20,000 parcels, 20 concurrent clients; `npm run bench:search` adds the
 *     statewide figure).
 *  4. Visit logging under load: log-site-visit through the gateway at 200
 *     requests a second for 60 seconds, errors and stored rows counted
 *     (scripts/bench-load.ts; alone: `npm run bench:load`).
 *  5. Open times (booking-times) through the gateway with 500 booked
 *     appointments, 20 concurrent clients, p50/p95 (scripts/bench-booking.ts;
 *     alone: `npm run bench:booking`).
 *  6. The campaign report (owner_campaign_report, marketer_campaign_report)
 *     over a year of data: 100,000 landings, 1,000,000 site visits, 5,000
 *     requests, p50/p95 (scripts/bench-campaigns.ts; alone: `npm run bench:campaigns`).
 *
 * Flags: --no-lighthouse, --no-search (with both: bundle figures only, no stack,
 * so no load figure either), --no-load (skip the visit-logging load), --runs N
 * (Lighthouse N times per route; default 3: each figure printed as the median with the spread,
 * lowest–highest, as "85 (83–88)"; the budgets are judged on the median),
 * --route PATH (Lighthouse on this route only; repeatable; default: the key routes),
 * --lhr-dir DIR (also write each Lighthouse report there as JSON, to see what a figure is made of).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { preview } from "vite";
import { buildSite } from "./prerender/build-site.ts";
import { startStack } from "../supabase/local/stack.ts";
import { findFreePortBlock } from "../supabase/local/processes.ts";
import { measureVisitLoad, printLoadFigures } from "./bench-load.ts";
import { measureCampaignReport, printCampaignFigures } from "./bench-campaigns.ts";
import { measureBookingLatency, printBookingFigures } from "./bench-booking.ts";
import { formatSpread, spreadOf, type RunSpread } from "./bench-stats.ts";
import { firstLoadByPackage, type ChunkModules, type PackageShare } from "./bundle-modules.ts";
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

/** A showcase and a post of the seed (supabase/seed.sql), prerendered like every page of the sitemap. */
const KEY_ROUTES = [
  "/",
  "/services",
  "/showcase",
  "/showcase/119-main-street-flemington",
  "/blog",
  "/blog/why-new-jersey-property-taxes-are-so-high",
  "/faqs",
  "/contact",
  "/hunterdon",
  "/appraisals/purchase",
];

/**
 * The budgets (docs/architecture.md §8): Lighthouse mobile performance ≥ 95, TBT < 100 ms,
 * CLS < 0.05 (docs/decisions/036), home first load ≤ 125 KiB gzip (docs/decisions/066).
 */
const BUDGETS = { performance: 95, tbtMs: 100, cls: 0.05, homeFirstLoadKiB: 125 } as const;
/** How many packages of the first load the breakdown names (the rest are summed as one line). */
const BREAKDOWN_ROWS = 14;
const verdict = (pass: boolean) => (pass ? "PASS" : "FAIL");

function numberFlag(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The value of `name VALUE`, if given. */
function stringFlag(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The values of a repeatable flag (`--route /faqs --route /`). */
function listFlag(name: string): string[] {
  return process.argv.flatMap((arg, index) => (arg === name && process.argv[index + 1] ? [process.argv[index + 1]!] : []));
}

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
  return { homeFirstLoad, homeKey, routeChunks, files, entryFile: manifest[entryKey]!.file, homeFile: homeKey ? manifest[homeKey]!.file : undefined };
}

/** What fills the home route's first load, by package, largest first, with the chunk each is in. */
function printFirstLoadBreakdown(shares: PackageShare[], bundle: ReturnType<typeof bundleFigures>) {
  const chunkName = (file: string) => (file === bundle.entryFile ? "entry" : file === bundle.homeFile ? "home route" : "shared");
  console.log("what fills it (gzip KiB, each file's size shared out by its modules' own gzip size):");
  for (const share of shares.slice(0, BREAKDOWN_ROWS)) {
    console.log(`  ${share.kib.toFixed(1).padStart(6)}  ${share.name.padEnd(44)} ${[...new Set(share.files.map(chunkName))].join(", ")}`);
  }
  const rest = shares.slice(BREAKDOWN_ROWS);
  if (rest.length > 0) console.log(`  ${rest.reduce((sum, share) => sum + share.kib, 0).toFixed(1).padStart(6)}  ${rest.length} more`);
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function lighthouseFigures(baseUrl: string, runs: number) {
  const chromePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  if (!chromePath) throw new Error("No Chromium: set CHROMIUM_PATH or apt-get install chromium");
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  // The launcher turns off RenderDocument (on by default in current Chromium) for old Lighthouse
  // CI troubles. With it off, this Chromium holds the first frame of every navigation from
  // Lighthouse's about:blank for about a second: the prerendered pages painted at ~0.2 s but
  // their first contentful paint was reported at ~1.2 s, and Lantern then counted every script
  // that arrived meanwhile as blocking the first paint (a headless artifact like
  // GoogleChrome/lighthouse#17148; puppeteer stopped turning it off too). Keep the launcher's
  // other defaults: Chromium reads only the last --disable-features.
  const disabledFeatures = (chromeLauncher.Launcher.defaultFlags().find((flag) => flag.startsWith("--disable-features=")) ?? "--disable-features=")
    .slice("--disable-features=".length)
    .split(",")
    .filter((feature) => feature !== "" && feature !== "RenderDocument");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      `--disable-features=${disabledFeatures.join(",")}`,
    ],
  });
  const rows: ({ route: string } & Record<keyof LighthouseFigures, RunSpread>)[] = [];
  try {
    const chosen = listFlag("--route");
    for (const route of chosen.length > 0 ? chosen : KEY_ROUTES) {
      const samples: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${baseUrl}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          formFactor: "mobile",
        });
        const lhrDir = stringFlag("--lhr-dir");
        if (lhrDir && result) {
          mkdirSync(lhrDir, { recursive: true });
          writeFileSync(join(lhrDir, `${route.replace(/[^a-z0-9]+/gi, "_") || "_"}-${run + 1}.json`), JSON.stringify(result.lhr));
        }
        const categories = result?.lhr.categories;
        const audits = result?.lhr.audits;
        const score = (id: string) => Math.round((categories?.[id]?.score ?? 0) * 100);
        const value = (id: string) => audits?.[id]?.numericValue ?? Number.NaN;
        samples.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          fcp: value("first-contentful-paint"),
          lcp: value("largest-contentful-paint"),
          tbt: value("total-blocking-time"),
          cls: value("cumulative-layout-shift"),
        });
      }
      const of = (key: keyof LighthouseFigures) => spreadOf(samples.map((sample) => sample[key]));
      rows.push({
        route,
        performance: of("performance"),
        accessibility: of("accessibility"),
        bestPractices: of("bestPractices"),
        seo: of("seo"),
        fcp: of("fcp"),
        lcp: of("lcp"),
        tbt: of("tbt"),
        cls: of("cls"),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

function lighthouseTable(rows: Awaited<ReturnType<typeof lighthouseFigures>>) {
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  return rows.map((row) => ({
    route: row.route,
    perf: formatSpread(row.performance),
    [`perf ≥ ${BUDGETS.performance}`]: verdict(row.performance.median >= BUDGETS.performance),
    "FCP s": seconds(row.fcp.median),
    "LCP s": formatSpread(row.lcp, seconds),
    "TBT ms": formatSpread(row.tbt),
    [`TBT < ${BUDGETS.tbtMs}`]: verdict(row.tbt.median < BUDGETS.tbtMs),
    CLS: formatSpread(row.cls, (value) => value.toFixed(3)),
    [`CLS < ${BUDGETS.cls}`]: verdict(row.cls.median < BUDGETS.cls),
    a11y: row.accessibility.median,
    "best pr.": row.bestPractices.median,
    seo: row.seo.median,
  }));
}

async function main() {
  const withLighthouse = !process.argv.includes("--no-lighthouse");
  const withLoad = !process.argv.includes("--no-load");
  const runs = numberFlag("--runs", 3);
  const outDir = mkdtempSync(join(tmpdir(), "njpr-bench-"));
  const withSearch = !process.argv.includes("--no-search") && existsSync(new URL("../supabase/functions/njpr-properties/index.ts", import.meta.url));
  const stack = withLighthouse || withSearch ? await startStack({ ephemeral: true, parcels: withSearch ? SEARCH_PARCELS : 2000, log: false }) : undefined;
  try {
    process.env.VITE_SUPABASE_URL = stack?.urls.gateway ?? "http://127.0.0.1:54321";
    process.env.VITE_SUPABASE_PUBLISHABLE_KEY = stack?.keys.publishable ?? "bench";
    let chunkModules: ChunkModules[] = [];
    const site = await buildSite({ outDir, logLevel: "warn", sourcemap: false, manifest: true, onChunkModules: (chunks) => (chunkModules = chunks) });
    console.log(`\n== Build: ${site.written.length} pages prerendered in ${site.seconds.toFixed(1)} s`);
    for (const { path, reason } of site.skipped) console.log(`not prerendered: ${path} (${reason})`);

    const bundle = bundleFigures(outDir);
    console.log("\n== Bundle (gzip)");
    console.log(
      `home route first-load JS: ${bundle.homeFirstLoad.toFixed(1)} KiB (${bundle.files.length} files${bundle.homeKey ? "" : "; home route chunk not found"})` +
        `  budget ≤ ${BUDGETS.homeFirstLoadKiB} KiB: ${verdict(bundle.homeFirstLoad <= BUDGETS.homeFirstLoadKiB)}`,
    );
    printFirstLoadBreakdown(firstLoadByPackage(chunkModules, bundle.files, (file) => gzipKiB(outDir, file)), bundle);
    const largest = bundle.routeChunks[0];
    if (largest) console.log(`largest route chunk:      ${largest.kib.toFixed(1)} KiB (${largest.key})`);

    if (withLighthouse) {
      const port = await findFreePortBlock(1);
      const server = await preview({ logLevel: "warn", build: { outDir }, preview: { port, strictPort: true, host: "127.0.0.1" } });
      try {
        const load = loadavg().map((value) => value.toFixed(2)).join(", ");
        console.log(`\n== Lighthouse (mobile, prerendered build + local stack; ${runs === 1 ? "1 run" : `median (lowest–highest) of ${runs} runs`} a route; load average ${load})`);
        console.table(lighthouseTable(await lighthouseFigures(`http://127.0.0.1:${port}`, runs)));
        console.log(`load average after: ${loadavg().map((value) => value.toFixed(2)).join(", ")}`);
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
    if (stack && withLoad) {
      printLoadFigures(
        await measureVisitLoad({ gatewayUrl: stack.urls.gateway, anonKey: stack.keys.anon, databaseUrl: stack.databaseUrl }),
      );
    } else {
      console.log(`skipped (${withLoad ? "no stack with --no-lighthouse --no-search" : "--no-load"}): run \`npm run bench:load\``);
    }

    console.log("\n== Campaign report through the gateway (a year of data)");
    if (stack) {
      printCampaignFigures(await measureCampaignReport({ gatewayUrl: stack.urls.gateway, publishableKey: stack.keys.publishable, databaseUrl: stack.databaseUrl }));
    } else {
      console.log("skipped (no stack with --no-lighthouse --no-search): run `npm run bench:campaigns`");
    }

    console.log("\n== Open times (booking-times) through the gateway");
    if (stack) {
      printBookingFigures(await measureBookingLatency({ gatewayUrl: stack.urls.gateway, anonKey: stack.keys.anon, databaseUrl: stack.databaseUrl }));
    } else {
      console.log("skipped (no stack with --no-lighthouse --no-search): run `npm run bench:booking`");
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
