import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, staticClosure } from "../../tests/support/import-graph";

/**
 * Nothing of the owner's area enters a visitor's first load (docs/decisions/054): the
 * sign-in and the desk are lazy routes, so neither the entry nor a public page reaches the
 * owner-auth feature or the owner routes through static imports.
 */
const OWNER_FILE = /src\/(features\/owner-auth\/|app\/routes\/owner-)/;

function ownerFilesFrom(file: string): string[] {
  return [...staticClosure([resolve(ROOT, file)]).reached].filter((reached) => OWNER_FILE.test(reached));
}

describe("the owner's area stays out of visitors' first load", () => {
  it("the entry and the route table reach no owner module", () => {
    expect(ownerFilesFrom("src/main.tsx")).toEqual([]);
    expect(ownerFilesFrom("src/app/router.tsx")).toEqual([]);
  });

  it("the home page reaches no owner module", () => {
    expect(ownerFilesFrom("src/app/routes/home.tsx")).toEqual([]);
  });

  it("the owner's sign-in page does reach the feature (so the walk sees it where it is)", () => {
    expect(ownerFilesFrom("src/app/routes/owner-sign-in.tsx").some((file) => file.includes("features/owner-auth/components/owner-sign-in"))).toBe(true);
  });
});
