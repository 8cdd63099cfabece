/**
 * `npm run deploy [-- --dry-run]`: puts this checkout on a hosted Supabase project with the
 * Supabase CLI v3 and builds the static site against it (README, "Deploying to a hosted
 * Supabase project"; docs/decisions/049-deploy-and-smoke-scripts.md).
 *
 * Reads SUPABASE_PROJECT_REF, SUPABASE_ACCESS_TOKEN, SUPABASE_DB_PASSWORD,
 * SUPABASE_PUBLISHABLE_KEY, SUPABASE_SECRET_KEY, SITE_URL, FUNCTION_SECRETS_FILE and SAMPLE_REPORT_FILE from the
 * environment or the git-ignored .env.deploy (.env.deploy.example). `--dry-run` prints every
 * command, secrets masked, and runs none (placeholders stand in for what is not set).
 * The first failing step stops the run with its exit code.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnvText, readDeployConfig, type DeployConfig } from "./deploy-config.ts";
import { deployPlan, formatStep, missingFromOutput, smokeCommand, type DeployStep } from "./deploy-plan.ts";
import { functionSecretsProblems } from "./function-secrets.ts";

const projectRoot = resolve(import.meta.dirname, "../..");
const DEPLOY_FILE = ".env.deploy";

function readEnvFile(name: string): Record<string, string> {
  const file = resolve(projectRoot, name);
  return existsSync(file) ? parseEnvText(readFileSync(file, "utf8")) : {};
}

/** Runs one step; its output is shown as it comes, and kept when the step checks it. */
function runStep(step: DeployStep): Promise<{ code: number; output: string }> {
  return new Promise((done, fail) => {
    const [command, ...args] = step.argv;
    const capture = step.expectInOutput !== undefined;
    const child = spawn(command!, args, {
      cwd: projectRoot,
      env: { ...process.env, ...step.env },
      stdio: capture ? ["inherit", "pipe", "inherit"] : "inherit",
    });
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      process.stdout.write(chunk);
    });
    child.on("error", fail);
    child.on("close", (code, signal) => done({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString("utf8") }));
  });
}

/** What must hold before anything is sent to the project. */
function preflightProblems(config: DeployConfig): string[] {
  const problems: string[] = [];
  const secretsFile = resolve(projectRoot, config.functionSecretsFile);
  if (!existsSync(secretsFile)) problems.push(`${config.functionSecretsFile} does not exist (the functions' secrets: see .env.functions.example)`);
  else problems.push(...functionSecretsProblems(readEnvFile(config.functionSecretsFile)).map((problem) => `${config.functionSecretsFile}: ${problem}`));
  if (config.sampleReportFile !== null && !existsSync(resolve(projectRoot, config.sampleReportFile))) {
    problems.push(`SAMPLE_REPORT_FILE ${config.sampleReportFile} does not exist`);
  }
  return problems;
}

async function main(): Promise<number> {
  const dryRun = process.argv.includes("--dry-run");
  const read = readDeployConfig(process.env, readEnvFile(DEPLOY_FILE), { dryRun });
  if (!read.ok) {
    console.error(`deploy: cannot start:\n${read.problems.map((problem) => `  - ${problem}`).join("\n")}`);
    return 2;
  }
  const { config } = read;
  if (!dryRun) {
    const problems = preflightProblems(config);
    if (problems.length > 0) {
      console.error(`deploy: nothing sent, fix these first:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
      return 2;
    }
  }
  const secrets = [config.accessToken, config.dbPassword, config.secretKey];
  const steps = deployPlan(config);
  console.log(dryRun ? "deploy --dry-run: the commands, in order (nothing is run)" : `deploy: project ${config.projectRef}`);
  for (const [index, step] of steps.entries()) {
    console.log(`\n[${index + 1}/${steps.length}] ${step.title}`);
    if (step.note) console.log(`  ${step.note}`);
    console.log(`  $ ${formatStep(step, secrets)}`);
    if (dryRun || step.skip) continue;
    const { code, output } = await runStep(step);
    if (code !== 0) {
      console.error(`\ndeploy: step ${index + 1} failed (exit code ${code}); later steps were not run`);
      return code;
    }
    const missing = missingFromOutput(step, output);
    if (missing.length > 0) {
      console.error(`\ndeploy: step ${index + 1}: not found: ${missing.join(", ")} (the migrations create them)`);
      return 1;
    }
  }
  console.log(
    `\n${dryRun ? "Then" : "Done"}: upload dist/ to the host (docs/hosting.md), then check the live site:\n  $ ${smokeCommand(config)}` +
      "\nand, once the five-minute jobs have had a turn, that the scheduled jobs run and are accepted:\n  $ npm run smoke -- --db",
  );
  return 0;
}

process.exitCode = await main();
