import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstText, MAX_PIN_LENGTH, propertyPin } from "./property-data.ts";

describe("firstText", () => {
  it("takes the first string or number with text, trimmed and cut to the length", () => {
    expect(firstText(10, undefined, null, "", "  ", " 12 Oak Ridge Rd ")).toBe("12 Oak Rid");
    expect(firstText(10, true, { a: 1 }, ["x"], 1019)).toBe("1019");
    expect(firstText(10, undefined, null)).toBeNull();
    expect(firstText(10)).toBeNull();
  });
});

describe("propertyPin", () => {
  it("reads the county record's GIS_PIN, bare or nested where unwrapCountyRecord looks", () => {
    expect(propertyPin({ GIS_PIN: "1009_12_3.01", Sq_Ft: 2150 })).toBe("1009_12_3.01");
    expect(propertyPin({ countyData: { GIS_PIN: "1009_12_3.01" }, gisPin: "other" })).toBe("1009_12_3.01");
    expect(propertyPin({ rawData: { GIS_PIN: "0223_105_14" } })).toBe("0223_105_14");
    expect(propertyPin({ countyRecord: { GIS_PIN: "1019_12_7" } })).toBe("1019_12_7");
  });

  it("falls back to gisPin, then to pin", () => {
    expect(propertyPin({ gisPin: "1009_12_3.01", pin: "other" })).toBe("1009_12_3.01");
    expect(propertyPin({ pin: "1009_12_3.01" })).toBe("1009_12_3.01");
    expect(propertyPin({ countyData: { Sq_Ft: 2150 }, gisPin: "1009_12_3.01" })).toBe("1009_12_3.01");
  });

  it("skips empty, blank and non-text values, and reads numbers as text", () => {
    expect(propertyPin({ GIS_PIN: "", gisPin: "  ", pin: "1009_12_3.01" })).toBe("1009_12_3.01");
    expect(propertyPin({ GIS_PIN: null, gisPin: true, pin: 1019 })).toBe("1019");
    expect(propertyPin({ countyData: { GIS_PIN: 1019 } })).toBe("1019");
    expect(propertyPin({ gisPin: { value: "1009_12_3.01" }, pin: ["1009_12_3.01"] })).toBeNull();
  });

  it("trims, and cuts at MAX_PIN_LENGTH characters", () => {
    expect(propertyPin({ GIS_PIN: "  1009_12_3.01\n" })).toBe("1009_12_3.01");
    expect(propertyPin({ pin: "x".repeat(MAX_PIN_LENGTH + 10) })).toBe("x".repeat(MAX_PIN_LENGTH));
  });

  it("is null for a payload without a PIN, and for anything that is not an object", () => {
    expect(propertyPin({ address: "12 Oak Ridge Rd" })).toBeNull();
    for (const junk of [null, undefined, "1009_12_3.01", 1019, ["1009_12_3.01"]]) expect(propertyPin(junk)).toBeNull();
  });

  it("is always null or non-empty text of at most MAX_PIN_LENGTH characters, not starting with a space", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (propertyData) => {
        const pin = propertyPin(propertyData);
        if (pin === null) return;
        expect(pin.length).toBeGreaterThan(0);
        expect(pin.length).toBeLessThanOrEqual(MAX_PIN_LENGTH);
        expect(pin).toBe(pin.trimStart());
      }),
    );
  });
});
