import { describe, expect, it } from "vitest";
import { POSTGRES_MAJOR } from "./postgres.ts";
import { decideData, type SetupRecord } from "./stack-setup.ts";

/** Whether a start sets the data up again or reuses it, from what the data directory holds. */

const finished: SetupRecord = { complete: true, createdAt: "2026-11-20T08:00:00.000Z", parcels: 20_000 };
const unfinished: SetupRecord = { ...finished, complete: false };
const shownDir = ".local";

describe("decideData", () => {
  it("reuses a finished setup whose cluster is this Postgres major, and says when it was set up", () => {
    expect(decideData({ previous: finished, pgVersion: POSTGRES_MAJOR, shownDir })).toEqual({ fresh: false, setUpAt: finished.createdAt });
  });

  it("sets up fresh when there is no data yet", () => {
    expect(decideData({ previous: undefined, pgVersion: undefined, shownDir })).toEqual({ fresh: true, why: "no local data yet" });
  });

  it("sets up fresh when the last first-time setup did not finish", () => {
    expect(decideData({ previous: unfinished, pgVersion: POSTGRES_MAJOR, shownDir })).toEqual({
      fresh: true,
      why: "the last first-time setup did not finish",
    });
  });

  it("sets up fresh when the cluster is missing, even after a finished setup", () => {
    expect(decideData({ previous: finished, pgVersion: undefined, shownDir }).fresh).toBe(true);
  });

  it("sets up fresh on a reset, whatever is there", () => {
    expect(decideData({ reset: true, previous: finished, pgVersion: POSTGRES_MAJOR, shownDir })).toEqual({ fresh: true, why: "reset requested" });
  });

  it("always sets up an ephemeral stack fresh", () => {
    expect(decideData({ ephemeral: true, previous: undefined, pgVersion: undefined, shownDir })).toEqual({ fresh: true, why: "no local data yet" });
  });

  it("refuses a finished setup made by another Postgres major, naming both and the way out", () => {
    expect(() => decideData({ previous: finished, pgVersion: "16", shownDir })).toThrow(
      `.local/db was created by Postgres 16; this stack runs ${POSTGRES_MAJOR}. Start with --reset to recreate it.`,
    );
  });

  it("recreates a cluster of another Postgres major on a reset, or when its setup never finished", () => {
    expect(decideData({ reset: true, previous: finished, pgVersion: "16", shownDir })).toEqual({ fresh: true, why: "reset requested" });
    expect(decideData({ previous: unfinished, pgVersion: "16", shownDir }).fresh).toBe(true);
  });
});
