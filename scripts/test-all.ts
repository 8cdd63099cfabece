/**
 * `npm test`: every check, and at the end how long each step took.
 *
 *   demo media cache                           filled once (both stacks copy from it), then
 *   vitest (backend)                           against a fresh stack of its own, all along;
 *   vitest (unit, components, functions)       meanwhile, and beside it the
 *   e2e site (fresh stack + build + preview)   is prepared; then, side by side,
 *   playwright                                 against that site, the
 *   smoke check (npm run smoke)                against the same site and stack, and the
 *   typecheck, edge-function typecheck, lint   in the cores Playwright leaves idle.
 *
 * A failing step stops the others at once and fails the run. Under CI=true
 * nothing may be skipped: a missing browser is an error (playwright.config.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fillDemoMediaCache } from "../supabase/local/demo-media/generate.ts";
import { prepareE2eSite, type E2eSite } from "../tests/e2e/prepare-site.ts";
import { formatStepTimes, type StepTime } from "./test-steps/step-times.ts";

interface Command {
  name: string;
  command: string;
  args: string[];
  /** Print the output as it comes (else all at once when the step ends, so parallel steps do not interleave). */
  live?: boolean;
  env?: Record<string, string>;
}

/** Every Vitest project but the backend one (vitest.config.ts), which runs beside Playwright. */
const UNIT_PROJECTS = ["--project", "!backend"];

const times: StepTime[] = [];
const running = new Set<ChildProcess>();
let e2eSite: E2eSite | undefined;
let failed = false;

function bold(text: string): string {
  return process.stdout.isTTY ? `\u001b[1m${text}\u001b[0m` : text;
}

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await work();
    times.push({ name, seconds: (performance.now() - started) / 1000, ok: true });
    return result;
  } catch (error) {
    times.push({ name, seconds: (performance.now() - started) / 1000, ok: false });
    throw error;
  }
}

function run({ name, command, args, live = false, env }: Command): Promise<void> {
  return timed(name, () => new Promise<void>((resolve, reject) => {
    if (live) console.log(`\n${bold(`== ${name}`)}`);
    const child = spawn(command, args, {
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
      detached: true,
    });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      running.delete(child);
      if (!live) {
        console.log(`\n${bold(`== ${name}`)}`);
        const text = Buffer.concat(output).toString("utf8").trimEnd();
        if (text) console.log(text);
      }
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ?? `exit code ${code}`})`));
    });
  }));
}

async function stopEverything(): Promise<void> {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM"); // its whole process group
    } catch {
      // gone already
    }
  }
  await e2eSite?.stop();
  e2eSite = undefined;
}

/** Runs the steps; the first failure stops whatever else runs and is rethrown. */
async function all(steps: Promise<unknown>[]): Promise<void> {
  const watched = steps.map((step) =>
    step.catch(async (error: unknown) => {
      if (!failed) {
        failed = true;
        await stopEverything();
      }
      throw error;
    }),
  );
  const results = await Promise.allSettled(watched);
  const failure = results.find((result) => result.status === "rejected");
  if (failure) throw (failure as PromiseRejectedResult).reason;
}

async function main(): Promise<void> {
  const npx = "npx";
  const media = timed("demo media cache", () => fillDemoMediaCache());
  // The backend tests start with the unit tests, on a stack of their own: they often wait on it
  // (one file at a time, mail, rate-limit windows), so they fill what the other steps leave of
  // the cores.
  const backend = (async () => {
    await media;
    if (failed) return;
    await run({ name: "vitest: backend (fresh local stack)", command: npx, args: ["vitest", "run", "--project", "backend"] });
  })();
  // Phase one, CPU-bound on every core: the unit, component and function tests while the e2e
  // site (its own fresh stack, the prerendered build, a static server) is prepared.
  const unitAndSite = (async () => {
    await media;
    if (failed) return;
    const vitest = run({ name: "vitest: unit, components, functions", command: npx, args: ["vitest", "run", ...UNIT_PROJECTS], live: true });
    const site = timed("e2e site: fresh local stack, build, preview", async () => {
      e2eSite = await prepareE2eSite();
      if (failed) await stopEverything();
    });
    await all([vitest, site]);
  })();
  // The typechecks and lint wait for phase two: Playwright leaves part of the cores idle (the
  // browser and the stack wait on each other), while phase one keeps both busy.
  const checks = (async () => {
    await unitAndSite;
    if (failed) return;
    await all([
      run({ name: "typecheck (app, tests, local stack)", command: "npm", args: ["run", "--silent", "typecheck"] }),
      run({ name: "typecheck (edge functions, Deno)", command: "bash", args: ["scripts/check-functions.sh"] }),
      run({ name: "lint", command: npx, args: ["eslint", ".", "--max-warnings=0"] }),
    ]);
  })();
  // Phase two: Playwright against the e2e site, and beside it the deploy smoke check against the
  // e2e site, its stack and the key the site was built with: it stores and sends nothing, so it
  // cannot disturb Playwright (docs/decisions/049).
  const browser = (async () => {
    await unitAndSite;
    if (failed) return;
    const site = e2eSite!.env;
    await all([
      run({ name: "smoke check (npm run smoke)", command: npx, args: ["tsx", "scripts/smoke/smoke.ts", site.E2E_BASE_URL, site.E2E_GATEWAY_URL, site.E2E_PUBLISHABLE_KEY] }),
      run({ name: "playwright e2e (Chromium)", command: npx, args: ["playwright", "test"], live: true, env: site }),
    ]);
  })();
  await all([checks, backend, unitAndSite, browser]);
}

// Ctrl-C or a CI time-out: stop the children (their own process groups) and the e2e stack first.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    failed = true;
    void stopEverything().finally(() => process.exit(130));
  });
}

const started = performance.now();
let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  console.error(`\n${(error as Error).message}`);
} finally {
  await stopEverything();
  console.log(`\n${bold("== step times")}\n${formatStepTimes(times, (performance.now() - started) / 1000)}`);
}
process.exit(exitCode);
