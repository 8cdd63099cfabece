import * as z from "zod/mini";

/**
 * The public (VITE_) environment, parsed once with zod when this module loads.
 *
 * Only public values belong here: everything in import.meta.env ships to the browser.
 * A missing or invalid variable throws one Error that names every problem, so a
 * misconfigured deploy fails loudly instead of rendering a half-working site.
 *
 * `VITE_E2E_TEST_ROUTES` is deliberately NOT parsed here: the router reads it directly
 * so that a normal build can drop the test-only route as dead code.
 */

const httpUrl = () => z.url({ protocol: /^https?$/, hostname: z.regexes.hostname });

const envSchema = z.object({
  VITE_SUPABASE_URL: httpUrl(),
  VITE_SUPABASE_ANON_KEY: z.string().check(z.minLength(1)),
  VITE_SITE_URL: z._default(httpUrl(), "http://localhost:5173"),

  // Business identity overrides (defaults live in config/site.ts).
  VITE_BUSINESS_NAME: z.optional(z.string()),
  VITE_BUSINESS_SHORT_NAME: z.optional(z.string()),
  VITE_BUSINESS_PHONE: z.optional(
    z.string().check(z.refine((value) => value.replace(/\D/g, "").length === 10, "must have 10 digits")),
  ),
  VITE_BUSINESS_EMAIL: z.optional(z.email()),
  VITE_BUSINESS_STREET: z.optional(z.string()),
  VITE_BUSINESS_CITY: z.optional(z.string()),
  VITE_BUSINESS_POSTAL_CODE: z.optional(z.string().check(z.regex(/^\d{5}$/, "must be a 5-digit ZIP code"))),
  VITE_FACEBOOK_URL: z.optional(httpUrl()),
  VITE_INSTAGRAM_URL: z.optional(httpUrl()),
  VITE_LINKEDIN_URL: z.optional(httpUrl()),
  VITE_YOUTUBE_URL: z.optional(httpUrl()),
  /** The team introduction video (About page, home page): a YouTube or Vimeo link. */
  VITE_TEAM_VIDEO_URL: z.optional(httpUrl()),

  // Integrations.
  VITE_GA_MEASUREMENT_ID: z.optional(z.string()),
  /** Google Ads conversion target sent on /thank-you, "AW-<id>/<label>". */
  VITE_GOOGLE_ADS_CONVERSION: z.optional(z.string().check(z.regex(/^AW-\d+\/[\w-]+$/, "must look like AW-123456789/AbC_dEf"))),
  VITE_CHAT_SCRIPT_URL: z.optional(httpUrl()),
  /** Cloudflare Turnstile's site key: set, the contact and quote forms load the widget (docs/decisions/035). */
  VITE_TURNSTILE_SITE_KEY: z.optional(z.string().check(z.regex(/^[\w-]{1,100}$/, "must be a Turnstile site key"))),
});

export type Env = z.infer<typeof envSchema>;

export const ENV_KEYS = Object.keys(envSchema.shape) as (keyof Env)[];

/**
 * Parses a raw environment record. Empty strings count as "not set" (an `.env` line
 * like `VITE_SITE_URL=` means "use the default"); surrounding whitespace is trimmed.
 */
export function parseEnv(raw: Record<string, unknown>): Env {
  const input: Record<string, string | undefined> = {};
  for (const key of ENV_KEYS) {
    const value = raw[key];
    if (typeof value === "string") {
      const trimmed = value.trim();
      input[key] = trimmed === "" ? undefined : trimmed;
    } else if (value !== undefined && value !== null) {
      input[key] = String(value);
    }
  }

  const result = envSchema.safeParse(input);
  if (result.success) return result.data;

  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "environment");
    if (problems.has(name)) continue;
    const missing = input[name] === undefined;
    problems.set(name, missing ? `${name} is missing` : `${name} is invalid (${describeIssue(issue)})`);
  }
  const list = [...problems.values()].map((line) => `  - ${line}`).join("\n");
  throw new Error(`Invalid environment configuration. Check these variables (see .env.example):\n${list}`);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_format") return `expected a valid ${issue.format}`;
  if (issue.code === "too_small") return "must not be empty";
  return issue.message === "Invalid input" ? "invalid value" : issue.message;
}

/** The parsed environment of this build. Importing it with a bad environment throws. */
export const env: Env = parseEnv(import.meta.env);
