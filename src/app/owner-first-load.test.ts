import { relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, staticClosure } from "../../tests/support/import-graph";

/**
 * Nothing of the owner's desk enters a visitor's first load (docs/decisions/055): the entry's
 * static imports reach no desk module (its layout, pages and features), and the route table
 * reaches the desk's layout only through the route's import(), so the walk looks where the
 * desk is.
 */
const DESK_FOLDERS = ["src/app/routes/owner/", "src/features/owner-requests/", "src/features/owner-mail/"];
const isDeskModule = (file: string) => DESK_FOLDERS.some((folder) => relative(ROOT, file).startsWith(folder));

describe("the owner's desk stays out of a visitor's first load", () => {
  it("the entry reaches no desk module through static imports", () => {
    const graph = staticClosure([resolve(ROOT, "src/main.tsx")]);
    expect(graph.reached.has(resolve(ROOT, "src/app/router.tsx"))).toBe(true);
    expect([...graph.reached].filter(isDeskModule)).toEqual([]);
  });

  it("the route table loads the desk's layout and pages with import()", () => {
    const graph = staticClosure([resolve(ROOT, "src/main.tsx")]);
    for (const page of ["desk-layout.tsx", "requests.tsx", "failed-mail.tsx"]) {
      expect(graph.dynamicTargets.has(resolve(ROOT, "src/app/routes/owner", page)), page).toBe(true);
    }
  });
});
