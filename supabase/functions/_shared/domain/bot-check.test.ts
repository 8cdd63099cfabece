import { describe, expect, it } from "vitest";
import { contactMessagePayloadSchema } from "../schemas/contact-message.ts";
import { MIN_FILL_MS, spamSignals } from "./bot-check.ts";
import { serviceRequestPayloadSchema } from "../schemas/service-request.ts";

describe("spamSignals", () => {
  it("finds nothing in what a person's browser sends", () => {
    expect(spamSignals({ website: "", fillMs: 45_000 })).toEqual([]);
    expect(spamSignals({ website: "  ", fillMs: MIN_FILL_MS })).toEqual([]);
    expect(spamSignals({ website: null, fillMs: MIN_FILL_MS + 1 })).toEqual([]);
  });

  it("flags a filled honeypot, whatever its type", () => {
    expect(spamSignals({ website: "http://spam.example", fillMs: 60_000 })).toEqual(["honeypot"]);
    expect(spamSignals({ website: 1, fillMs: 60_000 })).toEqual(["honeypot"]);
    expect(spamSignals({ website: { a: 1 }, fillMs: 60_000 })).toEqual(["honeypot"]);
  });

  it("flags a form sent too soon, or with no usable fill time", () => {
    expect(spamSignals({ fillMs: MIN_FILL_MS - 1 })).toEqual(["too_fast"]);
    expect(spamSignals({ fillMs: 0 })).toEqual(["too_fast"]);
    expect(spamSignals({})).toEqual(["no_timing"]);
    expect(spamSignals({ fillMs: "5000" })).toEqual(["no_timing"]);
    expect(spamSignals({ fillMs: -5 })).toEqual(["no_timing"]);
    expect(spamSignals({ fillMs: Number.NaN })).toEqual(["no_timing"]);
    expect(spamSignals({ website: "x", fillMs: 10 })).toEqual(["honeypot", "too_fast"]);
  });
});

describe("the payload schemas take the bot-check fields", () => {
  const contact = { firstName: "Dev", lastName: "Patel", email: "dev@example.com", message: "Do you appraise two-family homes?" };

  it("keeps them for the function, and never refuses a request for the honeypot's content", () => {
    const parsed = contactMessagePayloadSchema.parse({ ...contact, website: { any: "thing" }, fillMs: 1234, turnstileToken: "tok" });
    expect(parsed).toMatchObject({ website: { any: "thing" }, fillMs: 1234, turnstileToken: "tok" });
    expect(contactMessagePayloadSchema.safeParse({ ...contact, fillMs: "soon" }).success).toBe(true);
  });

  it("refuses a Turnstile token longer than Turnstile makes them", () => {
    const result = contactMessagePayloadSchema.safeParse({ ...contact, turnstileToken: "t".repeat(2049) });
    expect(result.success).toBe(false);
    const request = serviceRequestPayloadSchema.safeParse({
      isServiceRequest: true,
      firstName: "Maria",
      lastName: "Lopez",
      email: "maria@example.com",
      phone: "9085550199",
      serviceType: "appraisal",
      turnstileToken: 5,
    });
    expect(request.success).toBe(false);
  });
});
