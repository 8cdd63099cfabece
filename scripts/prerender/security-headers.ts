/**
 * The security headers every page and file of the site is served with, in one place
 * (docs/decisions/058-security-headers.md): the build writes them into dist/_headers (Netlify's
 * format), `npm run preview` sends what that file says (scripts/prerender/preview-plugin.ts),
 * docs/hosting.md's Netlify, Vercel and nginx settings are these values (checked by
 * tests/tooling/security-headers.test.ts), and the smoke check compares a host's answer with
 * them (scripts/smoke/smoke-checks.ts).
 *
 * The Content-Security-Policy names what the site loads and nothing more. The Supabase URL is
 * the build's; third parties are allowed only when the build configures them (Turnstile,
 * Google tag, live chat). Run `npx tsx scripts/prerender/security-headers.ts netlify|vercel|nginx`
 * with the build's environment to print a host's form; `--example` prints docs/hosting.md's.
 */
import { pathToFileURL } from "node:url";

/** What the policy depends on: the build's public environment (`VITE_` variables). */
export interface SecurityHeadersConfig {
  /** VITE_SUPABASE_URL: REST, functions, auth and public storage. */
  supabaseUrl: string;
  /** VITE_TURNSTILE_SITE_KEY is set: the forms load Cloudflare Turnstile. */
  turnstile?: boolean;
  /** VITE_GA_MEASUREMENT_ID is set: the Google tag loads. */
  analytics?: boolean;
  /** VITE_GOOGLE_ADS_CONVERSION is set: the Google tag also reports Ads conversions. */
  adsConversion?: boolean;
  /** VITE_CHAT_SCRIPT_URL: the live-chat provider's script (docs/decisions/031). */
  chatScriptUrl?: string | undefined;
}

/** The Supabase URL docs/hosting.md's examples are written for. */
export const EXAMPLE_CONFIG: SecurityHeadersConfig = { supabaseUrl: "https://your-project-ref.supabase.co" };

/** Video players the site embeds (src/lib/video-links.ts) and 3D tours (showcases' matterport_urls). */
const VIDEO_EMBED_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];
const VIDEO_THUMBNAIL_ORIGIN = "https://i.ytimg.com";
const TOUR_EMBED_ORIGINS = ["https://my.matterport.com"];
const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
/** The Google tag with Google Analytics 4 and Google Ads, as Google's CSP guide lists them (developers.google.com/tag-platform/security/guides/csp). */
const GOOGLE_TAG = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};
const GOOGLE_ADS = {
  script: ["https://www.googleadservices.com", "https://www.google.com"],
  img: ["https://googleads.g.doubleclick.net", "https://www.google.com"],
  connect: ["https://www.google.com", "https://googleads.g.doubleclick.net"],
  frame: ["https://td.doubleclick.net"],
};

