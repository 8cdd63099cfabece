import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, staticClosure } from "#tests/support/import-graph.ts";

/**
 * The home page's first load holds no data cache (docs/decisions/074): the entry and the home
 * route reach TanStack Query only for its context (<AppProvider> and the parts that provide the
 * browser's client, a few hundred bytes), and
 * the client, its queries and hooks load with import() after the first paint. This walks
 * their static imports and reads what each module reached takes from the package.
 */
const PACKAGES = ["@tanstack/react-query", "@tanstack/query-core"];

/** The names `file` imports at run time from TanStack Query (`import type` loads nothing). */
function runtimeNamesFromQuery(file: string): string[] {
  const code = readFileSync(file, "utf8");
  return [...code.matchAll(/^\s*import\s+(?!type\s)\{([^}]*)\}\s+from\s+["']([^"']+)["']/gm)]
    .filter((match) => PACKAGES.includes(match[2]!))
    .flatMap((match) => match[1]!.split(",").map((name) => name.trim()))
    .filter((name) => name !== "" && !name.startsWith("type "));
}

function queryImportsFrom(starts: string[]): Record<string, string[]> {
  const reached = [...staticClosure(starts.map((file) => resolve(ROOT, file))).reached].filter((file) => file.startsWith("/"));
  return Object.fromEntries(
    reached.flatMap((file) => {
      const names = runtimeNamesFromQuery(file);
      return names.length > 0 ? [[relative(ROOT, file), names]] : [];
    }),
  );
}

describe("the home page's first load holds no data cache", () => {
  it("the entry and the home route take only the cache's context from TanStack Query", () => {
    expect(queryImportsFrom(["src/main.tsx", "src/app/routes/home.tsx"])).toEqual({
      "src/app/provider.tsx": ["QueryClientContext"],
      "src/lib/providing-query-client.tsx": ["QueryClientContext"],
    });
  });

  it("the browser's client is loaded with import() (so the walk sees the cache where it is)", () => {
    const graph = staticClosure([resolve(ROOT, "src/main.tsx")]);
    expect(graph.dynamicTargets.has(resolve(ROOT, "src/lib/seeded-query-client.ts"))).toBe(true);
    expect(queryImportsFrom(["src/lib/seeded-query-client.ts"])["src/lib/seeded-query-client.ts"]).toEqual(["hydrate"]);
  });
});
