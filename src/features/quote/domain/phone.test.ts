import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quoteContactFormSchema } from "#schemas/service-request.ts";
import { formatPhoneDigits, formatPhoneInput, phoneDigits } from "@/features/quote/domain/phone";

describe("phone formatting", () => {
  it("formats as (xxx) xxx-xxxx while typing", () => {
    const typed = "9085550134";
    const shown: string[] = [];
    let value = "";
    for (const digit of typed) {
      value = formatPhoneInput(value + digit);
      shown.push(value);
    }
    expect(shown).toEqual([
      "(9",
      "(90",
      "(908",
      "(908) 5",
      "(908) 55",
      "(908) 555",
      "(908) 555-0",
      "(908) 555-01",
      "(908) 555-013",
      "(908) 555-0134",
    ]);
  });

  it("caps the number at 10 digits", () => {
    expect(formatPhoneInput("(908) 555-01345")).toBe("(908) 555-0134");
    expect(formatPhoneInput("908555013499999")).toBe("(908) 555-0134");
  });

  it("drops a leading US country code", () => {
    expect(formatPhoneInput("+1 908 555 0134")).toBe("(908) 555-0134");
    expect(formatPhoneInput("1-908-555-0134")).toBe("(908) 555-0134");
    expect(phoneDigits("+1 (908) 555-0134")).toBe("9085550134");
  });

  it("lets a deleted ')' stay deleted", () => {
    expect(formatPhoneInput("(908")).toBe("(908");
    expect(formatPhoneInput("(908) ")).toBe("(908)");
    expect(formatPhoneInput("")).toBe("");
  });

  it("keeps letters so the form can say the number must be digits", () => {
    expect(formatPhoneInput("908-555-CALL")).toBe("908-555-CALL");
    const result = quoteContactFormSchema.shape.phone.safeParse("908-555-CALL");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain("Phone number must contain only numbers");
  });

  it("any input: at most 10 digits; digit-only input always gives the (xxx) xxx-xxxx shape", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const shown = formatPhoneInput(input);
        expect(shown.replace(/\D/g, "").length).toBeLessThanOrEqual(10);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,14}$/), (digits) => {
        const shown = formatPhoneInput(digits);
        expect(shown).toMatch(/^$|^\(\d{1,3}\)?$|^\(\d{3}\) \d{1,3}$|^\(\d{3}\) \d{3}-\d{1,4}$/);
        expect(phoneDigits(shown)).toBe(phoneDigits(digits));
        // Formatting is idempotent.
        expect(formatPhoneInput(shown)).toBe(shown);
      }),
    );
  });

  it("any 10 digits: the formatted number passes the shared schema and is sent as the same digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{10}$/), (digits) => {
        const shown = formatPhoneDigits(digits);
        expect(shown).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
        expect(quoteContactFormSchema.shape.phone.safeParse(shown).success).toBe(true);
        expect(phoneDigits(shown)).toBe(digits);
      }),
    );
  });
});
