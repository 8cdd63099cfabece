import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, parseEnvText, publicKeyProblem, readDeployConfig, secretKeyProblem, type DeployConfig } from "../../scripts/deploy/deploy-config.ts";
import { CLI_QUIET_ENV, deployPlan, formatStep, missingFromOutput, PUBLIC_BUCKETS, smokeCommand } from "../../scripts/deploy/deploy-plan.ts";
import { functionSecretsProblems } from "../../scripts/deploy/function-secrets.ts";

/** A JWT-shaped legacy key with the given role (signature not checked by the deploy). */
function legacyKey(role: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ iss: "supabase", role })}.signature`;
}

const CONFIG: DeployConfig = {
  projectRef: "abcdefghijklmnopqrst",
  accessToken: "sbp_0123456789abcdef0123456789abcdef01234567",
  dbPassword: "correct horse 'battery' staple",
  publishableKey: "sb_publishable_AbCdEf0123456789_xyz",
  secretKey: "sb_secret_Zyx9876543210_AbCdEf",
  siteUrl: "https://www.example.com",
  functionSecretsFile: ".env.functions",
  sampleReportFile: "reports/sample.pdf",
};

const commandOf = (config: DeployConfig, words: string[]) =>
  deployPlan(config).find((step) => words.every((word, index) => step.argv[index + 2] === word));

describe("deployPlan (CLI v3)", () => {
  it("runs link, migrations, the Vault secrets, Auth settings, secrets, functions, buckets, the sample report and the build, in that order", () => {
    expect(deployPlan(CONFIG).map((step) => step.argv.slice(0, 4).join(" "))).toEqual([
      "npx supabase link --project-ref",
      "npx supabase db push",
      "npx tsx scripts/deploy/store-vault-secrets.ts",
      "npx supabase config push",
      "npx supabase secrets set",
      "npx supabase functions deploy",
      "npx supabase storage ls",
      "npx supabase storage cp",
      "npm run build",
    ]);
  });

  it("pushes the Auth settings of supabase/config.toml with the site's address in place of the local one", () => {
    expect(commandOf(CONFIG, ["config", "push"])?.env).toMatchObject({ SUPABASE_AUTH_SITE_URL: CONFIG.siteUrl });
  });

  it("targets the hosted project with --remote on every database and storage command, since v3 targets the local stack without it", () => {
    for (const words of [["db", "push"], ["storage", "ls"], ["storage", "cp"]]) {
      expect(commandOf(CONFIG, words)?.argv, words.join(" ")).toContain("--remote");
    }
  });

  it("confirms with --yes every command that changes the hosted project, since v3 refuses to ask in a script", () => {
    for (const words of [["db", "push"], ["config", "push"], ["secrets", "set"], ["functions", "deploy"], ["storage", "cp"]]) {
      expect(commandOf(CONFIG, words)?.argv, words.join(" ")).toContain("--yes");
    }
  });

  it("uses no flag v3 deprecated on database and storage commands (--db-url, --linked, --project-ref)", () => {
    const targeted = deployPlan(CONFIG).filter((step) => ["db", "migration", "storage", "gen", "secrets", "functions"].includes(step.argv[2]!));
    expect(targeted).toHaveLength(5);
    for (const step of targeted) {
      for (const removed of ["--db-url", "--linked", "--project-ref"]) {
        expect(step.argv.some((arg) => arg === removed || arg.startsWith(`${removed}=`)), `${step.argv.join(" ")} has ${removed}`).toBe(false);
      }
    }
  });

  it("links by ref, deploys functions without Docker, sets secrets from the file and uploads the report where the site links it", () => {
    expect(commandOf(CONFIG, ["link"])?.argv).toEqual(["npx", "supabase", "link", "--project-ref", "abcdefghijklmnopqrst"]);
    expect(commandOf(CONFIG, ["functions", "deploy"])?.argv).toContain("--use-api");
    expect(commandOf(CONFIG, ["secrets", "set"])?.argv).toEqual(expect.arrayContaining(["--env-file", ".env.functions"]));
    const upload = commandOf(CONFIG, ["storage", "cp"])!;
    expect(upload.argv.slice(4, 6)).toEqual(["reports/sample.pdf", "ss:///appraisal-sample/sample-appraisal-report.pdf"]);
    expect(upload.argv).toContain("--experimental");
    expect(commandOf(CONFIG, ["storage", "ls"])?.expectInOutput).toEqual([...PUBLIC_BUCKETS]);
  });

  it("hands the CLI its credentials in the environment, the password only to the steps that reach the database", () => {
    for (const step of deployPlan(CONFIG)) {
      expect(step.argv.join(" ")).not.toContain(CONFIG.accessToken);
      expect(step.argv.join(" ")).not.toContain(CONFIG.dbPassword);
    }
    expect(commandOf(CONFIG, ["db", "push"])?.env).toEqual({ ...CLI_QUIET_ENV, SUPABASE_ACCESS_TOKEN: CONFIG.accessToken, SUPABASE_DB_PASSWORD: CONFIG.dbPassword });
    expect(commandOf(CONFIG, ["functions", "deploy"])?.env).toEqual({ ...CLI_QUIET_ENV, SUPABASE_ACCESS_TOKEN: CONFIG.accessToken });
  });

  it("stores the jobs' Vault secrets after the migrations, handing the step the ref, the password and the secret key in its environment only", () => {
    const vault = deployPlan(CONFIG).find((step) => step.argv.includes("scripts/deploy/store-vault-secrets.ts"))!;
    expect(vault.env).toEqual({ SUPABASE_PROJECT_REF: CONFIG.projectRef, SUPABASE_DB_PASSWORD: CONFIG.dbPassword, SUPABASE_SECRET_KEY: CONFIG.secretKey });
    expect(vault.title).toMatch(/project_url and secret_key/);
  });

  it("runs every CLI command with telemetry and the update check off", () => {
    const cliSteps = deployPlan(CONFIG).filter((step) => step.argv[1] === "supabase");
    expect(cliSteps.length).toBeGreaterThan(5);
    for (const step of cliSteps) expect(step.env).toMatchObject({ SUPABASE_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1", SUPABASE_NO_UPDATE_NOTIFIER: "1" });
  });

  it("builds the site against the project with the publishable key and the site's address", () => {
    expect(deployPlan(CONFIG).at(-1)?.env).toEqual({
      VITE_SUPABASE_URL: "https://abcdefghijklmnopqrst.supabase.co",
      VITE_SUPABASE_PUBLISHABLE_KEY: CONFIG.publishableKey,
      VITE_SITE_URL: "https://www.example.com",
    });
    expect(smokeCommand(CONFIG)).toBe(
      `npm run smoke -- https://www.example.com https://abcdefghijklmnopqrst.supabase.co ${CONFIG.publishableKey}`,
    );
  });

  it("says the sample report was skipped, and runs nothing for it, when no file is given", () => {
    const upload = commandOf({ ...CONFIG, sampleReportFile: null }, ["storage", "cp"])!;
    expect(upload.skip).toBe(true);
    expect(upload.note).toMatch(/SAMPLE_REPORT_FILE is not set/);
  });
});

