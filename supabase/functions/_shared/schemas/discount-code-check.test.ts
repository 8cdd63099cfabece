import { describe, expect, it } from "vitest";
import { discountCodeAnswerSchema, discountFromAnswer } from "./discount-code-check.ts";

describe("validate_discount_code answer", () => {
  it("grants the terms of a valid answer, its value read from a number or text", () => {
    expect(discountFromAnswer({ valid: true, type: "percentage", value: "10.00" })).toEqual({ type: "percentage", value: 10, serviceIds: null });
    expect(discountFromAnswer({ valid: true, type: "fixed_amount", value: 50 })).toEqual({ type: "fixed_amount", value: 50, serviceIds: null });
  });

  it("keeps the services a code is for (docs/decisions/071)", () => {
    expect(discountFromAnswer({ valid: true, type: "percentage", value: 20, service_ids: ["floor-plans"] })).toEqual({
      type: "percentage",
      value: 20,
      serviceIds: ["floor-plans"],
    });
  });

  it("grants nothing for an invalid answer, an unknown type, or a value that is not a number above 0", () => {
    expect(discountFromAnswer({ valid: false, type: null, value: null })).toBeNull();
    expect(discountFromAnswer({ valid: true, type: "bogus", value: 10 })).toBeNull();
    for (const value of [0, "0.00", -5, "-5.00", null, "", "ten"]) {
      expect(discountFromAnswer({ valid: true, type: "fixed_amount", value })).toBeNull();
    }
  });

  it("parses the RPC's rows and refuses another shape", () => {
    expect(discountCodeAnswerSchema.parse([{ valid: false, type: null, value: null, description: null }])).toHaveLength(1);
    expect(discountCodeAnswerSchema.safeParse([{ valid: "yes", type: null, value: null, description: null }]).success).toBe(false);
    expect(discountCodeAnswerSchema.safeParse([{ valid: true, type: "bogus", value: 1, description: null }]).success).toBe(false);
  });
});
