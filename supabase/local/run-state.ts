/**
 * Which process owns a data directory and which children it started, kept in
 * <dataDir>/run/. If a runner is killed outright (SIGKILL, a closed CI job),
 * its Postgres, PostgREST, Deno and MailDev keep running and hold the ports;
 * the next start on the same data directory stops exactly those processes
 * (same pid *and* same command line), then takes over.
 */
import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { delay, isAlive, type Child, type StackLogger } from "./processes.ts";

interface RecordedChild {
  name: string;
  pid: number;
  argv: string[];
  stopSignal: NodeJS.Signals;
}

async function commandLine(pid: number): Promise<string[] | undefined> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, "utf8")).split("\0").filter(Boolean);
  } catch {
    return undefined;
  }
}

export class RunState {
  private readonly children: RecordedChild[] = [];

  private constructor(private readonly dir: string) {}

  static async acquire(dataDir: string, logger: StackLogger): Promise<RunState> {
    const dir = join(dataDir, "run");
    const ownerFile = join(dir, "owner.json");
    const childrenFile = join(dir, "children.json");
    if (existsSync(ownerFile)) {
      const owner = parse<{ pid: number }>(ownerFile);
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
        const argv = await commandLine(owner.pid);
        if (argv === undefined || argv.some((arg) => arg.includes("node"))) {
          throw new Error(`Another local stack (pid ${owner.pid}) is running on ${dataDir}. Stop it first (Ctrl-C in its terminal, or kill ${owner.pid}).`);
        }
      }
    }
    const leftovers: RecordedChild[] = [];
    for (const child of parse<RecordedChild[]>(childrenFile) ?? []) {
      const argv = await commandLine(child.pid);
      if (argv && argv.join("\0") === child.argv.join("\0")) leftovers.push(child);
    }
    if (leftovers.length > 0) {
      logger.warn(`stopping ${leftovers.length} process(es) left running by an earlier run: ${leftovers.map((c) => `${c.name} (pid ${c.pid})`).join(", ")}`);
      for (const child of leftovers) signal(child.pid, child.stopSignal);
      const deadline = Date.now() + 15_000;
      while (leftovers.some((child) => isAlive(child.pid)) && Date.now() < deadline) await delay(100);
      for (const child of leftovers) if (isAlive(child.pid)) signal(child.pid, "SIGKILL");
    }
    const state = new RunState(dir);
    state.write();
    return state;
  }

  /** Call after wiping the data directory: writes the files again. */
  write(): void {
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(join(this.dir, "owner.json"), JSON.stringify({ pid: process.pid }));
    writeFileSync(join(this.dir, "children.json"), JSON.stringify(this.children, null, 1));
  }

  record(child: Child): void {
    this.children.push({ name: child.name, pid: child.pid, argv: child.argv, stopSignal: child.stopSignal });
    this.write();
  }

  release(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function parse<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // gone already
  }
}
