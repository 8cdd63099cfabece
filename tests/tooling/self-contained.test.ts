// @vitest-environment node
import { describe, expect, it } from "vitest";
import { climbsAboveRoot, findOutsidePaths } from "../../scripts/self-contained/outside-paths";
import { scanTrackedFiles } from "../../scripts/self-contained/scan-tracked-files";

// Paths are joined here so that this file does not itself refer to them.
const p = (...parts: string[]) => parts.join("/");

describe("paths outside the repository", () => {
  it("flags a relative path that climbs above the root from the file's own folder", () => {
    const up3 = p("..", "..", "..");
    const found = findOutsidePaths(
      "supabase/local/parcels/nj-places.ts",
      `const a = new URL("${p(up3, "..", "shared", "x.json")}", import.meta.url);\nconst b = new URL("${p(up3, "data", "x.json")}", import.meta.url);`,
    );
    expect(found).toEqual([
      { file: "supabase/local/parcels/nj-places.ts", line: 1, text: p(up3, "..", "shared", "x.json"), reason: "climbs above the repository" },
    ]);
  });

  it("reads a relative path from the file's folder, so the same text is fine deeper down", () => {
    expect(climbsAboveRoot("README.md", p("..", "x"))).toBe(true);
    expect(climbsAboveRoot("docs/decisions/001.md", p("..", "..", "src", "x.ts"))).toBe(false);
    expect(climbsAboveRoot("docs/decisions/001.md", p("..", "..", "..", "x"))).toBe(true);
    expect(findOutsidePaths("src/a/b.ts", `import x from "${p("..", "..", "lib", "x")}";`)).toEqual([]);
  });

  it("flags home folders and this workplace's roots, not URLs or regular expressions that look alike", () => {
    const text = [
      `cat ${p("", "root", ".cache", "x")}`,
      `open ${p("", "home", "dev", "project", "a.json")}`,
      `see ${p("", "work", "main", "x")}`,
      `read C:\\Users\\dev\\x.json`,
      `link https://example.com/home/dev/page and ${p("", "Users", "page")}`,
      `expect(link).toHaveText(/home/i); /routes\\/home/.test(key)`,
    ].join("\n");
    expect(findOutsidePaths("README.md", text).map((entry) => [entry.line, entry.reason])).toEqual([
      [1, "absolute path on a machine"],
      [2, "absolute path on a machine"],
      [3, "absolute path on a machine"],
      [4, "absolute path on a machine"],
    ]);
  });

  it("flags the original brief's folder under any spelling, but not the functions' _shared folder", () => {
    const found = findOutsidePaths(
      "docs/x.md",
      `The data in ${p("shared", "data", "nj.json")} and ${p("shared", "DESIGN.md")}; code in supabase/functions/_shared/db.ts`,
    );
    expect(found.map((entry) => entry.text)).toEqual([p("shared", "data", "nj.json"), p("shared", "DESIGN.md")]);
  });

  it("finds nothing in any tracked file of this repository", () => {
    const found = scanTrackedFiles(process.cwd()).map((entry) => `${entry.file}:${entry.line}: ${entry.text}`);
    expect(found).toEqual([]);
  });
});
