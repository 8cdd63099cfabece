import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PHOTOGRAPHY_ADD_ONS, PHOTOGRAPHY_PACKAGES } from "#shared/pricing.ts";
import { appraisalTypes } from "@/content/appraisal-types";
import {
  appraisalTypeName,
  appraisalTypeSlug,
  EMPTY_SELECTION,
  fromQuoteSearch,
  packageProblem,
  selectAppraisalType,
  selectPackage,
  selectService,
  toggleAddOn,
  toQuotePreset,
  type QuoteSelection,
} from "@/features/quote/domain/quote-selection";
import { buildQuoteSearch, clearQuoteSearch, parseQuoteSearch } from "@/lib/quote-link";

const read = (search: string) => fromQuoteSearch(parseQuoteSearch(search));
const write = (selection: QuoteSelection, current = "") => buildQuoteSearch(clearQuoteSearch(current), toQuotePreset(selection));

const pin = fc.stringMatching(/^[0-9]{4}_[0-9]{1,4}_[0-9]{1,3}(\.[0-9]{2})?$/);
const code = fc.stringMatching(/^[A-Z0-9]{1,12}$/);

/** Every valid selection of the modal. */
const selectionArbitrary: fc.Arbitrary<QuoteSelection> = fc.oneof(
  fc.record({
    service: fc.constant(null),
    appraisalType: fc.constant(null),
    pin: fc.option(pin, { nil: null }),
    packageId: fc.constant(null),
    addOnIds: fc.constant<string[]>([]),
    discountCode: fc.option(code, { nil: null }),
  }),
  fc.record({
    service: fc.constant("appraisal" as const),
    appraisalType: fc.option(fc.constantFrom(...appraisalTypes.map((type) => type.slug as string)), { nil: null }),
    pin: fc.option(pin, { nil: null }),
    packageId: fc.constant(null),
    addOnIds: fc.constant<string[]>([]),
    discountCode: fc.option(code, { nil: null }),
  }),
  fc.record({
    service: fc.constant("photography" as const),
    appraisalType: fc.constant(null),
    pin: fc.option(pin, { nil: null }),
    packageId: fc.option(fc.constantFrom(...PHOTOGRAPHY_PACKAGES.map((pkg) => pkg.id)), { nil: null }),
    addOnIds: fc.constant<string[]>([]),
    discountCode: fc.option(code, { nil: null }),
  }),
  fc.record({
    service: fc.constant("photography" as const),
    appraisalType: fc.constant(null),
    pin: fc.option(pin, { nil: null }),
    packageId: fc.constant("custom"),
    addOnIds: fc.uniqueArray(fc.constantFrom(...PHOTOGRAPHY_ADD_ONS.map((addOn) => addOn.id))),
    discountCode: fc.option(code, { nil: null }),
  }),
);

