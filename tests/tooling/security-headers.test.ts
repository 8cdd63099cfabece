// @vitest-environment node
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  EXAMPLE_CONFIG,
  netlifyHeadersFile,
  nginxSnippet,
  parseNetlifyHeadersFile,
  securityHeaders,
  securityHeadersConfigFromEnv,
  vercelHeadersRule,
} from "../../scripts/prerender/security-headers.ts";

/**
 * The security headers have one source, scripts/prerender/security-headers.ts
 * (docs/decisions/058-security-headers.md): docs/hosting.md's Netlify, Vercel and nginx forms
 * are its output for the example project, and the policy follows the build's environment.
 */

const hostingDoc = readFileSync(resolve(import.meta.dirname, "../../docs/hosting.md"), "utf8");

/** The fenced block right after `<!-- security-headers: <host> -->` in docs/hosting.md. */
function documentedBlock(host: string): string {
  const match = new RegExp(`<!-- security-headers: ${host} -->\\n\`\`\`[a-z]*\\n([\\s\\S]*?)\`\`\``).exec(hostingDoc);
  if (!match) throw new Error(`docs/hosting.md has no block marked <!-- security-headers: ${host} -->`);
  return match[1]!;
}

const REGENERATE = "print it again with `npx tsx scripts/prerender/security-headers.ts <host> --example`";

describe("docs/hosting.md", () => {
  it("shows Netlify's _headers as the build writes it", () => {
    expect(documentedBlock("netlify"), REGENERATE).toBe(netlifyHeadersFile(EXAMPLE_CONFIG));
  });

  it("has the Vercel headers rule in its vercel.json", () => {
    const vercel = JSON.parse(documentedBlock("vercel")) as { headers: { source: string }[] };
    expect(vercel.headers.find((rule) => rule.source === "/(.*)"), REGENERATE).toEqual(vercelHeadersRule(EXAMPLE_CONFIG));
  });

  it("has the nginx snippet, and every location of the server includes it", () => {
    expect(documentedBlock("nginx"), REGENERATE).toBe(nginxSnippet(EXAMPLE_CONFIG));
    const server = /```nginx\n(server \{[\s\S]*?)```/.exec(hostingDoc)?.[1] ?? "";
    const locations = server.split(/\n {2}location /).slice(1);
    expect(locations.length).toBeGreaterThan(3);
    for (const location of locations.filter((block) => !block.includes("return 404"))) {
      expect(location, `location ${location.split("{")[0]}`).toContain("include snippets/site-security-headers.conf;");
    }
  });
});

describe("the headers", () => {
  const local = { supabaseUrl: "http://127.0.0.1:54321" };

  it("name the Supabase origin wherever the site reaches the project, and allow no inline script", () => {
    const policy = contentSecurityPolicy({ supabaseUrl: "https://abc.supabase.co/" });
    for (const directive of ["img-src", "media-src", "connect-src", "frame-src"]) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://abc\\.supabase\\.co(?: |;)`));
    }
    // WebAssembly may be compiled (decision 068); no string is ever run as script.
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
    expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-inline'[^;]*; style-src/);
    expect(policy).toMatch(/frame-ancestors 'self'$/);
    expect(policy).toMatch(/object-src 'none'/);
  });

  it("allow a third party only when the build configures it", () => {
    const plain = contentSecurityPolicy(local);
    expect(plain).not.toMatch(/cloudflare|google|chat\.example/);
    const all = contentSecurityPolicy({ ...local, turnstile: true, analytics: true, adsConversion: true, chatScriptUrl: "https://chat.example/widget.js?x=1" });
    expect(all).toMatch(/script-src 'self' 'wasm-unsafe-eval' https:\/\/challenges\.cloudflare\.com https:\/\/\*\.googletagmanager\.com .*https:\/\/chat\.example;/);
    expect(all).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(all).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    // Ads conversions ride on the Google tag: without a measurement id nothing loads.
    expect(contentSecurityPolicy({ ...local, adsConversion: true })).toBe(plain);
  });

  it("come from the build's VITE_ variables, empty ones counting as unset", () => {
    expect(securityHeadersConfigFromEnv({ VITE_SUPABASE_URL: " http://127.0.0.1:54321 ", VITE_TURNSTILE_SITE_KEY: "", VITE_GA_MEASUREMENT_ID: "G-1" })).toEqual({
      supabaseUrl: "http://127.0.0.1:54321",
      turnstile: false,
      analytics: true,
      adsConversion: false,
      chatScriptUrl: undefined,
    });
    expect(() => securityHeadersConfigFromEnv({})).toThrow(/VITE_SUPABASE_URL/);
  });

  it("read back from the _headers file the build writes, as the preview sends them", () => {
    expect(parseNetlifyHeadersFile(netlifyHeadersFile(local))).toEqual(securityHeaders(local));
    expect(parseNetlifyHeadersFile("/assets/*\n  Cache-Control: immutable\n/*\n  X-Content-Type-Options: nosniff\n")).toEqual({ "X-Content-Type-Options": "nosniff" });
  });
});
