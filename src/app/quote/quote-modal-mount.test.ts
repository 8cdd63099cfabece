import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The quote modal must stay out of every page's first load (decision 011): the mount in
 * the root layout may import only small lib/config modules statically, and reaches the
 * modal through a dynamic import. A static import here would pull the whole modal (forms,
 * schemas, the property lookup) into the entry chunk.
 */
/** Vitest runs from the repository root. */
const source = (path: string) => readFileSync(resolve(process.cwd(), path), "utf8");
/** The modules a file imports at run time (`import type` is erased by the build and loads nothing). */
const staticImports = (code: string) =>
  [...code.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;"]*?\sfrom\s+)?"([^"]+)"/gms)].map((match) => match[1]!);

describe("the quote modal is loaded lazily", () => {
  it("the mount imports no feature statically and loads the modal with import()", () => {
    const mount = source("src/app/quote/quote-modal-mount.tsx");
    const imports = staticImports(mount);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((path) => path.startsWith("@/features/") || path.startsWith("@/entities/"))).toEqual([]);
    expect(mount).toMatch(/lazy\(async \(\) => \{\n[^}]*import\("@\/features\/quote\/components\/quote-modal"\)/);
  });

  it("the root layout reaches the modal only through the mount", () => {
    const imports = staticImports(source("src/app/layouts/root-layout.tsx"));
    expect(imports).toContain("@/app/quote/quote-modal-mount");
    expect(imports.filter((path) => path.includes("features/quote") || path.startsWith("@/entities/"))).toEqual([]);
  });
});
