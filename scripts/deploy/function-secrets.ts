import { BLOCKED_HOSTED_SMTP_PORTS, DEFAULT_SMTP_PORT } from "../../supabase/functions/_shared/leads/mailer.ts";

/**
 * What the functions' secrets file must hold before `supabase secrets set --env-file` sends it
 * (README, "Deploying to a hosted Supabase project"). Names only: no value is ever printed.
 */

/** Without these the site takes requests it cannot mail, or builds wrong links. */
export const REQUIRED_FUNCTION_SECRETS = ["SMTP_HOST", "SMTP_USER", "SMTP_PASS", "BUSINESS_EMAIL", "SITE_URL", "DB_POOLER_URL"] as const;

/** The problems of a secrets file's variables; empty when it can be sent. */
export function functionSecretsProblems(variables: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const name of REQUIRED_FUNCTION_SECRETS) {
    if (!variables[name]?.trim()) problems.push(`${name} is missing`);
  }
  const port = variables.SMTP_PORT?.trim();
  if (port && BLOCKED_HOSTED_SMTP_PORTS.includes(Number(port))) {
    problems.push(`SMTP_PORT=${port}: hosted functions cannot open ports ${BLOCKED_HOSTED_SMTP_PORTS.join(" and ")}; use ${DEFAULT_SMTP_PORT} with SMTP_SECURE=true`);
  }
  if ((port === undefined || Number(port) === DEFAULT_SMTP_PORT) && variables.SMTP_SECURE?.trim() === "false") {
    problems.push(`SMTP_SECURE=false on port ${DEFAULT_SMTP_PORT}: that port speaks TLS from the start (SMTP_SECURE=true)`);
  }
  const reserved = Object.keys(variables).filter((name) => name.startsWith("SUPABASE_"));
  if (reserved.length > 0) problems.push(`${reserved.join(", ")}: names starting with SUPABASE_ are set by the platform and cannot be secrets`);
  return problems;
}
