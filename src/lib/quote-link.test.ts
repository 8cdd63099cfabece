import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildQuoteSearch, clearQuoteSearch, MAX_CUSTOM_SELECTIONS, parseQuoteSearch, type QuotePreset } from "@/lib/quote-link";

describe("buildQuoteSearch", () => {
  it("opens the quote with no preset", () => {
    expect(buildQuoteSearch("", {})).toBe("?openQuote=true");
  });

  it("preserves the other parameters", () => {
    const search = buildQuoteSearch("?utm_source=google&utm_campaign=spring&tab=portfolio", { service: "photography" });
    const params = new URLSearchParams(search);
    expect(params.get("utm_source")).toBe("google");
    expect(params.get("utm_campaign")).toBe("spring");
    expect(params.get("tab")).toBe("portfolio");
    expect(params.get("openQuote")).toBe("true");
    expect(params.get("service")).toBe("photography");
  });

  it("sets the appraisal preset", () => {
    expect(buildQuoteSearch("", { service: "appraisal", appraisalType: "pmi-removal" })).toBe(
      "?openQuote=true&service=appraisal&appraisalType=pmi-removal",
    );
    // An appraisal type implies the appraisal service.
    expect(parseQuoteSearch(buildQuoteSearch("", { appraisalType: "estate" }))).toMatchObject({
      service: "appraisal",
      appraisalType: "estate",
    });
  });

  it("writes custom selections as selection1..N with package=custom, capped at 10", () => {
    const ids = Array.from({ length: 12 }, (_, i) => `addon-${i + 1}`);
    const params = new URLSearchParams(buildQuoteSearch("", { selections: ids }));
    expect(params.get("service")).toBe("photography");
    expect(params.get("package")).toBe("custom");
    expect(params.get("selection1")).toBe("addon-1");
    expect(params.get("selection10")).toBe("addon-10");
    expect(params.has("selection11")).toBe(false);
    expect(MAX_CUSTOM_SELECTIONS).toBe(10);
  });

  it("replaces a previous quote state but keeps a campaign's discount code", () => {
    const previous = "?utm_source=mail&openQuote=true&service=photography&package=custom&selection1=floor-plans&pin=123&discount=SPRING10";
    const params = new URLSearchParams(buildQuoteSearch(previous, { service: "appraisal" }));
    expect(params.get("service")).toBe("appraisal");
    expect(params.has("package")).toBe(false);
    expect(params.has("selection1")).toBe(false);
    expect(params.has("pin")).toBe(false);
    expect(params.get("discount")).toBe("SPRING10");
    expect(params.get("utm_source")).toBe("mail");
  });

  it("normalizes a preset discount code and ignores blank values", () => {
    const params = new URLSearchParams(buildQuoteSearch("?discount=OLD", { discount: "  save20 ", pin: "  ", appraisalType: "" }));
    expect(params.get("discount")).toBe("SAVE20");
    expect(params.has("pin")).toBe(false);
    expect(params.has("appraisalType")).toBe(false);
  });

  it("accepts URLSearchParams and a search without '?'", () => {
    expect(buildQuoteSearch(new URLSearchParams("a=1"), { pin: "1019_12_3" })).toBe("?a=1&openQuote=true&pin=1019_12_3");
    expect(buildQuoteSearch("a=1")).toBe("?a=1&openQuote=true");
  });
});

describe("clearQuoteSearch", () => {
  it("removes every quote parameter and keeps the rest", () => {
    const search = "?utm_source=x&openQuote=true&service=photography&appraisalType=land&package=custom&selection1=a&selection2=b&pin=9&discount=D";
    expect(clearQuoteSearch(search)).toBe("?utm_source=x");
    expect(clearQuoteSearch("?openQuote=true")).toBe("");
  });
});

const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);

const presetArbitrary: fc.Arbitrary<QuotePreset> = fc.oneof(
  fc.record(
    { service: fc.constant("appraisal" as const), appraisalType: token, pin: token, discount: token },
    { requiredKeys: ["service"] },
  ),
  fc.record(
    { service: fc.constant("photography" as const), package: token.filter((id) => id !== "custom"), pin: token, discount: token },
    { requiredKeys: ["service"] },
  ),
  fc.record(
    {
      service: fc.constant("photography" as const),
      package: fc.constant("custom"),
      selections: fc.uniqueArray(token, { minLength: 1, maxLength: MAX_CUSTOM_SELECTIONS }),
      discount: token,
    },
    { requiredKeys: ["service", "package", "selections"] },
  ),
);

const otherParams = fc.dictionary(fc.constantFrom("utm_source", "utm_medium", "tab", "page", "q"), fc.string({ maxLength: 10 }));

describe("quote search round trip (property)", () => {
  it("parse(build(search, preset)) gives back the preset, and the other params survive", () => {
    fc.assert(
      fc.property(presetArbitrary, otherParams, (preset, others) => {
        const current = new URLSearchParams(others).toString();
        const built = buildQuoteSearch(current, preset);
        const state = parseQuoteSearch(built);

        expect(state.open).toBe(true);
        expect(state.service).toBe(preset.service);
        expect(state.appraisalType).toBe(preset.appraisalType);
        expect(state.pin).toBe(preset.pin);
        expect(state.package).toBe(preset.package);
        expect(state.selections).toEqual(preset.selections ?? []);
        expect(state.discount).toBe(preset.discount?.toUpperCase());

        const params = new URLSearchParams(built);
        for (const [key, value] of Object.entries(others)) expect(params.get(key)).toBe(value);

        // Closing the modal gives back the original parameters.
        expect(new URLSearchParams(clearQuoteSearch(built)).toString()).toBe(current);
      }),
    );
  });
});
