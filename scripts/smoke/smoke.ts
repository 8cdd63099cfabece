/**
 * `npm run smoke -- <site URL> <project URL> <publishable key> [--db]`: checks a deployed site
 * and its Supabase project from outside, the way visitors and crawlers reach them, without
 * storing a row or sending a mail (docs/decisions/049-deploy-and-smoke-scripts.md).
 * `--db` (alone, or with the three arguments) adds the database's checks with the deploy's
 * settings: it connects, DB_POOLER_URL connects, every scheduled job ran when due and was
 * accepted (scripts/smoke/smoke-database.ts, docs/decisions/067).
 * One line per check, PASS / WARN / FAIL; exits 1 when any check failed.
 * `npm test` runs it against the local stack and the built site (scripts/test-all.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { DEFAULT_FUNCTION_SECRETS_FILE, parseEnvText } from "../deploy/deploy-config.ts";
import { hostedDatabaseUrl, readDeployFile } from "../deploy/hosted-database.ts";
import {
  checkAssetCaching,
  checkAuthSignupsClosed,
  checkCanonicalOrigin,
  checkCallerAddress,
  checkCorsPreflight,
  checkDiscountCodeRpc,
  checkDistinctTitles,
  checkFunction,
  checkNotFound,
  checkPage,
  checkRestRead,
  checkSecurityHeaders,
  checkSitemap,
  checkStorageObject,
  exitCodeOf,
  firstStorageImage,
  formatResult,
  FUNCTION_PROBES,
  pagesToCheck,
  readPageHead,
  sitemapPaths,
  type CheckResult,
  type PageHead,
  type RecordedResponse,
} from "./smoke-checks.ts";
import { runDatabaseChecks } from "./smoke-database.ts";

export interface SmokeTarget {
  siteUrl: string;
  projectUrl: string;
  key: string;
}

const REQUEST_TIMEOUT_MS = 20_000;

/** Where the site links the sample report (src/features/services/api/get-sample-report.ts). */
const SAMPLE_REPORT = "appraisal-sample/sample-appraisal-report.pdf";

/** Headers a client can set to claim another address; the functions must ignore them. */
const FORGED_FORWARDING = {
  "X-Forwarded-For": "203.0.113.7",
  "X-Real-IP": "203.0.113.7",
  Forwarded: "for=203.0.113.7",
  "True-Client-IP": "203.0.113.7",
};

type Fetch = typeof fetch;

/**
 * A connection the server closed while it sat idle between two requests (keep-alive) fails
 * the request before it reaches the server; that one is sent again, once, on a new
 * connection. Every request here is a read or is refused before anything is stored, so
 * sending it twice changes nothing. Any other error, or a second one, fails the check.
 */
const STALE_CONNECTION = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);