/** One year, as HSTS preload lists and the smoke check want at least. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

function originOf(url: string): string {
  return new URL(url).origin;
}

/** The policy's directives in order, each with its sources. */
export function cspDirectives(config: SecurityHeadersConfig): [string, string[]][] {
  const supabase = originOf(config.supabaseUrl);
  const chat = config.chatScriptUrl ? [originOf(config.chatScriptUrl)] : [];
  const turnstile = config.turnstile ? [TURNSTILE_ORIGIN] : [];
  const tag = config.analytics ? GOOGLE_TAG : { script: [], img: [], connect: [] };
  const ads = config.analytics && config.adsConversion ? GOOGLE_ADS : { script: [], img: [], connect: [], frame: [] };
  return [
    ["default-src", ["'self'"]],
    // The app's own chunks only: the prerendered page state is a JSON data block (never run),
    // JSON-LD likewise; no inline script, no eval. 'wasm-unsafe-eval' lets the app compile its
    // own WebAssembly (the owner desk's image resizer and WebP encoder, decision 068); it runs
    // no string as script.
    ["script-src", ["'self'", "'wasm-unsafe-eval'", ...turnstile, ...tag.script, ...ads.script, ...chat]],
    // Tailwind's stylesheet, plus style attributes and the <style> elements libraries add at
    // run time (sonner's toasts): 'unsafe-inline' for styles cannot run code.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Media in the project's storage, data: URLs (the owner desk's QR code), blob: URLs (the
    // desk's previews of picked photos, decision 068), YouTube's thumbnails.
    ["img-src", ["'self'", "data:", "blob:", supabase, VIDEO_THUMBNAIL_ORIGIN, ...tag.img, ...ads.img, ...chat]],
    ["media-src", ["'self'", supabase]],
    // supabase-js and the functions (REST, RPC, functions, auth).
    ["connect-src", ["'self'", supabase, ...tag.connect, ...ads.connect, ...chat]],
    // PDFs in storage (the PDF preview), video players, 3D tours, Turnstile's challenge.
    ["frame-src", ["'self'", supabase, ...VIDEO_EMBED_ORIGINS, ...TOUR_EMBED_ORIGINS, ...turnstile, ...ads.frame, ...chat]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'self'"]],
  ];
}

export function contentSecurityPolicy(config: SecurityHeadersConfig): string {
  return cspDirectives(config)
    .map(([name, sources]) => [name, ...new Set(sources)].join(" "))
    .join("; ");
}

/** Features no page uses, switched off for the site and every frame it embeds. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()";

export type SecurityHeaderName =
  | "Content-Security-Policy"
  | "Strict-Transport-Security"
  | "X-Content-Type-Options"
  | "X-Frame-Options"
  | "Referrer-Policy"
  | "Permissions-Policy";

/** Every header, by name, in the order a host sends them. */
export function securityHeaders(config: SecurityHeadersConfig): Record<SecurityHeaderName, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(config),
    "Strict-Transport-Security": `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "SAMEORIGIN",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
}

/** The configuration a build has, from its `VITE_` variables (empty counts as unset). */
export function securityHeadersConfigFromEnv(env: Readonly<Record<string, string | undefined>>): SecurityHeadersConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const supabaseUrl = value("VITE_SUPABASE_URL");
  if (!supabaseUrl) throw new Error("VITE_SUPABASE_URL is not set: the Content-Security-Policy names the Supabase project");
  return {
    supabaseUrl,
    turnstile: Boolean(value("VITE_TURNSTILE_SITE_KEY")),
    analytics: Boolean(value("VITE_GA_MEASUREMENT_ID")),
    adsConversion: Boolean(value("VITE_GOOGLE_ADS_CONVERSION")),
    chatScriptUrl: value("VITE_CHAT_SCRIPT_URL"),
  };
}

// ---------------------------------------------------------------- the hosts' forms

/** The file the build writes into dist/ (Netlify reads it; `npm run preview` sends what it says). */
export const HEADERS_FILE = "_headers";

/** Netlify's `_headers`: every path gets the headers. */
export function netlifyHeadersFile(config: SecurityHeadersConfig): string {
  const lines = Object.entries(securityHeaders(config)).map(([name, value]) => `  ${name}: ${value}`);
  return ["/*", ...lines, ""].join("\n");
}

/** The headers of the `/*` rule of a Netlify `_headers` file, by name. */
export function parseNetlifyHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === "/*";
      continue;
    }
    const colon = line.indexOf(":");
    if (inAllPaths && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The entry of vercel.json's `headers` list. */
export function vercelHeadersRule(config: SecurityHeadersConfig): { source: string; headers: { key: string; value: string }[] } {
  return { source: "/(.*)", headers: Object.entries(securityHeaders(config)).map(([key, value]) => ({ key, value })) };
}

/** An nginx snippet (`include` it in every location: a location with an add_header of its own inherits none). */
export function nginxSnippet(config: SecurityHeadersConfig): string {
  return Object.entries(securityHeaders(config))
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n")
    .concat("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [form, flag] = process.argv.slice(2);
  const { loadEnv } = await import("vite");
  const config = flag === "--example" ? EXAMPLE_CONFIG : securityHeadersConfigFromEnv(loadEnv("production", process.cwd(), "VITE_"));
  if (form === "netlify") process.stdout.write(netlifyHeadersFile(config));
  else if (form === "vercel") console.log(JSON.stringify(vercelHeadersRule(config), null, 2));
  else if (form === "nginx") process.stdout.write(nginxSnippet(config));
  else {
    console.error("usage: npx tsx scripts/prerender/security-headers.ts netlify|vercel|nginx [--example]");
    process.exitCode = 2;
  }
}
