import { describe, expect, it } from "vitest";
import { BUSINESS_DEFAULTS } from "./business-defaults.ts";
import { HOLDS_REFUSAL, LEADS_REFUSAL, limitRefusalMessage, MANAGE_REFUSAL, retryInWords } from "./limit-refusal.ts";

describe("retryInWords", () => {
  it("says the windows of rate_limit_rules in words", () => {
    expect(retryInWords(86_400)).toBe("tomorrow");
    expect(retryInWords(3_600)).toBe("in an hour");
    expect(retryInWords(600)).toBe("in ten minutes");
    expect(retryInWords(60)).toBe("in a minute");
  });

  it("rounds up to the next whole unit: the form works again at the latest then", () => {
    expect(retryInWords(1)).toBe("in a minute");
    expect(retryInWords(59)).toBe("in a minute");
    expect(retryInWords(61)).toBe("in two minutes");
    expect(retryInWords(900)).toBe("in fifteen minutes");
    expect(retryInWords(1_800)).toBe("in thirty minutes");
    expect(retryInWords(3_599)).toBe("in an hour");
    expect(retryInWords(3_601)).toBe("in two hours");
    expect(retryInWords(7_200)).toBe("in two hours");
    expect(retryInWords(43_200)).toBe("in twelve hours");
    expect(retryInWords(82_801)).toBe("tomorrow");
    expect(retryInWords(86_399)).toBe("tomorrow");
  });

  it("writes digits where no single word says the count", () => {
    expect(retryInWords(23 * 60)).toBe("in 23 minutes");
    expect(retryInWords(21 * 3_600)).toBe("in 21 hours");
  });

  it('says "later" when the window is not known', () => {
    expect(retryInWords(null)).toBe("later");
    expect(retryInWords(0)).toBe("later");
    expect(retryInWords(-5)).toBe("later");
    expect(retryInWords(Number.NaN)).toBe("later");
  });
});

describe("limitRefusalMessage", () => {
  const phone = BUSINESS_DEFAULTS.phone;

  it("says what was not done, the number to call now and when the form works again", () => {
    expect(limitRefusalMessage(LEADS_REFUSAL, phone, 600)).toBe(
      `Your request was not sent: this connection has sent several already. Please call us at ${phone} to make it now. The form takes requests again in ten minutes.`,
    );
    expect(limitRefusalMessage(LEADS_REFUSAL, phone, 86_400)).toMatch(/The form takes requests again tomorrow\.$/);
  });

  it("names the phone number and the window in every refusal", () => {
    for (const refusal of [LEADS_REFUSAL, HOLDS_REFUSAL, MANAGE_REFUSAL]) {
      const message = limitRefusalMessage(refusal, "(201) 555-0100", 3_600);
      expect(message).toContain("Please call us at (201) 555-0100");
      expect(message).toMatch(/ in an hour\.$/);
    }
  });
});
