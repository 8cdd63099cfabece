import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * The app's import graph, read from its source (no bundler): which modules a start reaches
 * through static imports, and which it leaves to import(). Used by the first-load tests
 * (what a page may load before a visitor asks for more).
 */

/** Vitest runs from the repository root. */
export const ROOT = process.cwd();
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(ROOT, file), "utf8")) as T;
/** "<prefix>*" → "<folder>*", as written in tsconfig.json `paths` or package.json `imports`. */
const stripStar = ([key, target]: [string, string]): [string, string] => [
  key.replace(/\*$/, ""),
  target.replace(/^\.\//, "").replace(/\*$/, ""),
];
/**
 * Import prefix → folder, read where TypeScript, Vite and Node read them: tsconfig.json `paths`
 * (`@/`) and package.json `imports` (`#shared/`, `#schemas/`, `#tests/`; docs/decisions/048-service-catalogue-and-shared-alias.md).
 */
const ALIASES: [string, string][] = [
  ...Object.entries(readJson<{ compilerOptions: { paths: Record<string, string[]> } }>("tsconfig.json").compilerOptions.paths).map(
    ([key, targets]): [string, string] => [key, targets[0]!],
  ),
  ...Object.entries(readJson<{ imports: Record<string, string> }>("package.json").imports),
].map(stripStar);

export interface Imports {
  static: string[];
  dynamic: string[];
}

/** Module specifiers a file imports: statically (values only: `import type` is erased) and with import(). */
export function importsOf(source: string): Imports {
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
export function resolveSpecifier(specifier: string, from: string): { file: string } | { packageName: string } {
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

export interface Graph {
  /** Files and packages reached through static imports from the starts. */
  reached: Set<string>;
  /** Every module some reached file imports with import(). */
  dynamicTargets: Set<string>;
}

export function staticClosure(starts: readonly string[]): Graph {
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

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
