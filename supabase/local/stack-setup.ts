/**
 * Fresh or reused data: whether this start sets everything up again (and
 * empties the data directory for it) or reuses what an earlier start set up,
 * and the setup.json that records a finished first setup.
 */
import { readFileSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { POSTGRES_MAJOR } from "./postgres.ts";
import type { StackLogger } from "./processes.ts";
import type { RunState } from "./run-state.ts";
import type { StackLayout } from "./stack-layout.ts";

/** setup.json. */
export interface SetupRecord {
  complete: boolean;
  createdAt: string;
  parcels: number;
}

export interface DataFacts {
  /** A reset was asked for. */
  reset?: boolean;
  /** A throwaway stack (always fresh). */
  ephemeral?: boolean;
  /** setup.json, when there is one. */
  previous: SetupRecord | undefined;
  /** db/PG_VERSION, trimmed, when there is one. */
  pgVersion: string | undefined;
  /** The data directory as messages show it. */
  shownDir: string;
}

export type DataDecision = { fresh: true; why: string } | { fresh: false; setUpAt: string };

/**
 * Fresh (and why) or reused (and since when). Throws when reusable data was
 * made by another Postgres major version: only a reset recreates it.
 */
export function decideData(facts: DataFacts): DataDecision {
  const { reset, ephemeral, previous, pgVersion, shownDir } = facts;
  if (!reset && previous?.complete && pgVersion && pgVersion !== POSTGRES_MAJOR) {
    throw new Error(`${shownDir}/db was created by Postgres ${pgVersion}; this stack runs ${POSTGRES_MAJOR}. Start with --reset to recreate it.`);
  }
  const fresh = Boolean(reset) || Boolean(ephemeral) || !previous?.complete || pgVersion === undefined;
  if (!fresh) return { fresh, setUpAt: previous?.createdAt ?? "earlier" };
  const why = reset ? "reset requested" : previous ? "the last first-time setup did not finish" : "no local data yet";
  return { fresh, why };
}

/**
 * Decides fresh or reused and says so; for a fresh start empties the data
 * directory (keeping run/) and writes the run state again. True when fresh.
 */
export async function prepareData(
  options: { reset?: boolean; ephemeral?: boolean },
  layout: StackLayout,
  runState: RunState,
  logger: StackLogger,
): Promise<boolean> {
  const { dataDir, shownDir, parcelCount } = layout;
  const previous = readSetup(layout.setupFile);
  const pgVersion = await readFile(join(layout.dbDir, "PG_VERSION"), "utf8").then((text) => text.trim(), () => undefined);
  const decision = decideData({ reset: options.reset, ephemeral: options.ephemeral, previous, pgVersion, shownDir });
  if (decision.fresh) {
    logger.info(`setting up new local data in ${shownDir} (${decision.why}): initdb, bootstrap, migrations, seed, ${parcelCount} parcels, storage assets`);
    logger.info("later starts reuse it and apply only new migrations; --reset starts over");
    await wipe(dataDir);
    runState.write();
  } else {
    logger.info(`reusing the local data in ${shownDir} (set up ${decision.setUpAt}): only new migrations run, seed not re-run; --reset starts over`);
  }
  return decision.fresh;
}

/** Writes setup.json: the first setup finished, later starts reuse the data. */
export async function recordFinishedSetup(layout: StackLayout): Promise<void> {
  const record: SetupRecord = { complete: true, createdAt: new Date().toISOString(), parcels: layout.parcelCount };
  await writeFile(layout.setupFile, `${JSON.stringify(record, null, 2)}\n`);
}

function readSetup(file: string): SetupRecord | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as SetupRecord;
  } catch {
    return undefined;
  }
}

/** What the stack writes into a data directory; wiping refuses to delete anything else. */
const OWN_ENTRIES = new Set(["db", "storage", "mail", "run", "setup.json", "postgrest.conf", ".initdb-password"]);

/** Empties the data directory, keeping run/ (the pid records of this very start). */
async function wipe(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir);
  const foreign = entries.filter((entry) => !OWN_ENTRIES.has(entry));
  if (foreign.length) {
    throw new Error(`Refusing to wipe ${dataDir}: it holds files the local stack did not create (${foreign.slice(0, 5).join(", ")}). Choose an empty or stack-only data directory.`);
  }
  for (const entry of entries) {
    if (entry !== "run") await rm(join(dataDir, entry), { recursive: true, force: true });
  }
}
