import { describe, expect, it } from "vitest";
import { isTransitionAllowed, nextStatuses } from "./pipeline";

describe("the request pipeline", () => {
  it("moves forward to any later stage, skipping is fine", () => {
    expect(nextStatuses("new")).toEqual(["contacted", "scheduled", "done", "delivered", "paid", "lost"]);
    expect(isTransitionAllowed("contacted", "paid")).toBe(true);
  });

  it("goes back one stage only", () => {
    expect(isTransitionAllowed("done", "scheduled")).toBe(true);
    expect(isTransitionAllowed("done", "contacted")).toBe(false);
    expect(nextStatuses("paid")).toEqual(["delivered"]);
  });

  it("loses any request but a paid one, and reopens a lost one as new or contacted", () => {
    expect(isTransitionAllowed("delivered", "lost")).toBe(true);
    expect(isTransitionAllowed("paid", "lost")).toBe(false);
    expect(nextStatuses("lost")).toEqual(["new", "contacted"]);
  });

  it("never sets a status to itself", () => {
    expect(isTransitionAllowed("new", "new")).toBe(false);
    expect(isTransitionAllowed("lost", "lost")).toBe(false);
  });
});
