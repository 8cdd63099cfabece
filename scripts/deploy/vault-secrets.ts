import type pg from "pg";
import { projectUrl } from "./deploy-plan.ts";

/**
 * The two Vault secrets the scheduled jobs read (private.cron_job_command in
 * supabase/migrations/20261127000200_cron_jobs_send_secret_key.sql): without them every job
 * runs and calls nothing. `npm run deploy` stores them through the database connection with
 * Supabase Vault's own functions, `vault.create_secret(secret, name, description)` when the
 * name is absent and `vault.update_secret(id, secret, name, description)` when present, so a
 * second deploy updates and never duplicates
 * (docs/decisions/067-deploy-stores-vault-secrets-and-smoke-checks-jobs.md).
 */
export interface VaultSecret {
  name: string;
  secret: string;
  description: string;
}

export type VaultAction = "created" | "updated" | "unchanged";

export function scheduledJobSecrets(projectRef: string, secretKey: string): VaultSecret[] {
  return [
    { name: "project_url", secret: projectUrl(projectRef), description: "The project's URL: the scheduled jobs call its functions (npm run deploy)" },
    { name: "secret_key", secret: secretKey, description: "A secret key: the scheduled jobs send it as apikey (npm run deploy)" },
  ];
}

/**
 * Creates or updates each secret by name, in one transaction. An advisory lock keeps two
 * deploys at once from both creating the same name. Answers what happened to each name.
 */
export async function storeVaultSecrets(client: pg.ClientBase, secrets: readonly VaultSecret[]): Promise<{ name: string; action: VaultAction }[]> {
  const done: { name: string; action: VaultAction }[] = [];
  await client.query("begin");
  try {
    await client.query("select pg_advisory_xact_lock(hashtext('npm run deploy: vault secrets'))");
    for (const { name, secret, description } of secrets) {
      const found = await client.query<{ id: string; same: boolean }>(
        "select id, decrypted_secret is not distinct from $2 as same from vault.decrypted_secrets where name = $1 order by created_at limit 1",
        [name, secret],
      );
      const existing = found.rows[0];
      if (!existing) {
        await client.query("select vault.create_secret($1, $2, $3)", [secret, name, description]);
        done.push({ name, action: "created" });
      } else if (existing.same) {
        done.push({ name, action: "unchanged" });
      } else {
        await client.query("select vault.update_secret($1::uuid, $2, $3, $4)", [existing.id, secret, name, description]);
        done.push({ name, action: "updated" });
      }
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
  return done;
}
