import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, ROOT, sourceFiles, staticClosure, type Graph } from "#tests/support/import-graph.ts";

/**
 * The flyer's PDF and QR libraries are hundreds of KiB: they may load only when the Flyer
 * button is pressed (docs/decisions/037, decision 036 on the first load). This walks the
 * app's import graph from its source: the modules any page can load without that press (the
 * entry, and everything behind every other dynamic import: route modules, lazy widgets,
 * supabase-js, sonner) must not reach the libraries through static imports; the flyer's
 * own dynamic import must (so the test cannot pass by looking in the wrong place).
 */

const FLYER_LIBRARIES = ["@cantoo/pdf-lib", "uqr"];
const FLYER_MODULE = resolve(ROOT, "src/features/showcases/api/make-flyer.ts");

/** Everything loadable without pressing the flyer button: the entry, then every dynamic import but the flyer's, to a fixed point. */
function withoutTheFlyer(): Graph {
  const starts = [resolve(ROOT, "src/main.tsx")];
  let graph = staticClosure(starts);
  for (;;) {
    const more = [...graph.dynamicTargets].filter((target) => target !== FLYER_MODULE && !graph.reached.has(target));
    if (more.length === 0) return graph;
    starts.push(...more);
    graph = staticClosure(starts);
  }
}

describe("the flyer's libraries stay out of every first load", () => {
  it("reads static, re-exported and dynamic imports, and skips type-only ones", () => {
    const found = importsOf(
      [
        'import { a } from "./a";',
        'import type { B } from "./b";',
        'import "./side-effect";',
        'import {\n  c,\n  type D,\n} from "@/c";',
        'export { e } from "./e";',
        'export type { F } from "./f";',
        '// import { g } from "./g";',
        'const h = await import("./h");',
      ].join("\n"),
    );
    expect(found).toEqual({ static: ["./a", "./side-effect", "@/c", "./e"], dynamic: ["./h"] });
  });

  it("loads the PDF and QR libraries only behind the flyer button's dynamic import", () => {
    const graph = withoutTheFlyer();
    // The walk saw the app: the entry, the showcase page and the button on it.
    for (const file of ["src/main.tsx", "src/app/routes/showcase-detail.tsx", "src/features/showcases/components/flyer-button.tsx"]) {
      expect(graph.reached.has(resolve(ROOT, file)), file).toBe(true);
    }
    expect(graph.reached.has("react-dom")).toBe(true);
    // Nothing loadable before the press brings in either library or the module that uses them...
    expect(FLYER_LIBRARIES.filter((name) => graph.reached.has(name))).toEqual([]);
    expect(graph.reached.has(FLYER_MODULE)).toBe(false);
    // ...which is imported dynamically, and brings both.
    expect(graph.dynamicTargets.has(FLYER_MODULE)).toBe(true);
    const flyer = staticClosure([FLYER_MODULE]).reached;
    expect(FLYER_LIBRARIES.filter((name) => flyer.has(name))).toEqual(FLYER_LIBRARIES);
  });

  it("imports the libraries nowhere else in the app", () => {
    const flyer = staticClosure([FLYER_MODULE]).reached;
    const importers = sourceFiles(resolve(ROOT, "src")).filter((file) =>
      importsOf(readFileSync(file, "utf8"))
        .static.concat(importsOf(readFileSync(file, "utf8")).dynamic)
        .some((specifier) => FLYER_LIBRARIES.some((name) => specifier === name || specifier.startsWith(`${name}/`))),
    );
    expect(importers.filter((file) => !flyer.has(file)).map((file) => relative(ROOT, file))).toEqual([]);
  });
});
