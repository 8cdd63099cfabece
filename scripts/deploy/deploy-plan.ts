import type { DeployConfig } from "./deploy-config.ts";

/**
 * `npm run deploy` as data: each step's command, the environment it needs, and what its
 * output must show. Built by a pure function, so the sequence is unit-tested and printed by
 * `--dry-run` exactly as it runs (docs/decisions/049-deploy-and-smoke-scripts.md).
 *
 * Supabase CLI v3: database and storage commands target the local stack unless given
 * `--remote` (the linked project); every command that changes the hosted project needs
 * `--yes` when it cannot ask; the CLI reads SUPABASE_ACCESS_TOKEN and SUPABASE_DB_PASSWORD
 * from the environment, so neither appears in a command line.
 */
export interface DeployStep {
  title: string;
  /** The program and its arguments (no shell). */
  argv: string[];
  /** Variables set for this step only, besides the caller's environment. */
  env: Record<string, string>;
  /** Names that the step's output must contain (checked by the runner), if any. */
  expectInOutput?: string[];
  /** Said before the step runs; a step with `skip` set is only said, not run. */
  note?: string;
  skip?: boolean;
}

/** The public buckets the migrations create (every media URL of the site points into one). */
export const PUBLIC_BUCKETS = ["agent-media", "showcase-media", "gallery", "blog-images", "appraisal-sample"] as const;

/** Where the site links the sample report (src/features/services/api/get-sample-report.ts). */
export const SAMPLE_REPORT_OBJECT = "ss:///appraisal-sample/sample-appraisal-report.pdf";

/** Variables whose values are secrets: printed as ***. */
export const SECRET_VARIABLES = ["SUPABASE_ACCESS_TOKEN", "SUPABASE_DB_PASSWORD", "SUPABASE_SECRET_KEY"] as const;

const SUPABASE = ["npx", "supabase"];

/**
 * Every CLI call runs without telemetry and without the update check, as the tests run it
 * (docs/decisions/042): the CLI otherwise reports usage and looks for a newer release.
 */
export const CLI_QUIET_ENV = { SUPABASE_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1", SUPABASE_NO_UPDATE_NOTIFIER: "1" } as const;

export function projectUrl(projectRef: string): string {
  return `https://${projectRef}.supabase.co`;
}

export function deployPlan(config: DeployConfig): DeployStep[] {
  const token = { ...CLI_QUIET_ENV, SUPABASE_ACCESS_TOKEN: config.accessToken };
  const database = { ...token, SUPABASE_DB_PASSWORD: config.dbPassword };
  return [
    {
      title: "Link the project",
      argv: [...SUPABASE, "link", "--project-ref", config.projectRef],
      env: database,
    },
    {
      title: "Apply the migrations (tables, policies, RPCs, cron jobs, storage buckets)",
      argv: [...SUPABASE, "db", "push", "--remote", "--yes"],
      env: database,
    },
    {
      // The scheduled jobs read the project's URL and a secret key from Vault
      // (scripts/deploy/vault-secrets.ts); the step connects as parcels:import --hosted does.
      title: "Store the scheduled jobs' Vault secrets project_url and secret_key (created when absent, updated when present)",
      argv: ["npx", "tsx", "scripts/deploy/store-vault-secrets.ts"],
      env: { SUPABASE_PROJECT_REF: config.projectRef, SUPABASE_DB_PASSWORD: config.dbPassword, SUPABASE_SECRET_KEY: config.secretKey },
    },
    {
      // The [auth] settings of supabase/config.toml (docs/decisions/054): sign-ups off, TOTP
      // on, code length and lifetime, the code mail's template. The CLI reads a config value
      // from SUPABASE_<SECTION>_<KEY> before the file, so the site's address replaces the
      // local one there.
      title: "Apply the Auth settings from supabase/config.toml (sign-ups off, TOTP on, the code mail)",
      argv: [...SUPABASE, "config", "push", "--yes"],
      env: { ...token, SUPABASE_AUTH_SITE_URL: config.siteUrl },
    },
    {
      title: `Set the functions' secrets from ${config.functionSecretsFile}`,
      argv: [...SUPABASE, "secrets", "set", "--env-file", config.functionSecretsFile, "--yes"],
      env: token,
    },
    {
      title: "Deploy every edge function (bundled by the platform: no Docker; verify_jwt per function from supabase/config.toml)",
      argv: [...SUPABASE, "functions", "deploy", "--use-api", "--yes"],
      env: token,
    },
    {
      title: "Check the public buckets exist",
      argv: [...SUPABASE, "storage", "ls", "ss:///", "--remote", "--experimental"],
      env: token,
      expectInOutput: [...PUBLIC_BUCKETS],
    },
    config.sampleReportFile === null
      ? {
          title: "Upload the sample appraisal report",
          argv: [...SUPABASE, "storage", "cp", "<SAMPLE_REPORT_FILE>", SAMPLE_REPORT_OBJECT, "--remote", "--experimental", "--yes"],
          env: token,
          note: "skipped: SAMPLE_REPORT_FILE is not set; the site's sample-report link stays broken until the real PDF is uploaded",
          skip: true,
        }
      : {
          title: "Upload the sample appraisal report",
          argv: [
            ...SUPABASE,
            "storage",
            "cp",
            config.sampleReportFile,
            SAMPLE_REPORT_OBJECT,
            "--content-type",
            "application/pdf",
            "--remote",
            "--experimental",
            "--yes",
          ],
          env: token,
        },
    {
      title: "Build the static site against the project",
      argv: ["npm", "run", "build"],
      env: {
        VITE_SUPABASE_URL: projectUrl(config.projectRef),
        VITE_SUPABASE_PUBLISHABLE_KEY: config.publishableKey,
        VITE_SITE_URL: config.siteUrl,
      },
    },
  ];
}

/** The check to run once dist/ is on the host. */
export function smokeCommand(config: DeployConfig): string {
  return `npm run smoke -- ${config.siteUrl} ${projectUrl(config.projectRef)} ${config.publishableKey}`;
}

/** A step as one shell-like line, with every secret masked (by name and by value). */
export function formatStep(step: DeployStep, secretValues: readonly string[]): string {
  const mask = (text: string) =>
    secretValues.filter((secret) => secret.length > 0).reduce((masked, secret) => masked.split(secret).join("***"), text);
  const assignments = Object.entries(step.env).map(([name, value]) =>
    (SECRET_VARIABLES as readonly string[]).includes(name) ? `${name}=***` : `${name}=${quote(mask(value))}`,
  );
  return [...assignments, ...step.argv.map((arg) => quote(mask(arg)))].join(" ");
}

function quote(text: string): string {
  return /^[\w@%+=:,./<>*-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The names the step's output should have shown but did not. */
export function missingFromOutput(step: DeployStep, output: string): string[] {
  return (step.expectInOutput ?? []).filter((name) => !new RegExp(`(^|[^\\w-])${escapeRegExp(name)}([^\\w-]|$)`, "m").test(output));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
