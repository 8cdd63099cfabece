/**
 * What a starting or running local stack has to stop: its child processes
 * (tracked as they start, recorded in the run state), the gateway, the
 * scheduled jobs, and an ephemeral data directory. startStack (stack.ts)
 * creates one right after taking the run state, and hands it to each step.
 *
 * - track(): a child that started; a crash after it served is logged.
 * - abort(): startup was interrupted (the caller's signal): stop every child,
 *   now and as each further one starts, and print nothing more.
 * - stop(): stop everything, in order; safe to call twice.
 * - If the process exits without stop(), each child still gets its stop signal.
 */
import { rm } from "node:fs/promises";
import type { RunningGateway } from "./gateway.ts";
import type { JobTimer } from "./due-mail-timer.ts";
import type { Child, StackLogger } from "./processes.ts";
import type { RunState } from "./run-state.ts";

/** startStack's rejection when its `signal` was aborted during startup. */
export class StackStartAborted extends Error {
  constructor() {
    super("local stack startup was interrupted");
    this.name = "StackStartAborted";
  }
}

export interface SupervisorOptions {
  logger: StackLogger;
  runState: RunState;
  /** Aborting it during startup stops what has started (abort()). */
  signal?: AbortSignal;
  /** A throwaway data directory, deleted by stop(). */
  ephemeralDataDir?: string;
}

export class StackSupervisor {
  /** Set once the gateway listens; closed by stop() after the timers. */
  gateway: RunningGateway | undefined;
  /** The scheduled jobs, stopped first by stop(), one after another. */
  readonly timers: JobTimer[] = [];
  private readonly children: Child[] = [];
  private interrupted = false;
  private stopping: Promise<void> | undefined;
  private readonly logger: StackLogger;
  private readonly runState: RunState;
  private readonly signal: AbortSignal | undefined;
  private readonly ephemeralDataDir: string | undefined;

  constructor(options: SupervisorOptions) {
    this.logger = options.logger;
    this.runState = options.runState;
    this.signal = options.signal;
    this.ephemeralDataDir = options.ephemeralDataDir;
    process.on("exit", this.signalChildrenOnExit);
    this.signal?.addEventListener("abort", this.abort, { once: true });
  }

  /** True once startup was interrupted; the start then rejects with StackStartAborted. */
  get aborted(): boolean {
    return this.interrupted;
  }

  /** Keeps `child` to stop it later; `onCrash` hears why it exited when it did so after serving. */
  track(child: Child, onCrash?: (reason: string) => void): Child {
    this.children.push(child);
    this.runState.record(child);
    if (this.interrupted) void child.stop();
    child.onUnexpectedExit((info) => {
      // A terminal's Ctrl-C reaches the children too; give our own shutdown a moment to begin.
      setTimeout(() => {
        if (this.stopping || !child.ready) return;
        const reason = `exited unexpectedly (${child.describeExit(info)})`;
        onCrash?.(reason);
        this.logger.warn(`${child.name} ${reason}. Its last output:\n${child.tail()}`);
      }, 300);
    });
    return child;
  }

  /** Interrupted startup: stop what runs (and whatever starts meanwhile); waits then fail fast. */
  readonly abort = (): void => {
    this.interrupted = true;
    this.logger.silenceAll();
    for (const child of this.children) void child.stop();
  };

  /** Timers, gateway, every child but Postgres, then Postgres (30 s to shut down), run state, ephemeral data. */
  stop(): Promise<void> {
    this.stopping ??= this.stopEverything();
    return this.stopping;
  }

  private async stopEverything(): Promise<void> {
    this.signal?.removeEventListener("abort", this.abort);
    this.logger.silenceOutput();
    for (const timer of this.timers) await timer.stop();
    await this.gateway?.close();
    const postgres = this.children.filter((child) => child.name === "postgres");
    await Promise.all(this.children.filter((child) => child.name !== "postgres").map((child) => child.stop()));
    await Promise.all(postgres.map((child) => child.stop(30_000)));
    process.off("exit", this.signalChildrenOnExit);
    this.runState.release();
    if (this.ephemeralDataDir) await rm(this.ephemeralDataDir, { recursive: true, force: true });
  }

  /** Safety net: if the process exits without stop(), each child still gets its stop signal. */
  private readonly signalChildrenOnExit = (): void => {
    for (const child of this.children) {
      if (!child.running) continue;
      try {
        process.kill(child.pid, child.stopSignal);
      } catch {
        // gone already
      }
    }
  };
}
