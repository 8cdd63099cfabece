/**
 * How a static host serves the built site (docs/hosting.md; the preview server and the e2e
 * server follow these rules): a file when there is one, the prerendered page of a path
 * (`/about` → about.html), the app shell for paths only the browser app can render
 * (showcases and posts published after the build, the showcases' MLS and report pages, the
 * report mail's opt-out page, a marketer's campaign report, an appointment's manage page, the /gallery redirect, the owner's
 * sign-in and desk under /owner), and the
 * not-found page with status 404 for everything else.
 */

/** Paths under these prefixes get the app shell (200) when they have no prerendered page. */
export const APP_SHELL_PREFIXES = ["/showcase/", "/blog/", "/report-mail/", "/campaign-report", "/appointment/", "/gallery", "/owner", "/__test/"] as const;

export const APP_SHELL_FILE = "app-shell.html";
export const NOT_FOUND_FILE = "404.html";

/** The file a prerendered path is written to: "/" → index.html, "/appraisals/land" → appraisals/land.html. */
export function pageFileOf(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "index.html" : `${decodeURIComponent(trimmed.slice(1))}.html`;
}

export type StaticAnswer = { file: string; status: 200 | 404 };

/**
 * What to answer for a request path that is not a file of the build: the prerendered page,
 * the app shell or the not-found page. `hasFile` says whether a file exists in the build.
 */
export function resolvePage(pathname: string, hasFile: (file: string) => boolean): StaticAnswer {
  const page = pageFileOf(pathname);
  if (hasFile(page)) return { file: page, status: 200 };
  if (APP_SHELL_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return { file: APP_SHELL_FILE, status: 200 };
  return { file: NOT_FOUND_FILE, status: 404 };
}