describe("formatStep", () => {
  it("prints no secret: credentials by name, and any secret value wherever it appears", () => {
    const secrets = [CONFIG.accessToken, CONFIG.dbPassword, CONFIG.secretKey];
    const printed = deployPlan(CONFIG).map((step) => formatStep(step, secrets)).join("\n");
    expect(printed).not.toContain(CONFIG.accessToken);
    expect(printed).not.toContain("battery");
    expect(printed).not.toContain(CONFIG.secretKey);
    expect(printed).toContain(
      "SUPABASE_PROJECT_REF=abcdefghijklmnopqrst SUPABASE_DB_PASSWORD=*** SUPABASE_SECRET_KEY=*** npx tsx scripts/deploy/store-vault-secrets.ts",
    );
    expect(printed).toContain("SUPABASE_ACCESS_TOKEN=*** SUPABASE_DB_PASSWORD=*** npx supabase db push --remote --yes");
    const leaky = { title: "x", argv: ["echo", `--password=${CONFIG.dbPassword}`], env: { OTHER: `token ${CONFIG.accessToken}` } };
    expect(formatStep(leaky, secrets)).toBe("OTHER='token ***' echo --password=***");
  });
});

describe("missingFromOutput", () => {
  const check = { title: "buckets", argv: [], env: {}, expectInOutput: [...PUBLIC_BUCKETS] };
  it("finds each bucket as storage ls prints it, and names the missing ones", () => {
    expect(missingFromOutput(check, "agent-media/\nshowcase-media/\ngallery/\nblog-images/\nappraisal-sample/\n")).toEqual([]);
    expect(missingFromOutput(check, "agent-media/\nshowcase-media-old/\ngallery/\n")).toEqual(["showcase-media", "blog-images", "appraisal-sample"]);
  });
});

