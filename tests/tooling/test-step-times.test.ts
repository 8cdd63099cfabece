// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatStepTimes } from "../../scripts/test-steps/step-times";

describe("the step times npm test ends with", () => {
  it("lists each step with its seconds and outcome, then the total", () => {
    const table = formatStepTimes(
      [
        { name: "lint", seconds: 9.04, ok: true },
        { name: "vitest: unit", seconds: 123.456, ok: true },
      ],
      140.01,
    );
    expect(table.split("\n")).toEqual([
      "  lint             9.0 s  ok",
      "  vitest: unit   123.5 s  ok",
      "  total          140.0 s",
    ]);
  });

  it("marks a failed step and the total", () => {
    const table = formatStepTimes([{ name: "typecheck", seconds: 20, ok: false }], 21);
    expect(table.split("\n")).toEqual(["  typecheck    20.0 s  FAILED", "  total        21.0 s  FAILED"]);
  });
});
