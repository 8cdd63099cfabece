/**
 * The deploy's database step, run for real (decision 042): the pinned
 * Supabase CLI (`npx supabase`, v3) pushes supabase/migrations/ to a fresh
 * database prepared as a new hosted project is (helpers/hosted-like-database.ts),
 * then lists the migration history. No Docker and no network: the CLI is
 * given the database URL with --remote, and SUPABASE_TELEMETRY_DISABLED=1
 * stops the one other connection it makes (usage telemetry to PostHog); an
 * HTTP(S) proxy of ours stands in for the internet and must see nothing.
 */
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMigrations } from "../../supabase/local/database-setup.ts";
import { migrationsDir, repoRoot } from "../../supabase/local/paths.ts";
import { startHostedLikeDatabase, type HostedLikeDatabase } from "./helpers/hosted-like-database.ts";

const SITE_BUCKETS = ["agent-media", "appraisal-sample", "blog-images", "gallery", "showcase-media"];
const CLI_TIMEOUT_MS = 120_000;

let database: HostedLikeDatabase | undefined;
let proxy: Server | undefined;
const proxyRequests: string[] = [];
let proxyUrl = "";

interface CliRun {
  code: number | null;
  output: string;
}

/** `npx supabase <args>` in the repository, as the deploy runs it, with the internet replaced by our proxy. */
function supabase(args: string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["supabase", ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        SUPABASE_TELEMETRY_DISABLED: "1",
        // The CLI asks GitHub for its latest release now and then (cached in supabase/.temp for ten hours): a pinned CLI needs no such check.
        SUPABASE_NO_UPDATE_NOTIFIER: "1",
        HTTP_PROXY: proxyUrl,
        HTTPS_PROXY: proxyUrl,
        ALL_PROXY: proxyUrl,
        http_proxy: proxyUrl,
        https_proxy: proxyUrl,
        NO_PROXY: "",
        no_proxy: "",
        NO_COLOR: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

/** The URL the deploy would pass as --remote (no TLS on a local server, so say so instead of letting the CLI warn). */
function remote(): string {
  return `--remote=${database!.url}?sslmode=disable`;
}

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  proxy = createServer((socket) => {
    socket.once("data", (data) => proxyRequests.push(data.toString("latin1").split("\r\n", 1)[0] ?? ""));
    socket.on("error", () => undefined);
    socket.end();
  });
  await new Promise<void>((resolve) => proxy!.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  proxyUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  database = await startHostedLikeDatabase();
});

afterAll(async () => {
  await database?.stop();
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
});

describe("supabase db push --remote=<database url> on a database prepared as a new hosted project", () => {
  it("starts from a database with no migration history and no public tables", async () => {
    const history = await query("select 1 from pg_namespace where nspname = 'supabase_migrations'");
    expect(history).toEqual([]);
    const tables = await query("select 1 from pg_tables where schemaname = 'public'");
    expect(tables).toEqual([]);
  });

  it("applies every migration, in order, and says so", { timeout: CLI_TIMEOUT_MS }, async () => {
    const { migrations } = await listMigrations(migrationsDir);
    const push = await supabase(["db", "push", remote(), "--yes"]);
    expect(push.code, push.output).toBe(0);
    expect(push.output).toContain(`Apply ${migrations.length} migrations`);
    const applying = [...push.output.matchAll(/Applying migration (\S+)\.\.\./g)].map((match) => match[1]);
    expect(applying).toEqual(migrations.map((migration) => `${migration.version}_${migration.name}.sql`));
    expect(push.output).toContain("Finished supabase db push.");
    expect(push.output).not.toMatch(/docker/i);

    const recorded = await query<{ version: string; name: string }>("select version, name from supabase_migrations.schema_migrations order by version");
    expect(recorded).toEqual(migrations.map(({ version, name }) => ({ version, name })));
  });

  it("lists every migration as applied, in both columns (local and remote)", { timeout: CLI_TIMEOUT_MS }, async () => {
    const { migrations } = await listMigrations(migrationsDir);
    const list = await supabase(["migration", "list", remote()]);
    expect(list.code, list.output).toBe(0);
    expect(list.output).toMatch(/Local\s+\|\s+Remote\s+\|\s+Time \(UTC\)/);
    const rows = [...list.output.matchAll(/^\s*`(\d*)\s*`\s*\|\s*`(\d*)\s*`\s*\|/gm)].map((match) => ({ local: match[1], remote: match[2] }));
    expect(rows).toEqual(migrations.map((migration) => ({ local: migration.version, remote: migration.version })));
  });

  it("leaves the site's five public buckets in storage.buckets", async () => {
    const buckets = await query<{ id: string; public: boolean }>("select id, public from storage.buckets order by id");
    expect(buckets).toEqual(SITE_BUCKETS.map((id) => ({ id, public: true })));
  });

  it("grants the API roles only what the migrations grant: no default privileges appeared", async () => {
    const defaults = await query(
      `select 1 from pg_default_acl d cross join aclexplode(d.defaclacl) a
        where a.grantee in (select oid from pg_roles where rolname in ('anon', 'authenticated', 'service_role'))`,
    );
    expect(defaults).toEqual([]);
  });

  it("pushes nothing the second time (a deploy run again)", { timeout: CLI_TIMEOUT_MS }, async () => {
    const again = await supabase(["db", "push", remote(), "--yes"]);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain("Remote database is up to date.");
    expect(again.output).not.toContain("Applying migration");
  });

  it("talked to nothing but the database: our stand-in for the internet saw no request", () => {
    expect(proxyRequests).toEqual([]);
  });
});
