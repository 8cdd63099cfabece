import { describe, expect, it } from "vitest";
import { EdgeFunctionError } from "@/lib/edge-functions";
import { limitRefusalOf, sendProblemOf } from "@/lib/limit-refusal";

const refusal = "Your request was not sent: this connection has sent several already. Please call us at (908) 555-0134 to make it now. The form takes requests again tomorrow.";

describe("limitRefusalOf / sendProblemOf", () => {
  it("reads the message of a 429", () => {
    const error = new EdgeFunctionError("send-contact-email", 429, { error: refusal });
    expect(limitRefusalOf(error)).toBe(refusal);
    expect(sendProblemOf(error)).toEqual({ kind: "refused", message: refusal });
  });

  it("any other failure is not a refusal: another status, no message, a network error", () => {
    for (const error of [
      new EdgeFunctionError("send-contact-email", 500, { error: refusal }),
      new EdgeFunctionError("send-contact-email", 429, null),
      new EdgeFunctionError("send-contact-email", 429, "Too many"),
      new EdgeFunctionError("send-contact-email", 429, { error: "  " }),
      new TypeError("Failed to fetch"),
    ]) {
      expect(limitRefusalOf(error)).toBeNull();
      expect(sendProblemOf(error)).toEqual({ kind: "failed" });
    }
  });
});
