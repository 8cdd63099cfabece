import { describe, expect, it } from "vitest";
import { disclosureFocusIndex } from "@/features/faq/domain/disclosure-keys";

describe("disclosureFocusIndex", () => {
  it("moves down and up, wrapping at both ends", () => {
    expect(disclosureFocusIndex("ArrowDown", 0, 3)).toBe(1);
    expect(disclosureFocusIndex("ArrowDown", 2, 3)).toBe(0);
    expect(disclosureFocusIndex("ArrowUp", 1, 3)).toBe(0);
    expect(disclosureFocusIndex("ArrowUp", 0, 3)).toBe(2);
  });

  it("jumps to the first and last with Home and End", () => {
    expect(disclosureFocusIndex("Home", 2, 5)).toBe(0);
    expect(disclosureFocusIndex("End", 0, 5)).toBe(4);
  });

  it("leaves other keys and empty lists alone", () => {
    for (const key of ["Enter", " ", "ArrowLeft", "ArrowRight", "Tab", "a"]) expect(disclosureFocusIndex(key, 1, 3)).toBeNull();
    expect(disclosureFocusIndex("ArrowDown", 0, 0)).toBeNull();
  });
});