describe("readDeployConfig", () => {
  const file = parseEnvText(
    [
      "SUPABASE_PROJECT_REF=abcdefghijklmnopqrst",
      "SUPABASE_ACCESS_TOKEN=sbp_from_file",
      'SUPABASE_DB_PASSWORD="quoted # not a comment"',
      "SUPABASE_PUBLISHABLE_KEY=sb_publishable_x",
      "SUPABASE_SECRET_KEY=sb_secret_from_file_0123",
      "SITE_URL=https://www.example.com/",
      "# SAMPLE_REPORT_FILE=commented",
    ].join("\n"),
  );

  it("reads .env.deploy, the environment winning, and leaves the sample report out when unset", () => {
    const read = readDeployConfig({ SUPABASE_ACCESS_TOKEN: "sbp_from_env" }, file, { dryRun: false });
    expect(read).toEqual({
      ok: true,
      config: {
        projectRef: "abcdefghijklmnopqrst",
        accessToken: "sbp_from_env",
        dbPassword: "quoted # not a comment",
        publishableKey: "sb_publishable_x",
        secretKey: "sb_secret_from_file_0123",
        siteUrl: "https://www.example.com",
        functionSecretsFile: ".env.functions",
        sampleReportFile: null,
      },
    });
  });

  it("names every missing value for a real run, and needs none for a dry run", () => {
    const read = readDeployConfig({}, {}, { dryRun: false });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problems.join("\n")).toMatch(/SUPABASE_PROJECT_REF[\s\S]*SUPABASE_ACCESS_TOKEN[\s\S]*SUPABASE_DB_PASSWORD[\s\S]*SUPABASE_PUBLISHABLE_KEY[\s\S]*SUPABASE_SECRET_KEY[\s\S]*SITE_URL/);
    expect(readDeployConfig({}, {}, { dryRun: true })).toEqual({ ok: true, config: PLACEHOLDERS });
  });

  it("refuses a secret or service-role key as the site's key, even in a dry run", () => {
    for (const key of ["sb_secret_abc", legacyKey("service_role")]) {
      const read = readDeployConfig({ SUPABASE_PUBLISHABLE_KEY: key }, {}, { dryRun: true });
      expect(read.ok, key).toBe(false);
    }
    expect(publicKeyProblem(legacyKey("anon"))).toBeNull();
    expect(publicKeyProblem("sb_publishable_abc")).toBeNull();
    expect(publicKeyProblem("eyJnot.a.jwt")).toMatch(/not a publishable key/);
  });

  it("refuses a jobs' key that is not a secret key (missing, the publishable key, a legacy JWT, a mangled one), even in a dry run", () => {
    for (const key of ["sb_publishable_abc123456", legacyKey("service_role"), "sb_secret_", "sb_secret_has spaces in it", "SB_SECRET_abcdefgh12"]) {
      const read = readDeployConfig({ SUPABASE_SECRET_KEY: key }, {}, { dryRun: true });
      expect(read.ok, key).toBe(false);
      if (!read.ok) expect(read.problems.join("\n"), key).toMatch(/SUPABASE_SECRET_KEY/);
    }
    expect(secretKeyProblem("sb_secret_AbC-12_xyz89")).toBeNull();
    const missing = readDeployConfig({}, { ...file, SUPABASE_SECRET_KEY: "" }, { dryRun: false });
    expect(missing).toEqual({ ok: false, problems: ["SUPABASE_SECRET_KEY is not set (environment or .env.deploy)"] });
  });

  it("refuses a ref that is not one and a site address that is not an https origin", () => {
    const read = readDeployConfig(
      { SUPABASE_PROJECT_REF: "https://abc.supabase.co", SITE_URL: "http://www.example.com" },
      file,
      { dryRun: false },
    );
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problems).toHaveLength(2);
  });
});

describe("functionSecretsProblems", () => {
  const complete = {
    SMTP_HOST: "smtp.example.com",
    SMTP_PORT: "465",
    SMTP_SECURE: "true",
    SMTP_USER: "user",
    SMTP_PASS: "pass",
    BUSINESS_EMAIL: "info@example.com",
    SITE_URL: "https://www.example.com",
    DB_POOLER_URL: "postgresql://postgres.ref:pw@pooler:6543/postgres",
  };
  it("accepts the example's set and names what is missing or cannot work on the hosted platform", () => {
    expect(functionSecretsProblems(complete)).toEqual([]);
    expect(functionSecretsProblems({ ...complete, DB_POOLER_URL: " " })).toEqual(["DB_POOLER_URL is missing"]);
    expect(functionSecretsProblems({ ...complete, SMTP_PORT: "587" })[0]).toMatch(/cannot open ports 25 and 587/);
    expect(functionSecretsProblems({ ...complete, SMTP_SECURE: "false" })[0]).toMatch(/TLS from the start/);
    expect(functionSecretsProblems({ ...complete, SUPABASE_URL: "x" })[0]).toMatch(/SUPABASE_URL/);
  });
});
