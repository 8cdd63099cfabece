/**
 * The deploy's Vault step (scripts/deploy/deploy-plan.ts runs it): stores `project_url` and
 * `secret_key` for the scheduled jobs in the hosted project's Vault, through the database
 * connection of .env.deploy (scripts/deploy/hosted-database.ts). Reads SUPABASE_PROJECT_REF
 * and SUPABASE_SECRET_KEY from the environment or .env.deploy; prints each secret's name and
 * what was done with it, never its value.
 */
import pg from "pg";
import { secretKeyProblem } from "./deploy-config.ts";
import { hostedDatabaseUrl, readDeployFile } from "./hosted-database.ts";
import { scheduledJobSecrets, storeVaultSecrets } from "./vault-secrets.ts";

async function main(): Promise<number> {
  const file = readDeployFile();
  const value = (name: string) => process.env[name]?.trim() || file[name]?.trim() || "";
  const ref = value("SUPABASE_PROJECT_REF");
  const secretKey = value("SUPABASE_SECRET_KEY");
  const keyProblem = secretKeyProblem(secretKey);
  if (!ref || keyProblem) {
    console.error(`vault: ${!ref ? "SUPABASE_PROJECT_REF is not set" : `SUPABASE_SECRET_KEY: ${keyProblem}`}`);
    return 2;
  }
  const client = new pg.Client({ connectionString: hostedDatabaseUrl(process.env, file), application_name: "deploy-vault-secrets" });
  await client.connect();
  try {
    for (const { name, action } of await storeVaultSecrets(client, scheduledJobSecrets(ref, secretKey))) {
      console.log(`  Vault secret ${name}: ${action === "unchanged" ? "already stored, unchanged" : action}`);
    }
  } finally {
    await client.end();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const hint = /vault\.|schema "vault"/.test(message) ? " (the project's Vault: Database → Extensions → supabase_vault)" : "";
    console.error(`vault: ${message}${hint}`);
    process.exit(1);
  },
);