describe("URL parameters ↔ quote selection", () => {
  it("round trip: every valid selection survives being written to and read from the URL", () => {
    fc.assert(
      fc.property(selectionArbitrary, fc.dictionary(fc.constantFrom("utm_source", "utm_campaign", "tab"), fc.string({ maxLength: 8 })), (selection, others) => {
        const current = new URLSearchParams(others).toString();
        const search = write(selection, current);
        expect(read(search)).toEqual(selection);
        expect(parseQuoteSearch(search).open).toBe(true);
        const params = new URLSearchParams(search);
        for (const [key, value] of Object.entries(others)) expect(params.get(key)).toBe(value);
      }),
    );
  });

  it("junk parameters are ignored and never crash", () => {
    const junkParams = fc.dictionary(
      fc.constantFrom("openQuote", "service", "appraisalType", "pin", "package", "discount", ...Array.from({ length: 12 }, (_, i) => `selection${i + 1}`)),
      fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("custom", "appraisal", "photography", "floor-plans", "basic-photography", "land")),
    );
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), junkParams.map((params) => new URLSearchParams(params).toString())), (search) => {
        const selection = read(search);
        expect([null, "appraisal", "photography"]).toContain(selection.service);
        if (selection.packageId !== null) {
          expect(selection.service).toBe("photography");
          expect([...PHOTOGRAPHY_PACKAGES.map((pkg) => pkg.id), "custom"]).toContain(selection.packageId);
        }
        if (selection.addOnIds.length > 0) expect(selection.packageId).toBe("custom");
        for (const id of selection.addOnIds) expect(PHOTOGRAPHY_ADD_ONS.map((addOn) => addOn.id)).toContain(id);
        expect(selection.addOnIds.length).toBeLessThanOrEqual(10);
        if (selection.appraisalType !== null) expect(selection.service).toBe("appraisal");
        // What is read can always be written back and read again unchanged.
        expect(read(write(selection))).toEqual(selection);
      }),
    );
  });

  it("reads a marketer's link", () => {
    expect(
      read("?openQuote=true&service=photography&pin=1009_12_3.01&package=custom&selection1=floor-plans&selection2=aerial-photography&discount=spring10"),
    ).toEqual({
      service: "photography",
      appraisalType: null,
      pin: "1009_12_3.01",
      packageId: "custom",
      addOnIds: ["floor-plans", "aerial-photography"],
      discountCode: "SPRING10",
    });
  });

  it("drops unknown packages, add-ons, appraisal types and a package on an appraisal", () => {
    expect(read("?service=photography&package=gold&selection1=floor-plans")).toMatchObject({ packageId: null, addOnIds: [] });
    expect(read("?service=photography&package=custom&selection1=drone-show&selection2=floor-plans")).toMatchObject({
      addOnIds: ["floor-plans"],
    });
    expect(read("?service=appraisal&package=basic-photography&appraisalType=moon")).toMatchObject({
      service: "appraisal",
      packageId: null,
      appraisalType: null,
    });
    expect(read("?service=appraisal&appraisalType=pmi-removal").appraisalType).toBe("pmi-removal");
  });
});

describe("selection transitions", () => {
  const photography: QuoteSelection = { ...EMPTY_SELECTION, service: "photography", pin: "1_2_3", discountCode: "SAVE50" };

  it("choosing another service keeps the property and discount, drops the other service's choices", () => {
    const custom = toggleAddOn(selectPackage(photography, "custom"), "floor-plans", true);
    expect(selectService(custom, "appraisal")).toEqual({ ...EMPTY_SELECTION, service: "appraisal", pin: "1_2_3", discountCode: "SAVE50" });
    expect(selectService(custom, "photography")).toBe(custom);
  });

  it("choosing another package clears the custom selections", () => {
    const custom = toggleAddOn(toggleAddOn(selectPackage(photography, "custom"), "floor-plans", true), "virtual-tours", true);
    expect(custom.addOnIds).toEqual(["floor-plans", "virtual-tours"]);
    expect(selectPackage(custom, "premium-photography")).toMatchObject({ packageId: "premium-photography", addOnIds: [] });
    expect(selectPackage(custom, "no-such-package")).toBe(custom);
  });

  it("add-ons toggle only on the custom package and only known ids", () => {
    const custom = selectPackage(photography, "custom");
    expect(toggleAddOn(custom, "floor-plans", true).addOnIds).toEqual(["floor-plans"]);
    expect(toggleAddOn(toggleAddOn(custom, "floor-plans", true), "floor-plans", false).addOnIds).toEqual([]);
    expect(toggleAddOn(custom, "teleportation", true)).toEqual(custom);
    expect(toggleAddOn(selectPackage(photography, "basic-photography"), "floor-plans", true).addOnIds).toEqual([]);
  });

  it("says what a photography selection is missing", () => {
    expect(packageProblem(photography)).toBe("package-required");
    expect(packageProblem(selectPackage(photography, "custom"))).toBe("custom-service-required");
    expect(packageProblem(toggleAddOn(selectPackage(photography, "custom"), "floor-plans", true))).toBeNull();
    expect(packageProblem(selectPackage(photography, "basic-photography"))).toBeNull();
    expect(packageProblem({ ...EMPTY_SELECTION, service: "appraisal" })).toBeNull();
  });

  it("maps appraisal types between the form's names and the URL's slugs", () => {
    expect(appraisalTypeName("pmi-removal")).toBe("PMI Removal");
    expect(appraisalTypeSlug("Retrospective (Date-Of-Death)")).toBe("retrospective");
    expect(appraisalTypeSlug("")).toBeNull();
    const appraisal = { ...EMPTY_SELECTION, service: "appraisal" as const };
    expect(selectAppraisalType(appraisal, "estate").appraisalType).toBe("estate");
    expect(selectAppraisalType(appraisal, "nonsense").appraisalType).toBeNull();
  });
});
