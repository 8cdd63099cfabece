// @vitest-environment node
import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { PLACEHOLDERS } from "../../scripts/deploy/deploy-config.ts";
import { deployPlan } from "../../scripts/deploy/deploy-plan.ts";

/**
 * The deploy's commands against the installed Supabase CLI (the `supabase` dev dependency,
 * pinned): each subcommand exists and each flag the plan gives it is one its `--help` lists.
 * The CLI hides deprecated flags from its help, so a flag it deprecates in a later version
 * fails here when the pin moves, not in a deploy; and a command its help calls local by
 * default must carry --remote.
 */

const cli = resolve(import.meta.dirname, "../../node_modules/.bin/supabase");

async function helpOf(subcommand: readonly string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(cli, [...subcommand, "--help"], {
    encoding: "utf8",
    timeout: 90_000,
    env: { ...process.env, DO_NOT_TRACK: "1", SUPABASE_TELEMETRY_DISABLED: "1", SUPABASE_NO_UPDATE_NOTIFIER: "1" },
  });
  return stdout;
}

/** The words naming a step's subcommand: `storage cp <src> …` → storage cp. */
const subcommandOf = (argv: readonly string[]) => {
  const words = argv.slice(2);
  return words.slice(0, words.findIndex((word) => !/^[a-z]+$/.test(word)));
};

describe("the deploy's Supabase CLI commands", () => {
  const steps = deployPlan({ ...PLACEHOLDERS, sampleReportFile: "report.pdf" }).filter((step) => step.argv[1] === "supabase");
  const help = new Map<string, string>();
  beforeAll(async () => {
    // One `--help` per subcommand, side by side: each start of the CLI costs seconds.
    const texts = await Promise.all(steps.map((step) => helpOf(subcommandOf(step.argv))));
    steps.forEach((step, index) => help.set(subcommandOf(step.argv).join(" "), texts[index]!));
  }, 120_000);

  it("covers every CLI step of the plan", () => {
    expect(steps.map((step) => step.argv.slice(2, 4).join(" "))).toEqual([
      "link --project-ref",
      "db push",
      "config push",
      "secrets set",
      "functions deploy",
      "storage ls",
      "storage cp",
    ]);
  });

  for (const step of steps) {
    const subcommand = subcommandOf(step.argv).join(" ");
    it(`${subcommand}: every flag is one the installed CLI lists`, () => {
      const text = help.get(subcommand) ?? "";
      expect(text).toMatch(/^USAGE/m);
      for (const flag of step.argv.filter((word) => word.startsWith("--")).map((word) => word.split("=")[0]!)) {
        expect(text, `${subcommand} ${flag}`).toMatch(new RegExp(`^\\s+${flag}[\\s[,]`, "m"));
      }
      // v3 runs a command its help calls "Local by default" against the local stack unless given --remote.
      if (/Local by default/.test(text)) expect(step.argv, subcommand).toContain("--remote");
      else expect(text, subcommand).toMatch(/Remote only/);
    });
  }
});
