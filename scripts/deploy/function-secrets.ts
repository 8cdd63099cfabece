/**
 * What the functions' secrets file must hold before `supabase secrets set --env-file` sends it
 * (README, "Deploying to a hosted Supabase project"). Names only: no value is ever printed.
 */

/** Without these the site takes requests it cannot mail, or builds wrong links. */
export const REQUIRED_FUNCTION_SECRETS = ["SMTP_HOST", "SMTP_USER", "SMTP_PASS", "BUSINESS_EMAIL", "SITE_URL", "DB_POOLER_URL"] as const;

/** Hosted functions cannot open these SMTP ports (docs: use 465, TLS from the start). */
const BLOCKED_SMTP_PORTS = ["25", "587"];

/** The problems of a secrets file's variables; empty when it can be sent. */
export function functionSecretsProblems(variables: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const name of REQUIRED_FUNCTION_SECRETS) {
    if (!variables[name]?.trim()) problems.push(`${name} is missing`);
  }
  const port = variables.SMTP_PORT?.trim();
  if (port && BLOCKED_SMTP_PORTS.includes(port)) problems.push(`SMTP_PORT=${port}: hosted functions cannot open ports 25 and 587; use 465 with SMTP_SECURE=true`);
  if ((port === undefined || port === "465") && variables.SMTP_SECURE?.trim() === "false") {
    problems.push("SMTP_SECURE=false on port 465: port 465 speaks TLS from the start (SMTP_SECURE=true)");
  }
  const reserved = Object.keys(variables).filter((name) => name.startsWith("SUPABASE_"));
  if (reserved.length > 0) problems.push(`${reserved.join(", ")}: names starting with SUPABASE_ are set by the platform and cannot be secrets`);
  return problems;
}