async function record(fetchImpl: Fetch, url: string, init: RequestInit = {}, retried = false): Promise<RecordedResponse> {
  let response: Response;
  try {
    response = await fetchImpl(url, { redirect: "manual", ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (retried || !code || !STALE_CONNECTION.has(code)) throw error;
    return record(fetchImpl, url, init, true);
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return { status: response.status, headers, body: await response.text() };
}

/** fetch's error with its cause (fetch itself says only "fetch failed"). */
function describeError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return [(error as Error).message, cause?.code ?? cause?.message].filter(Boolean).join(": ");
}

/** Every check against one deployment; `onResult` sees each line as it is decided. */
export async function runSmoke(target: SmokeTarget, fetchImpl: Fetch = fetch, onResult: (result: CheckResult) => void = () => {}): Promise<CheckResult[]> {
  const site = target.siteUrl.replace(/\/+$/, "");
  const project = target.projectUrl.replace(/\/+$/, "");
  const api = { apikey: target.key };
  const get = (url: string, init?: RequestInit) => record(fetchImpl, url, init);
  const results: CheckResult[] = [];
  const add = (...found: CheckResult[]) => {
    results.push(...found);
    found.forEach(onResult);
  };
  /** A network error is a failed check of its own, so one unreachable part does not stop the rest. */
  const attempt = async (name: string, work: () => Promise<CheckResult | CheckResult[]>) => {
    try {
      add(...[await work()].flat());
    } catch (error) {
      add({ verdict: "FAIL", name, detail: `request failed: ${describeError(error)}` });
    }
  };

  // The site: sitemap, the prerendered pages, the not-found page, caching and headers.
  let listed: string[] = [];
  await attempt("sitemap.xml", async () => {
    const response = await get(`${site}/sitemap.xml`);
    listed = response.status === 200 ? sitemapPaths(response.body) : [];
    return checkSitemap(response);
  });
  const titles = new Map<string, string>();
  const heads: PageHead[] = [];
  const mediaUrls: string[] = [];
  let assetPath: string | undefined;
  let homeResponse: RecordedResponse | undefined;
  for (const page of pagesToCheck(listed)) {
    await attempt(`page ${page.path}`, async () => {
      const response = await get(`${site}${page.path}`);
      if (page.path === "/") homeResponse = response;
      if (response.status === 200) {
        const head = readPageHead(response.body, `${site}${page.path}`);
        titles.set(page.path, head.title);
        heads.push(head);
        mediaUrls.push(...head.mediaUrls);
        assetPath ??= head.assetPaths[0];
      }
      return checkPage(page, response, site);
    });
  }
  add(checkDistinctTitles(titles), checkCanonicalOrigin(heads, site));
  const madeUp = `/smoke-check-no-such-page-${Date.now().toString(36)}`;
  await attempt(`not-found page ${madeUp}`, async () => checkNotFound(madeUp, await get(`${site}${madeUp}`)));
  const asset = assetPath;
  if (asset) await attempt(`asset ${asset}`, async () => checkAssetCaching(asset, await get(`${site}${asset}`)));
  else add({ verdict: "FAIL", name: "assets", detail: "the home page names no /assets/ script or style" });
  if (homeResponse) add(checkSecurityHeaders(homeResponse, site, project));

  // The project: REST, the RPC, every function, storage.
  await attempt("REST read service_pricing", async () =>
    checkRestRead(await get(`${project}/rest/v1/service_pricing?select=service_id,tier_name,price&limit=5`, { headers: api })),
  );
  await attempt("Auth sign-ups are off", async () => checkAuthSignupsClosed(await get(`${project}/auth/v1/settings`, { headers: api })));
  await attempt("RPC validate_discount_code", async () =>
    checkDiscountCodeRpc(
      await get(`${project}/rest/v1/rpc/validate_discount_code`, {
        method: "POST",
        headers: { ...api, "Content-Type": "application/json" },
        body: JSON.stringify({ code_to_check: "SMOKE-CHECK-NOT-A-CODE" }),
      }),
    ),
  );
  for (const probe of FUNCTION_PROBES) {
    await attempt(`function ${probe.name}`, async () => {
      const init: RequestInit =
        probe.body === undefined
          ? { method: probe.method, headers: api }
          : { method: probe.method, headers: { ...api, "Content-Type": "application/json" }, body: JSON.stringify(probe.body) };
      return checkFunction(probe, await get(`${project}/functions/v1/${probe.path}`, init));
    });
  }
  const siteOrigin = new URL(site).origin;
  await attempt("CORS preflight send-contact-email", async () => {
    const preflight = await get(`${project}/functions/v1/send-contact-email`, {
      method: "OPTIONS",
      headers: { Origin: siteOrigin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "apikey, content-type" },
    });
    return checkCorsPreflight("send-contact-email", preflight, siteOrigin);
  });
  await attempt("caller address", async () => {
    const visit = (extra: Record<string, string>) =>
      get(`${project}/functions/v1/log-site-visit`, { method: "POST", headers: { ...api, "Content-Type": "application/json", ...extra }, body: "{}" });
    return checkCallerAddress(await visit({}), await visit(FORGED_FORWARDING));
  });
  const reportUrl = `${project}/storage/v1/object/public/${SAMPLE_REPORT}`;
  await attempt("storage sample report", async () => checkStorageObject("sample report", reportUrl, await get(reportUrl), /^application\/pdf/));
  const image = firstStorageImage(mediaUrls, project);
  if (image) await attempt("storage image", async () => checkStorageObject("image", image, await get(image), /^image\//));
  else add({ verdict: "WARN", name: "storage image", detail: "the checked pages show no image from the project's storage" });
  return results;
}

const USAGE = "usage: npm run smoke -- <site URL> <project URL> <publishable key> [--db]  |  npm run smoke -- --db";

export function targetFromArgs(args: readonly string[]): SmokeTarget | string {
  const [siteUrl, projectUrl, key] = args;
  if (!siteUrl || !projectUrl || !key) return USAGE;
  for (const url of [siteUrl, projectUrl]) {
    try {
      new URL(url);
    } catch {
      return `not a URL: ${url}\n${USAGE}`;
    }
  }
  return { siteUrl, projectUrl, key };
}

/**
 * The functions' DB_POOLER_URL: the environment, else the functions' secrets file the deploy
 * sends (FUNCTION_SECRETS_FILE of .env.deploy, default .env.functions).
 */
function functionsPoolerUrl(deployFile: Readonly<Record<string, string>>): string | null {
  const fromEnvironment = process.env.DB_POOLER_URL?.trim();
  if (fromEnvironment) return fromEnvironment;
  const name = process.env.FUNCTION_SECRETS_FILE?.trim() || deployFile.FUNCTION_SECRETS_FILE?.trim() || DEFAULT_FUNCTION_SECRETS_FILE;
  const file = resolve(import.meta.dirname, "../..", name);
  if (!existsSync(file)) return null;
  return parseEnvText(readFileSync(file, "utf8")).DB_POOLER_URL?.trim() || null;
}

async function main(args: readonly string[]): Promise<number> {
  const withDatabase = args.includes("--db");
  const positionals = args.filter((arg) => arg !== "--db");
  const target = withDatabase && positionals.length === 0 ? null : targetFromArgs(positionals);
  if (typeof target === "string") {
    console.error(target);
    return 2;
  }
  const results: CheckResult[] = [];
  const show = (result: CheckResult) => {
    results.push(result);
    console.log(formatResult(result));
  };
  if (target) {
    console.log(`smoke check: site ${target.siteUrl}, project ${target.projectUrl}`);
    await runSmoke(target, fetch, show);
  }
  if (withDatabase) {
    const deployFile = readDeployFile();
    let databaseUrl: string;
    try {
      databaseUrl = hostedDatabaseUrl(process.env, deployFile);
    } catch (error) {
      console.error(`smoke check --db: ${(error as Error).message}`);
      return 2;
    }
    console.log("smoke check: the project's database (the deploy's settings)");
    for (const result of await runDatabaseChecks({ databaseUrl, poolerUrl: functionsPoolerUrl(deployFile) })) show(result);
  }
  const count = (verdict: CheckResult["verdict"]) => results.filter((result) => result.verdict === verdict).length;
  console.log(`smoke check: ${count("PASS")} PASS, ${count("FAIL")} FAIL, ${count("WARN")} WARN`);
  return exitCodeOf(results);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = await main(process.argv.slice(2));
}
