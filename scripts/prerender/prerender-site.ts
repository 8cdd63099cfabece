import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { RedirectedPage, RenderedPage } from "../../src/entry-server.tsx";
import { fillTemplate } from "./page-template.ts";
import { NOT_FOUND_RENDER_PATH } from "./prerender-paths.ts";
import { APP_SHELL_FILE, NOT_FOUND_FILE, pageFileOf } from "./static-routes.ts";

export type RenderPage = (origin: string, path: string) => Promise<RenderedPage | RedirectedPage>;

export interface PrerenderReport {
  /** Paths written as prerendered pages. */
  written: string[];
  /** Paths left to the app shell, with why (a failed read while rendering, a redirect). */
  skipped: { path: string; reason: string }[];
}

/**
 * Writes the prerendered pages into the client build: one HTML file per path, 404.html,
 * and app-shell.html (the untouched index.html, the fallback for paths without a page).
 * A page whose render hit a failed read is not written: its path gets the app shell, which
 * loads the data in the browser, and the report names it.
 */
export async function prerenderSite(options: {
  distDir: string;
  paths: readonly string[];
  origin: string;
  renderPage: RenderPage;
  onPage?: (path: string, page: RenderedPage) => Promise<void>;
}): Promise<PrerenderReport> {
  const template = readFileSync(join(options.distDir, "index.html"), "utf8");
  writeFileSync(join(options.distDir, APP_SHELL_FILE), template);
  const report: PrerenderReport = { written: [], skipped: [] };

  const write = (file: string, html: string) => {
    const target = join(options.distDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
  };

  // One page at a time: each render builds its own route table around its own query client
  // (src/entry-server.tsx), so pages share nothing; in turn, the API sees one page's reads at once.
  for (const path of options.paths) {
    const page = await options.renderPage(options.origin, path);
    if ("redirect" in page) {
      report.skipped.push({ path, reason: `redirects to ${page.redirect}` });
      continue;
    }
    if (page.problems.length > 0) {
      // The path keeps its page: the app shell, which loads the data in the browser (not the 404).
      write(pageFileOf(path), template);
      report.skipped.push({ path, reason: page.problems.join("; ") });
      continue;
    }
    write(pageFileOf(path), fillTemplate(template, page));
    await options.onPage?.(path, page);
    report.written.push(path);
  }

  const notFound = await options.renderPage(options.origin, NOT_FOUND_RENDER_PATH);
  if ("redirect" in notFound || notFound.problems.length > 0) throw new Error(`could not render ${NOT_FOUND_FILE}`);
  write(NOT_FOUND_FILE, fillTemplate(template, notFound));
  return report;
}
