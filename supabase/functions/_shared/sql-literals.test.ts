import { describe, expect, it } from "vitest";
import { inlineParameters } from "./sql-literals.ts";

describe("inlineParameters", () => {
  it("quotes text with the library's own quoting, so a quote or a backslash cannot end the literal", () => {
    expect(inlineParameters("select $1", ["O'Brien"])).toBe("select 'O''Brien'");
    // A backslash makes it an escape string (E'…'), its backslash doubled.
    expect(inlineParameters("select $1", ["a\\'; drop table x; --"])).toBe("select  E'a\\\\''; drop table x; --'");
  });

  it("writes null and undefined as NULL, numbers, booleans, dates, arrays, objects and bytes as node-postgres sends them", () => {
    expect(inlineParameters("select $1, $2, $3, $4", [null, undefined, 42, true])).toBe("select NULL, NULL, '42', 'true'");
    expect(inlineParameters("select $1", [new Date("2026-12-01T10:00:00Z")])).toMatch(/^select '2026-12-01T\d\d:00:00\.000[+-]\d\d:\d\d'$/);
    expect(inlineParameters("select $1", [["a b", null, "c'd"]])).toBe(`select '{"a b",NULL,"c''d"}'`);
    expect(inlineParameters("select $1", [{ path: "/x'y" }])).toBe(`select '{"path":"/x''y"}'`);
    expect(inlineParameters("select $1", [new Uint8Array([0, 171])])).toBe("select  E'\\\\x00ab'");
  });

  it("tells $1 from $10 and leaves placeholders in quotes, names, dollar quotes and comments alone", () => {
    const params = Array.from({ length: 10 }, (_, index) => `v${index + 1}`);
    expect(inlineParameters("select $10, $1", params)).toBe("select 'v10', 'v1'");
    expect(inlineParameters(`select '$1', "$1", $$ $1 $$, $tag$ $1 $tag$, $2 -- $1\n/* $1 */`, params)).toBe(
      `select '$1', "$1", $$ $1 $$, $tag$ $1 $tag$, 'v2' -- $1\n/* $1 */`,
    );
  });

  it("refuses a placeholder without a value", () => {
    expect(() => inlineParameters("select $1, $2", ["only one"])).toThrow(/uses \$2 but 1 value/);
  });
});
