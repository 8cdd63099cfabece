// @vitest-environment node
/**
 * The deploy's Vault step (scripts/deploy/store-vault-secrets.ts) against a database shaped
 * like a new hosted project, with a stand-in Vault of the documented functions: it stores
 * project_url and secret_key, a second deploy duplicates nothing, a new key replaces the old
 * one, and the output names each secret without printing it.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHostedLikeDatabase, type HostedLikeDatabase } from "./helpers/hosted-like-database.ts";
import { VAULT_STAND_IN } from "./helpers/platform-stand-ins.ts";

const repoRoot = resolve(import.meta.dirname, "../..");
const REF = "abcdefghijklmnopqrst";
const FIRST_KEY = "sb_secret_first_Key0123456789";
const SECOND_KEY = "sb_secret_second-Key9876543210";

let database: HostedLikeDatabase | undefined;

beforeAll(async () => {
  database = await startHostedLikeDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(VAULT_STAND_IN);
  } finally {
    await client.end();
  }
}, 120_000);

afterAll(async () => {
  await database?.stop();
});

/** The step as the deploy runs it: its own process, the connection from SUPABASE_DB_URL. */
function vaultStep(secretKey: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(resolve(repoRoot, "node_modules/.bin/tsx"), ["scripts/deploy/store-vault-secrets.ts"], {
      cwd: repoRoot,
      env: { ...process.env, SUPABASE_DB_URL: database!.url, SUPABASE_PROJECT_REF: REF, SUPABASE_SECRET_KEY: secretKey, SUPABASE_DB_PASSWORD: "unused" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.once("error", fail);
    child.once("close", (code) => done({ code, output }));
  });
}

async function storedSecrets(): Promise<{ name: string; decrypted_secret: string }[]> {
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; decrypted_secret: string }>(
      "select name, decrypted_secret from vault.decrypted_secrets order by name, created_at",
    );
    return rows;
  } finally {
    await client.end();
  }
}

describe("the deploy's Vault step", () => {
  it("creates project_url and secret_key, then leaves them as they are on a second deploy", async () => {
    const first = await vaultStep(FIRST_KEY);
    expect(first.output).toContain("Vault secret project_url: created");
    expect(first.output).toContain("Vault secret secret_key: created");
    expect(first.code).toBe(0);
    const second = await vaultStep(FIRST_KEY);
    expect(second.code).toBe(0);
    expect(second.output).toContain("Vault secret project_url: already stored, unchanged");
    expect(second.output).toContain("Vault secret secret_key: already stored, unchanged");
    expect(await storedSecrets()).toEqual([
      { name: "project_url", decrypted_secret: `https://${REF}.supabase.co` },
      { name: "secret_key", decrypted_secret: FIRST_KEY },
    ]);
    expect(first.output + second.output).not.toContain(FIRST_KEY);
  }, 60_000);

  it("updates secret_key in place when the key changes: still one row per name", async () => {
    const run = await vaultStep(SECOND_KEY);
    expect(run.code).toBe(0);
    expect(run.output).toContain("Vault secret secret_key: updated");
    expect(run.output).toContain("Vault secret project_url: already stored, unchanged");
    expect(run.output).not.toContain(SECOND_KEY);
    expect(await storedSecrets()).toEqual([
      { name: "project_url", decrypted_secret: `https://${REF}.supabase.co` },
      { name: "secret_key", decrypted_secret: SECOND_KEY },
    ]);
  }, 60_000);

  it("refuses a key that is not a secret key and stores nothing", async () => {
    const run = await vaultStep("sb_publishable_NotTheRightKey123");
    expect(run.code).toBe(2);
    expect(run.output).toMatch(/SUPABASE_SECRET_KEY: this is the publishable key/);
    expect((await storedSecrets()).find((row) => row.name === "secret_key")?.decrypted_secret).toBe(SECOND_KEY);
  }, 60_000);
});
