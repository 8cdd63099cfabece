import { describe, expect, it } from "vitest";
import {
  appointmentReducer,
  appointmentToSend,
  INITIAL_APPOINTMENT_STATE,
  localHoldMs,
  shownDay,
  type AppointmentAction,
  type AppointmentState,
} from "@/features/quote/domain/appointment-choice";

const A = "2026-11-30T14:00:00.000Z";
const B = "2026-11-30T15:30:00.000Z";
const hold = (start: string, token = `token-${start}`) => ({
  holdToken: token,
  start,
  end: new Date(Date.parse(start) + 90 * 60_000).toISOString(),
  expiresAt: "2026-11-27T10:10:00.000Z",
});
const run = (...actions: AppointmentAction[]): AppointmentState => actions.reduce(appointmentReducer, INITIAL_APPOINTMENT_STATE);

describe("the Pick a time step's state", () => {
  it("a pick holds, and only its own answer makes it held", () => {
    expect(run({ type: "pick", start: A }).choice).toEqual({ kind: "holding", start: A });
    expect(run({ type: "pick", start: A }, { type: "held", start: A, hold: hold(A) }).choice).toEqual({ kind: "held", hold: hold(A) });
    // A's answer after the visitor moved on to B is dropped; B's is kept.
    const moved = run({ type: "pick", start: A }, { type: "pick", start: B }, { type: "held", start: A, hold: hold(A) });
    expect(moved.choice).toEqual({ kind: "holding", start: B });
    expect(appointmentToSend(moved)).toBeNull();
    expect(appointmentToSend(appointmentReducer(moved, { type: "held", start: B, hold: hold(B) }))).toEqual({ holdToken: `token-${B}` });
  });

  it("taken, failed, expired and a changed job open the choice again with their notice", () => {
    const held = run({ type: "pick", start: A }, { type: "held", start: A, hold: hold(A) });
    expect(run({ type: "pick", start: A }, { type: "hold-taken", start: A })).toMatchObject({ choice: { kind: "open" }, notice: "taken" });
    expect(run({ type: "pick", start: A }, { type: "hold-failed", start: A })).toMatchObject({ choice: { kind: "open" }, notice: "hold-failed" });
    expect(appointmentReducer(held, { type: "expired", holdToken: `token-${A}` })).toMatchObject({ choice: { kind: "open" }, notice: "expired" });
    // The expiry of an older hold leaves the current one alone.
    expect(appointmentReducer(held, { type: "expired", holdToken: "older" })).toBe(held);
    expect(appointmentReducer(held, { type: "send-taken" })).toMatchObject({ choice: { kind: "open" }, notice: "taken" });
    expect(appointmentReducer(held, { type: "job-changed" })).toMatchObject({ choice: { kind: "open" }, notice: "changed" });
    expect(appointmentReducer(INITIAL_APPOINTMENT_STATE, { type: "job-changed" })).toBe(INITIAL_APPOINTMENT_STATE);
    // Each notice is counted, so the same notice twice is seen twice.
    const twice = run({ type: "send-taken" }, { type: "send-taken" });
    expect(twice.noticeSeq).toBe(2);
  });

  it("a new pick clears the notice; declining drops the hold until the times are shown again", () => {
    expect(run({ type: "send-taken" }, { type: "pick", start: B }).notice).toBeNull();
    const declined = run({ type: "pick", start: A }, { type: "held", start: A, hold: hold(A) }, { type: "decline" });
    expect(declined.choice).toEqual({ kind: "declined" });
    expect(appointmentToSend(declined)).toBeNull();
    expect(appointmentReducer(declined, { type: "reopen" }).choice).toEqual({ kind: "open" });
  });

  it("shows the chosen day while listed, else the first", () => {
    const dates = ["2026-11-30", "2026-12-01"];
    expect(shownDay(INITIAL_APPOINTMENT_STATE, dates)).toBe("2026-11-30");
    expect(shownDay(run({ type: "show-day", day: "2026-12-01" }), dates)).toBe("2026-12-01");
    expect(shownDay(run({ type: "show-day", day: "2026-12-02" }), dates)).toBe("2026-11-30");
    expect(shownDay(INITIAL_APPOINTMENT_STATE, [])).toBeNull();
  });

  it("a hold shows as held until its expiry, between one and ten minutes whatever the device's clock says", () => {
    const now = Date.parse("2026-11-27T10:00:00.000Z");
    expect(localHoldMs("2026-11-27T10:09:30.000Z", now)).toBe(9.5 * 60_000);
    expect(localHoldMs("2026-11-27T09:00:00.000Z", now)).toBe(60_000);
    expect(localHoldMs("2026-11-27T11:00:00.000Z", now)).toBe(10 * 60_000);
    expect(localHoldMs("not a time", now)).toBe(60_000);
  });
});
