import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The flyer's PDF and QR libraries are hundreds of KiB: they may load only when the Flyer
 * button is pressed (docs/decisions/037, decision 036 on the first load). This walks the
 * app's import graph from its source: the modules any page can load without that press (the
 * entry, and everything behind every other dynamic import: route modules, lazy widgets,
 * supabase-js, sonner) must not reach the libraries through static imports; the flyer's
 * own dynamic import must (so the test cannot pass by looking in the wrong place).
 */

const ROOT = process.cwd();
const FLYER_LIBRARIES = ["@cantoo/pdf-lib", "uqr"];
const FLYER_MODULE = resolve(ROOT, "src/features/showcases/api/make-flyer.ts");
const ALIASES: [string, string][] = [
  ["@/", "src/"],
  ["@schemas/", "supabase/functions/_shared/schemas/"],
  ["@domain/", "supabase/functions/_shared/domain/"],
];

interface Imports {
  static: string[];
  dynamic: string[];
}

/** Module specifiers a file imports: statically (values only: `import type` is erased) and with import(). */
function importsOf(source: string): Imports {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  const statics = [
    ...code.matchAll(/^\s*import\s+(?!type\s)(?:[^;"'`]*?\sfrom\s+)?["']([^"']+)["']/gm),
    ...code.matchAll(/^\s*export\s+(?!type\s)(?:\*|\{[^}]*\})(?:\s+as\s+\w+)?\s+from\s+["']([^"']+)["']/gm),
  ].map((match) => match[1]!);
  const dynamics = [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]!);
  return { static: statics, dynamic: dynamics };
}

function resolveFile(base: string): string | null {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** A file path for a project module, or the package name for a bare import. */
function resolveSpecifier(specifier: string, from: string): { file: string } | { packageName: string } {
  for (const [alias, target] of ALIASES) {
    if (specifier.startsWith(alias)) {
      const file = resolveFile(resolve(ROOT, target, specifier.slice(alias.length)));
      if (!file) throw new Error(`${relative(ROOT, from)}: cannot resolve ${specifier}`);
      return { file };
    }
  }
  if (specifier.startsWith(".")) {
    const file = resolveFile(resolve(dirname(from), specifier));
    if (!file) throw new Error(`${relative(ROOT, from)}: cannot resolve ${specifier}`);
    return { file };
  }
  const parts = specifier.split("/");
  return { packageName: specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]! };
}

interface Graph {
  /** Files and packages reached through static imports from the starts. */
  reached: Set<string>;
  /** Every module some reached file imports with import(). */
  dynamicTargets: Set<string>;
}

function staticClosure(starts: readonly string[]): Graph {
  const reached = new Set<string>();
  const dynamicTargets = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    if (!file.startsWith("/")) continue; // a package
    if (!/\.(ts|tsx)$/.test(file)) continue;
    const imports = importsOf(readFileSync(file, "utf8"));
    for (const specifier of imports.static) {
      const target = resolveSpecifier(specifier, file);
      queue.push("file" in target ? target.file : target.packageName);
    }
    for (const specifier of imports.dynamic) {
      const target = resolveSpecifier(specifier, file);
      dynamicTargets.add("file" in target ? target.file : target.packageName);
    }
  }
  return { reached, dynamicTargets };
}

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

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
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
