/**
 * Child processes of the local stack, its log, and small network helpers.
 *
 * Every child is spawned in our process group (Ctrl-C in a terminal reaches
 * it too) and stopped by its own pid. Its output is kept in a short ring
 * buffer so a failure or crash can show the last lines even in quiet mode.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createConnection, createServer } from "node:net";
import { createInterface } from "node:readline";

export type LogMode = "info" | "quiet";

export interface StackLogger {
  readonly mode: LogMode;
  /** Progress of the stack itself; hidden in quiet mode. */
  info(message: string): void;
  /** Problems (failed or crashed parts); always shown. */
  warn(message: string): void;
  /** A line a child wrote; hidden in quiet mode. */
  output(source: string, line: string): void;
  /** From now on, drop child output (shutdown chatter). */
  silenceOutput(): void;
  /** From now on, print nothing at all (startup was interrupted on purpose). */
  silenceAll(): void;
}

export function createLogger(mode: LogMode): StackLogger {
  let silenced = false;
  let muted = false;
  return {
    mode,
    info(message) {
      if (mode === "info" && !muted) console.log(`[stack] ${message}`);
    },
    warn(message) {
      if (!muted) console.warn(`[stack] ${message}`);
    },
    output(source, line) {
      if (mode === "info" && !silenced) console.log(`[${source}] ${line}`);
    },
    silenceOutput() {
      silenced = true;
    },
    silenceAll() {
      silenced = true;
      muted = true;
    },
  };
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildSpec {
  /** Short name used in logs, e.g. "postgres", "fn:log-site-visit". */
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  uid?: number;
  gid?: number;
  /** Signal that asks this program for a clean shutdown (Postgres: SIGINT = fast shutdown). */
  stopSignal?: NodeJS.Signals;
  /** Which output lines to show in info mode (all are kept for the crash tail). */
  show?: (line: string) => boolean;
}

const TAIL_LINES = 60;

export class Child {
  readonly name: string;
  readonly pid: number;
  readonly command: string;
  /** The command line as spawned: [command, ...args]. */
  readonly argv: string[];
  readonly stopSignal: NodeJS.Signals;
  readonly exited: Promise<ExitInfo>;
  private readonly proc: ChildProcess;
  private readonly lines: string[] = [];
  /** Set once the program serves; an exit before that is a start failure, reported by whoever waited. */
  ready = false;
  private exitInfo: ExitInfo | undefined;
  private stopping = false;
  private unexpectedExitListeners: Array<(info: ExitInfo) => void> = [];

  constructor(spec: ChildSpec, logger: StackLogger) {
    this.name = spec.name;
    this.command = spec.command;
    this.argv = [spec.command, ...spec.args];
    this.stopSignal = spec.stopSignal ?? "SIGTERM";
    this.proc = spawn(spec.command, spec.args, {
      env: spec.env,
      cwd: spec.cwd,
      uid: spec.uid,
      gid: spec.gid,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const spawnError = new Promise<ExitInfo>((resolve) => {
      this.proc.once("error", (error) => {
        this.remember(`failed to start ${spec.command}: ${error.message}`);
        resolve({ code: -1, signal: null });
      });
    });
    const closed = new Promise<ExitInfo>((resolve) => {
      this.proc.once("exit", (code, signal) => resolve({ code, signal }));
    });
    this.exited = Promise.race([spawnError, closed]).then((info) => {
      this.exitInfo = info;
      if (!this.stopping) for (const listener of this.unexpectedExitListeners) listener(info);
      return info;
    });
    this.pid = this.proc.pid ?? -1;
    const show = spec.show ?? (() => true);
    for (const stream of [this.proc.stdout, this.proc.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on("line", (line) => {
        this.remember(line);
        if (show(line)) logger.output(this.name, line);
      });
    }
  }

  get running(): boolean {
    return this.exitInfo === undefined && this.pid > 0;
  }

  /** The last lines the program wrote, for error messages. */
  tail(count = 25): string {
    return this.lines.slice(-count).join("\n");
  }

  describeExit(info: ExitInfo): string {
    return info.signal ? `killed by ${info.signal}` : `exit code ${String(info.code)}`;
  }

  onUnexpectedExit(listener: (info: ExitInfo) => void): void {
    this.unexpectedExitListeners.push(listener);
  }

  /** Asks for a clean shutdown, then kills after `timeoutMs`. Resolves once the process is gone. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopping = true;
    if (!this.running) {
      await this.exited;
      return;
    }
    signal(this.pid, this.stopSignal);
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      this.exited.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (!done) {
      signal(this.pid, "SIGKILL");
      await this.exited;
    }
  }

  private remember(line: string): void {
    this.lines.push(line);
    if (this.lines.length > TAIL_LINES) this.lines.shift();
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Resolves once something accepts TCP connections on 127.0.0.1:port; fails early if `child` exits. */
export async function waitForPort(port: number, child: Child | undefined, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await canConnect(port)) return;
    if (child && !child.running) {
      const info = await child.exited;
      throw new Error(`${what} exited before listening (${child.describeExit(info)}). Its last output:\n${child.tail()}`);
    }
    if (Date.now() > deadline) {
      throw new Error(`${what} did not listen on 127.0.0.1:${port} within ${timeoutMs / 1000} s.${child ? ` Its last output:\n${child.tail()}` : ""}`);
    }
    await delay(50);
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** True when 127.0.0.1:port can be bound right now. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ host: "127.0.0.1", port, exclusive: true }, () => {
      server.close(() => resolve(true));
    });
  });
}

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly part: string,
  ) {
    super(
      `Port ${port} (${part}) is already in use on 127.0.0.1. Is another local stack (npm run dev) running? ` +
        `See who holds it with: ss -ltnp 'sport = :${port}'`,
    );
    this.name = "PortInUseError";
  }
}

/** Throws PortInUseError for the first taken port. */
export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  for (const [part, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) throw new PortInUseError(port, part);
  }
}

/**
 * `size` consecutive ports that are free now, for tests (functions need a
 * consecutive range). Picked below Linux's ephemeral range (32768+) so
 * outgoing connections do not take them meanwhile.
 */
export async function findFreePortBlock(size: number): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * (12_000 - size));
    let free = true;
    for (let port = base; port < base + size && free; port++) free = await isPortFree(port);
    if (free) return base;
  }
  throw new Error(`found no ${size} consecutive free ports between 20000 and 32000`);
}

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  uid?: number;
  gid?: number;
  cwd?: string;
}

/** Runs a short command to completion; rejects with its output when it fails. */
export function runCommand(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    proc.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    proc.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    proc.once("error", (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    proc.once("close", (code, sig) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(" ")} failed (${sig ?? `exit code ${String(code)}`}):\n${output.trim()}`));
    });
  });
}
