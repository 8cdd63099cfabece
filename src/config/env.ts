/**
 * The public (VITE_) environment, parsed once when this module loads.
 *
 * Only public values belong here: everything in import.meta.env ships to the browser.
 * A missing or invalid variable throws one Error that names every problem, so a
 * misconfigured deploy fails loudly instead of rendering a half-working site.
 *
 * The checks are written out rather than declared with zod: this module is in every
 * page's first load, and zod (about 17 KiB gzip with its URL and e-mail formats) would
 * be there only for these few lines. The rules are zod's: an http(s) URL must start with
 * `http://` or `https://`, parse, and have a valid host name (zod's hostname pattern);
 * an e-mail address must match zod's e-mail pattern.
 *
 * The project's key: `VITE_SUPABASE_PUBLISHABLE_KEY` (`sb_publishable_…`). An older project
 * may still give only its legacy anon key, `VITE_SUPABASE_ANON_KEY`: it is taken when the
 * publishable key is not set (docs/decisions/043-publishable-and-secret-keys.md).
 *
 * `VITE_E2E_TEST_ROUTES` is deliberately NOT parsed here: the router reads it directly
 * so that a normal build can drop the test-only route as dead code.
 */

export interface Env {
  VITE_SUPABASE_URL: string;
  /** The key the app sends: the publishable key, else the legacy anon key. */
  VITE_SUPABASE_PUBLISHABLE_KEY: string;
  /** The legacy anon key, the fallback of an older project. */
  VITE_SUPABASE_ANON_KEY?: string | undefined;
  VITE_SITE_URL: string;

  // Business identity overrides (defaults live in config/site.ts).
  VITE_BUSINESS_NAME?: string | undefined;
  VITE_BUSINESS_SHORT_NAME?: string | undefined;
  VITE_BUSINESS_PHONE?: string | undefined;
  VITE_BUSINESS_EMAIL?: string | undefined;
  VITE_BUSINESS_STREET?: string | undefined;
  VITE_BUSINESS_CITY?: string | undefined;
  VITE_BUSINESS_POSTAL_CODE?: string | undefined;
  VITE_FACEBOOK_URL?: string | undefined;
  VITE_INSTAGRAM_URL?: string | undefined;
  VITE_LINKEDIN_URL?: string | undefined;
  VITE_YOUTUBE_URL?: string | undefined;
  /** The team introduction video (About page, home page): a YouTube or Vimeo link. */
  VITE_TEAM_VIDEO_URL?: string | undefined;

  // Integrations.
  VITE_GA_MEASUREMENT_ID?: string | undefined;
  /** Google Ads conversion target sent on /thank-you, "AW-<id>/<label>". */
  VITE_GOOGLE_ADS_CONVERSION?: string | undefined;
  VITE_CHAT_SCRIPT_URL?: string | undefined;
  /** Cloudflare Turnstile's site key: set, the contact and quote forms load the widget (docs/decisions/035). */
  VITE_TURNSTILE_SITE_KEY?: string | undefined;
}

/** A check answers the (possibly adjusted) value, or why it is invalid. */
type Check = (value: string) => { value: string } | { problem: string };

/** zod's hostname pattern (z.regexes.hostname). */
const HOSTNAME = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
/** zod's e-mail pattern (z.email()). */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const anyText: Check = (value) => ({ value });

const httpUrl: Check = (value) => {
  const invalid = { problem: "expected a valid url" };
  if (!/^https?:\/\//i.test(value)) return invalid;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return invalid;
  }
  if (!HOSTNAME.test(url.hostname) || !/^https?:$/.test(url.protocol)) return invalid;
  // The URL parser ignores tabs and newlines; so does the value kept.
  return { value: value.replace(/[\t\n\r]/g, "") };
};

const email: Check = (value) => (EMAIL.test(value) ? { value } : { problem: "expected a valid email" });

const matching =
  (pattern: RegExp, problem: string): Check =>
  (value) =>
    pattern.test(value) ? { value } : { problem };

const tenDigitPhone: Check = (value) =>
  value.replace(/\D/g, "").length === 10 ? { value } : { problem: "must have 10 digits" };

/** Every variable: its check, and whether it must be set (or the default when it is not). */
const ENV_RULES: { [K in keyof Env]-?: { check: Check; required?: true; fallback?: string } } = {
  VITE_SUPABASE_URL: { check: httpUrl, required: true },
  // Required, but either may give it: checked after the loop.
  VITE_SUPABASE_PUBLISHABLE_KEY: { check: anyText },
  VITE_SUPABASE_ANON_KEY: { check: anyText },
  VITE_SITE_URL: { check: httpUrl, fallback: "http://localhost:5173" },

  VITE_BUSINESS_NAME: { check: anyText },
  VITE_BUSINESS_SHORT_NAME: { check: anyText },
  VITE_BUSINESS_PHONE: { check: tenDigitPhone },
  VITE_BUSINESS_EMAIL: { check: email },
  VITE_BUSINESS_STREET: { check: anyText },
  VITE_BUSINESS_CITY: { check: anyText },
  VITE_BUSINESS_POSTAL_CODE: { check: matching(/^\d{5}$/, "must be a 5-digit ZIP code") },
  VITE_FACEBOOK_URL: { check: httpUrl },
  VITE_INSTAGRAM_URL: { check: httpUrl },
  VITE_LINKEDIN_URL: { check: httpUrl },
  VITE_YOUTUBE_URL: { check: httpUrl },
  VITE_TEAM_VIDEO_URL: { check: httpUrl },

  VITE_GA_MEASUREMENT_ID: { check: anyText },
  VITE_GOOGLE_ADS_CONVERSION: { check: matching(/^AW-\d+\/[\w-]+$/, "must look like AW-123456789/AbC_dEf") },
  VITE_CHAT_SCRIPT_URL: { check: httpUrl },
  VITE_TURNSTILE_SITE_KEY: { check: matching(/^[\w-]{1,100}$/, "must be a Turnstile site key") },
};

export const ENV_KEYS = Object.keys(ENV_RULES) as (keyof Env)[];

/**
 * Parses a raw environment record. Empty strings count as "not set" (an `.env` line
 * like `VITE_SITE_URL=` means "use the default"); surrounding whitespace is trimmed.
 */
export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed: Record<string, string | undefined> = {};
  const problems: string[] = [];
  for (const key of ENV_KEYS) {
    const rule = ENV_RULES[key];
    const value = raw[key];
    const text = typeof value === "string" ? value.trim() || undefined : value !== undefined && value !== null ? String(value) : undefined;
    if (text === undefined) {
      if (rule.required) problems.push(`${key} is missing`);
      else if (rule.fallback !== undefined) parsed[key] = rule.fallback;
      continue;
    }
    const result = rule.check(text);
    if ("problem" in result) problems.push(`${key} is invalid (${result.problem})`);
    else parsed[key] = result.value;
  }
  parsed.VITE_SUPABASE_PUBLISHABLE_KEY ??= parsed.VITE_SUPABASE_ANON_KEY;
  if (parsed.VITE_SUPABASE_PUBLISHABLE_KEY === undefined) {
    problems.push("VITE_SUPABASE_PUBLISHABLE_KEY is missing (or, on an older project, VITE_SUPABASE_ANON_KEY)");
  }

  if (problems.length === 0) return parsed as unknown as Env;
  const list = problems.map((line) => `  - ${line}`).join("\n");
  throw new Error(`Invalid environment configuration. Check these variables (see .env.example):\n${list}`);
}

/** The parsed environment of this build. Importing it with a bad environment throws. */
export const env: Env = parseEnv(import.meta.env);
