import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The tracking code renders in the root layout, so it is in every page's first load. It
 * must not import the zod schemas at run time (types are fine): the constants it needs
 * live in the zod-free supabase/functions/_shared/domain/visit-log.ts. A value import
 * from #schemas here put zod's whole classic API (~11 KiB gzip) into the entry chunk.
 */
const root = resolve(process.cwd(), "src/features/tracking");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("tracking stays out of zod", () => {
  it("imports the shared schemas only as types", () => {
    const valueImports = sourceFiles(root).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gms)]
        .map((match) => match[1]!)
        .filter((path) => path.startsWith("#schemas/") || path === "zod" || path.startsWith("zod/"))
        .map((path) => `${file.slice(root.length + 1)} → ${path}`),
    );
    expect(sourceFiles(root).length).toBeGreaterThan(5);
    expect(valueImports).toEqual([]);
  });
});
