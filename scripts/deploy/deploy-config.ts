import { parseEnv } from "node:util";

/**
 * What `npm run deploy` needs to know, read from the environment and the git-ignored
 * `.env.deploy` (the environment wins). Pure: the runner reads the file and passes its text.
 * docs/decisions/049-deploy-and-smoke-scripts.md.
 */
export interface DeployConfig {
  /** The hosted project's ref (20 lowercase letters): https://<ref>.supabase.co. */
  projectRef: string;
  /** A personal access token for the Supabase CLI (`sbp_…`). */
  accessToken: string;
  /** The project's database password (the CLI reads it as SUPABASE_DB_PASSWORD). */
  dbPassword: string;
  /** The project's publishable key (`sb_publishable_…`): built into the public site. */
  publishableKey: string;
  /**
   * The project's secret key (`sb_secret_…`): stored in Vault as `secret_key`, where the
   * scheduled jobs read it (docs/decisions/067-deploy-stores-vault-secrets-and-smoke-checks-jobs.md).
   */
  secretKey: string;
  /** The public site's address (VITE_SITE_URL of the build: canonical links, sitemap). */
  siteUrl: string;
  /** The edge functions' secrets, one NAME=value a line (`supabase secrets set --env-file`). */
  functionSecretsFile: string;
  /** The real sample appraisal report (PDF) to upload, or null to leave the bucket as it is. */
  sampleReportFile: string | null;
}

/** The variables of `.env.deploy` (see .env.deploy.example). */
export const DEPLOY_VARIABLES = {
  projectRef: "SUPABASE_PROJECT_REF",
  accessToken: "SUPABASE_ACCESS_TOKEN",
  dbPassword: "SUPABASE_DB_PASSWORD",
  publishableKey: "SUPABASE_PUBLISHABLE_KEY",
  secretKey: "SUPABASE_SECRET_KEY",
  siteUrl: "SITE_URL",
  functionSecretsFile: "FUNCTION_SECRETS_FILE",
  sampleReportFile: "SAMPLE_REPORT_FILE",
} as const satisfies Record<keyof DeployConfig, string>;

export const DEFAULT_FUNCTION_SECRETS_FILE = ".env.functions";

/** What a dry run shows where a value is not set: it needs no real credentials. */
export const PLACEHOLDERS: DeployConfig = {
  projectRef: "<project-ref>",
  accessToken: "<access-token>",
  dbPassword: "<database-password>",
  publishableKey: "<sb_publishable_key>",
  secretKey: "<sb_secret_key>",
  siteUrl: "https://www.your-domain.com",
  functionSecretsFile: DEFAULT_FUNCTION_SECRETS_FILE,
  sampleReportFile: "<path/to/sample-appraisal-report.pdf>",
};

export type DeployConfigResult = { ok: true; config: DeployConfig } | { ok: false; problems: string[] };

/** The variables of an env file's text (NAME=value lines, # comments, quotes as dotenv reads them). */
export function parseEnvText(text: string): Record<string, string> {
  return parseEnv(text) as Record<string, string>;
}

/**
 * The configuration from the environment over the file's variables. A real run needs every
 * value but the sample report; a dry run fills what is missing with placeholders. A key that
 * is not a publishable key is refused in both: the build would publish it to every visitor.
 */
export function readDeployConfig(
  environment: Readonly<Record<string, string | undefined>>,
  fileVariables: Readonly<Record<string, string>>,
  options: { dryRun: boolean },
): DeployConfigResult {
  const value = (name: string): string | undefined => {
    const found = environment[name]?.trim() || fileVariables[name]?.trim();
    return found ? found : undefined;
  };
  const problems: string[] = [];
  const required = (field: Exclude<keyof DeployConfig, "sampleReportFile" | "functionSecretsFile">): string => {
    const found = value(DEPLOY_VARIABLES[field]);
    if (found) return found;
    if (!options.dryRun) problems.push(`${DEPLOY_VARIABLES[field]} is not set (environment or .env.deploy)`);
    return PLACEHOLDERS[field];
  };
  const config: DeployConfig = {
    projectRef: required("projectRef"),
    accessToken: required("accessToken"),
    dbPassword: required("dbPassword"),
    publishableKey: required("publishableKey"),
    secretKey: required("secretKey"),
    siteUrl: required("siteUrl").replace(/\/+$/, ""),
    functionSecretsFile: value(DEPLOY_VARIABLES.functionSecretsFile) ?? DEFAULT_FUNCTION_SECRETS_FILE,
    sampleReportFile: value(DEPLOY_VARIABLES.sampleReportFile) ?? (options.dryRun ? PLACEHOLDERS.sampleReportFile : null),
  };
  if (config.projectRef !== PLACEHOLDERS.projectRef && !/^[a-z]{20}$/.test(config.projectRef)) {
    problems.push(`${DEPLOY_VARIABLES.projectRef} must be the project's ref (20 lowercase letters), not "${config.projectRef.slice(0, 40)}"`);
  }
  if (config.publishableKey !== PLACEHOLDERS.publishableKey) {
    const keyProblem = publicKeyProblem(config.publishableKey);
    if (keyProblem) problems.push(`${DEPLOY_VARIABLES.publishableKey}: ${keyProblem}`);
  }
  if (config.secretKey !== PLACEHOLDERS.secretKey) {
    const keyProblem = secretKeyProblem(config.secretKey);
    if (keyProblem) problems.push(`${DEPLOY_VARIABLES.secretKey}: ${keyProblem}`);
  }
  if (config.siteUrl !== PLACEHOLDERS.siteUrl && !/^https:\/\/[^/]+$/.test(config.siteUrl)) {
    problems.push(`${DEPLOY_VARIABLES.siteUrl} must be the site's https origin, like https://www.example.com`);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}

/**
 * Why a key cannot be the scheduled jobs' key, or null when it can: the jobs send it on the
 * `apikey` header and the functions accept only the project's secret keys
 * (supabase/migrations/20261127000200_cron_jobs_send_secret_key.sql). The shape is
 * `sb_secret_` and the key's own characters (letters, digits, `_`, `-`).
 */
export function secretKeyProblem(key: string): string | null {
  if (/^sb_secret_[A-Za-z0-9_-]{8,}$/.test(key)) return null;
  if (key.startsWith("sb_publishable_")) return "this is the publishable key; the scheduled jobs need a secret key (sb_secret_…)";
  return "not a secret key (sb_secret_… from Project Settings → API Keys)";
}

/**
 * Why a key must not be built into the public site, or null when it may: a publishable key,
 * or (a project that still has them) the legacy anon JWT. A secret key or the service_role
 * JWT would hand every visitor full access.
 */
export function publicKeyProblem(key: string): string | null {
  if (key.startsWith("sb_publishable_")) return null;
  if (key.startsWith("sb_secret_")) return "this is a secret key; the site needs the publishable key (sb_publishable_…)";
  const role = jwtRole(key);
  if (role === "anon") return null;
  if (role !== null) return `this is the legacy ${role} key; the site needs the publishable key (sb_publishable_…)`;
  return "not a publishable key (sb_publishable_…)";
}

function jwtRole(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { role?: unknown };
    return typeof claims.role === "string" ? claims.role : null;
  } catch {
    return null;
  }
}
