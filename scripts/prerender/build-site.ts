/**
 * `npm run build`: the client build (Vite), then every page prerendered into it
 * (docs/decisions/033-prerendering.md). Run with `node --import tsx`.
 *
 *   1. vite build → dist/ (with sitemap.xml and robots.txt, scripts/vite-plugin-sitemap.ts)
 *   2. vite build --ssr src/entry-server.tsx → a temporary server bundle
 *   3. each page of the sitemap (and the unlisted legal pages) rendered with its data into
 *      dist/<path>.html, plus 404.html and app-shell.html (the fallback of the static host)
 *   4. dist/_headers: the security headers for this build's Supabase URL and integrations
 *      (scripts/prerender/security-headers.ts, docs/decisions/058-security-headers.md)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, loadEnv } from "vite";
import WebSocket from "ws";
import type { RenderPage, PrerenderReport } from "./prerender-site.ts";
import { prerenderSite } from "./prerender-site.ts";
import { prerenderPaths } from "./prerender-paths.ts";
import { HEADERS_FILE, netlifyHeadersFile, securityHeadersConfigFromEnv } from "./security-headers.ts";
import { writeSocialCard } from "./write-social-card.ts";
import { bundleModulesPlugin, type ChunkModules } from "../bundle-modules.ts";

const projectRoot = resolve(import.meta.dirname, "../..");

export interface BuildSiteOptions {
  /** Where the site is written (default dist/). */
  outDir?: string;
  logLevel?: "info" | "warn" | "error" | "silent";
  sourcemap?: boolean;
  /** Write dist/.vite/manifest.json (the bench reads chunk sizes from it). */
  manifest?: boolean;
  /** Hands each client chunk's rendered modules over (the bench's breakdown of the first load). */
  onChunkModules?: (chunks: ChunkModules[]) => void;
}

export interface BuildSiteResult extends PrerenderReport {
  outDir: string;
  seconds: number;
  /** Link-preview images written (showcases and posts), with their total size and drawing time. */
  socialCards: { count: number; bytes: number; seconds: number };
}

/** The build's VITE_ variables as the client build sees them (.env files, then the process environment). */
function siteUrlOf(mode: string): string {
  const fromFiles = loadEnv(mode, projectRoot, "VITE_");
  return (process.env.VITE_SITE_URL || fromFiles.VITE_SITE_URL || "http://localhost:5173").trim();
}

async function buildServerRenderer(logLevel: BuildSiteOptions["logLevel"]): Promise<{ renderPage: RenderPage; cleanup: () => void }> {
  // Inside the project, so the bundle's imports of react, react-router and the rest resolve
  // from node_modules.
  const cacheRoot = join(projectRoot, "node_modules", ".cache");
  mkdirSync(cacheRoot, { recursive: true });
  const ssrDir = mkdtempSync(join(cacheRoot, "njpr-ssr-"));
  await build({
    root: projectRoot,
    logLevel,
    build: {
      ssr: "src/entry-server.tsx",
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: "entry-server.js" } },
    },
  });
  const module = (await import(pathToFileURL(join(ssrDir, "entry-server.js")).href)) as { renderPage: RenderPage };
  return { renderPage: module.renderPage, cleanup: () => rmSync(ssrDir, { recursive: true, force: true }) };
}

export async function buildSite(options: BuildSiteOptions = {}): Promise<BuildSiteResult> {
  const started = performance.now();
  const outDir = resolve(projectRoot, options.outDir ?? "dist");
  const logLevel = options.logLevel ?? "info";
  await build({
    root: projectRoot,
    logLevel,
    build: {
      outDir,
      emptyOutDir: true,
      ...(options.sourcemap === false ? { sourcemap: false } : {}),
      ...(options.manifest ? { manifest: true } : {}),
    },
    ...(options.onChunkModules ? { plugins: [bundleModulesPlugin(options.onChunkModules)] } : {}),
  });

  const { renderPage, cleanup } = await buildServerRenderer(logLevel);
  // supabase-js creates its realtime client with the platform's WebSocket, which Node 20 lacks.
  const globals = globalThis as { WebSocket?: unknown };
  globals.WebSocket ??= WebSocket;
  try {
    const siteUrl = siteUrlOf("production");
    const socialCards = { count: 0, bytes: 0, seconds: 0 };
    const report = await prerenderSite({
      distDir: outDir,
      paths: prerenderPaths(outDir, siteUrl),
      origin: siteUrl,
      renderPage,
      onPage: async (_path, page) => {
        if (!page.socialCard) return;
        const drawStarted = performance.now();
        socialCards.bytes += await writeSocialCard(outDir, page.socialCard);
        socialCards.count += 1;
        socialCards.seconds += (performance.now() - drawStarted) / 1000;
      },
    });
    writeFileSync(join(outDir, HEADERS_FILE), netlifyHeadersFile(securityHeadersConfigFromEnv(loadEnv("production", projectRoot, "VITE_"))));
    return { ...report, outDir, socialCards, seconds: (performance.now() - started) / 1000 };
  } finally {
    cleanup();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await buildSite();
  for (const { path, reason } of result.skipped) console.warn(`prerender: ${path} left to the app shell (${reason})`);
  const cards = result.socialCards;
  console.log(`prerender: ${result.written.length} pages, 404.html and app-shell.html in ${result.outDir}`);
  console.log(`prerender: ${cards.count} link-preview images (showcases and posts), ${(cards.bytes / 1024).toFixed(0)} KiB, ${cards.seconds.toFixed(1)} s (fetch and draw)`);
  console.log(`build: ${result.seconds.toFixed(1)} s in all`);
}
