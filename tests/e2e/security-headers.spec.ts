import { resolve } from "node:path";
import { loadEnv } from "vite";
import { securityHeaders, securityHeadersConfigFromEnv } from "../../scripts/prerender/security-headers.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The preview serves the build as a host configured by docs/hosting.md does: every answer,
 * page, app shell, not-found page or file, carries the security headers of
 * scripts/prerender/security-headers.ts for this build's Supabase URL, and the browser
 * enforces the policy (docs/decisions/058-security-headers.md). The fixture's check that no
 * test breaks the policy (tests/e2e/fixtures.ts) rests on this.
 */

function expectedHeaders(): Record<string, string> {
  const gateway = process.env.E2E_GATEWAY_URL;
  if (!gateway) throw new Error("E2E_GATEWAY_URL is not set");
  // The build's environment: .env files, the process environment, the stack it was built against.
  const env = { ...loadEnv("production", resolve(import.meta.dirname, "../.."), "VITE_"), VITE_SUPABASE_URL: gateway };
  return securityHeaders(securityHeadersConfigFromEnv(env));
}

test("every kind of answer carries each security header with the build's values", async ({ request }) => {
  const expected = expectedHeaders();
  expect(expected["Content-Security-Policy"]).toContain(`connect-src 'self' ${new URL(process.env.E2E_GATEWAY_URL!).origin}`);
  const home = await request.get("/");
  const asset = /<script type="module"[^>]* src="(\/assets\/[^"]+)"/.exec(await home.text())?.[1];
  expect(asset, "the home page's module script").toBeDefined();
  const answers = [
    { path: "/", status: 200 },
    { path: "/about", status: 200 },
    { path: "/showcase/published-after-the-build", status: 200 },
    { path: "/no-such-page", status: 404 },
    { path: "/sitemap.xml", status: 200 },
    { path: asset!, status: 200 },
  ];
  for (const { path, status } of answers) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    for (const [name, value] of Object.entries(expected)) expect.soft(response.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value);
  }
});

test("the headers file itself is not served, as on Netlify", async ({ request }) => {
  expect((await request.get("/_headers")).status()).toBe(404);
});

test("the browser enforces the policy: an injected inline script and a foreign script are refused and reported", async ({ page, cspViolations }) => {
  await page.goto("/");
  const ran = await page.evaluate(async () => {
    const inline = document.createElement("script");
    inline.textContent = "window.__injected = true";
    document.body.append(inline);
    const foreign = document.createElement("script");
    foreign.src = "https://evil.example/x.js";
    const refused = new Promise<void>((done) => document.addEventListener("securitypolicyviolation", (event) => event.blockedURI.includes("evil.example") && done()));
    document.body.append(foreign);
    await refused;
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.some((text) => /script-src/.test(text) && /inline/.test(text))).toBe(true);
  expect(cspViolations.some((text) => text.includes("evil.example"))).toBe(true);
  // Caused on purpose: the fixture must not fail this test for them.
  cspViolations.length = 0;
});
